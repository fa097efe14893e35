import Foundation
import HaapiJOSE
import HaapiModel
import HaapiWebAuthn
import Logging

/// Checking the answers of passkey ceremonies: the flow's challenge, the stored
/// credential and its owner here; the rest of WebAuthn's checks by `WebAuthnRelyingParty`.
extension PasskeyAuthenticator {
    /// `POST /authn/authenticate/<id>` `{"credential": ...}`: a sign-in (or autofill) assertion.
    func signIn(_ form: FormParameters, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        let response = try Self.credential(AuthenticationResponseJSON.self, in: form, named: "credential", texts: flow.texts)
        let verified: (passkey: PasskeyRecord, verification: AuthenticationVerification)
        do throws(WebAuthnVerificationError) {
            let challenge = try flow.spendPasskeyChallenge(for: [.authentication, .conditional], now: environment.now)
            let passkey = try await storedPasskey(response.id)
            if let subject = flow.subject, subject.lowercased() != passkey.username.lowercased() { throw .credentialOfAnotherUser }
            let handle = await environment.users.webAuthnUserHandle(of: passkey.username) ?? []
            let verification = try relyingParty.verifyAuthentication(
                response,
                expecting: AuthenticationExpectation(
                    challenge: challenge.bytes, userVerification: settings.userVerification, userHandle: flow.subject == nil ? nil : handle),
                credential: try Self.registered(passkey, userHandle: handle))
            verified = (passkey, verification)
        } catch {
            // The browser is told of a passkey this server does not know (WebAuthn's Signals API), so it stops offering it.
            let unknown: JSONValue? = error == .unknownCredential
                ? ["credentialId": .string(response.id), "rpId": .string(rpID)] : nil
            return refuse(error, title: flow.texts[.passkeyNotVerified], unknownCredential: unknown, flow: &flow)
        }
        do {
            try await environment.users.recordPasskeySignIn(
                id: verified.passkey.id, signCount: verified.verification.signCount, backedUp: verified.verification.backedUp,
                at: environment.now)
        } catch {
            environment.logger.error("a passkey sign-in could not be recorded", metadata: ["reason": .string(error.description)])
            throw .unexpected(flow.texts[.passkeySignInNotRecorded])
        }
        let methods = AuthenticationMethod.passkey(
            backupEligible: verified.passkey.backupEligible, aaguid: verified.passkey.aaguid,
            userVerified: verified.verification.userVerified)
        return .authenticated(username: verified.passkey.username, methods: methods)
    }

    /// `POST /authn/authenticate/<id>/register` with one of `credential` (this device),
    /// `platformCredential` or `crossPlatformCredential` (any device): a new passkey for
    /// the flow's user.
    func register(_ form: FormParameters, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        let texts = flow.texts
        guard let subject = flow.subject else { throw .unexpected(texts[.noUserForPasskey]) }
        let names = ["credential", "platformCredential", "crossPlatformCredential"].filter { form.json($0) != nil }
        guard names.count == 1, let name = names.first else {
            throw .invalidInput(
                [InvalidField(name: "credential", reason: names.isEmpty ? .missing : .invalidValue, detail: texts[.sendNewCredential])],
                texts)
        }
        let response = try Self.credential(RegistrationResponseJSON.self, in: form, named: name, texts: texts)
        let credential: RegisteredCredential
        do throws(WebAuthnVerificationError) {
            let challenge = try flow.spendPasskeyChallenge(
                for: name == "credential" ? [.registration] : [.anyDeviceRegistration], now: environment.now)
            credential = try relyingParty.verifyRegistration(
                response,
                expecting: RegistrationExpectation(
                    challenge: challenge.bytes, userVerification: settings.userVerification, userHandle: challenge.userHandle ?? []))
        } catch {
            return refuse(error, title: texts[.passkeyNotSaved], flow: &flow)
        }
        let record = PasskeyRecord(
            id: Base64URL.encode(credential.id), username: subject, publicKey: Data(credential.publicKey),
            algorithm: credential.algorithm.rawValue, signCount: Int64(credential.signCount), transports: credential.transports,
            aaguid: Data(credential.aaguid), backupEligible: credential.backupEligible, createdAt: environment.now, lastUsedAt: nil,
            backedUp: credential.backedUp)
        let stored: Bool
        do {
            stored = try await environment.users.addPasskey(record)
        } catch {
            environment.logger.error("a passkey could not be stored", metadata: ["reason": .string(error.description)])
            throw .unexpected(texts[.passkeyNotStored])
        }
        guard stored else { return refuse(.credentialAlreadyRegistered, title: texts[.passkeyNotSaved], flow: &flow) }
        environment.logger.info("passkey registered", metadata: ["authenticator": .string(id), "user": .string(subject)])
        return .resumeLogin(notice: Build.message(texts[.passkeySaved]))
    }

    /// The stored passkey named by a response's `id`.
    private func storedPasskey(_ id: String) async throws(WebAuthnVerificationError) -> PasskeyRecord {
        guard let bytes = try? Base64URL.decode(id) else { throw .notBase64URL(member: "id") }
        guard let passkey = await environment.users.passkey(withID: Base64URL.encode(bytes)) else { throw .unknownCredential }
        return passkey
    }

    /// A stored passkey as the relying party reads it.
    private static func registered(_ passkey: PasskeyRecord, userHandle: [UInt8]) throws(WebAuthnVerificationError) -> RegisteredCredential {
        guard let algorithm = COSEAlgorithm(rawValue: passkey.algorithm) else { throw .unsupportedAlgorithm(passkey.algorithm) }
        guard let id = try? Base64URL.decode(passkey.id) else { throw .notBase64URL(member: "id") }
        return RegisteredCredential(
            id: Array(id), userHandle: userHandle, publicKey: Array(passkey.publicKey), algorithm: algorithm,
            signCount: UInt32(clamping: passkey.signCount), aaguid: Array(passkey.aaguid), transports: passkey.transports,
            userVerified: false, backupEligible: passkey.backupEligible)
    }

    /// The credential JSON posted as `name`, or `invalid-input`.
    private static func credential<T: Decodable>(
        _ type: T.Type, in form: FormParameters, named name: String, texts: DevServerTexts
    ) throws(HTTPFailure) -> T {
        guard let json = form.json(name) else {
            throw .invalidInput([InvalidField(name: name, reason: .missing, detail: texts[.credentialMissing])], texts)
        }
        do {
            return try json.decoded(as: T.self)
        } catch {
            throw .invalidInput([InvalidField(name: name, reason: .invalidValue, detail: texts[.notACredential])], texts)
        }
    }

    /// Logs the refused check (one line, no credential bytes) and counts a failed attempt:
    /// `authentication-failed` with the check's description (HaapiWebAuthn's, in English:
    /// it names the check for the client's developer) and the attempts left, or
    /// `too-many-attempts` (locking the flow) at `maxAttempts`.
    ///
    /// `unknownCredential` (`{"credentialId", "rpId"}`) is added to the problem as the
    /// member `unknownCredential` when the server does not know the passkey.
    func refuse(
        _ error: WebAuthnVerificationError, title: String, unknownCredential: JSONValue? = nil, flow: inout FlowSession
    ) -> AuthenticatorOutcome {
        environment.logger.notice("passkey refused: \(error.description)", metadata: ["authenticator": .string(id)])
        let failures = (flow.failures[id] ?? 0) + 1
        flow.failures[id] = failures
        guard failures < configuration.maxAttempts else {
            flow.step = .locked
            return .problem(.tooManyAttempts(flow.texts))
        }
        return .problem(.authenticationFailed(
            error.description, title: title, attemptsLeft: configuration.maxAttempts - failures,
            additionalMembers: unknownCredential.map { ["unknownCredential": $0] } ?? [:], flow.texts))
    }
}
