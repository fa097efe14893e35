import Foundation
import HTTPTypes
import HaapiJOSE
import HaapiModel
import HaapiWebAuthn
import Hummingbird
import Logging

/// A new passkey through the account API: "add a passkey" on an account page, and the
/// automatic passkey a browser's password manager makes right after a password sign-in.
extension PasskeyAccountEndpoints {
    /// `POST /account/passkeys/registration-options` `{"mediation"?}`: `{"publicKey":
    /// <PublicKeyCredentialCreationOptionsJSON>, "mediation"?}` for a new discoverable
    /// passkey of the token's user (their other passkeys excluded), whose challenge is kept
    /// for that token until `challengeLifetime` ends.
    ///
    /// With `"mediation": "conditional"` (an automatic passkey, made without asking) the
    /// options are given only when the token's sign-in was a password one (`amr` holds
    /// `pwd`) at most ``PasskeySettings/upgradeAfterPassword`` seconds ago: otherwise
    /// `403 upgrade_not_allowed`.
    func registrationOptions(_ caller: AccountCaller, body: FormParameters) async throws(HTTPFailure) -> Response {
        let conditional: Bool
        switch body["mediation"] {
        case nil: conditional = false
        case "conditional": conditional = true
        case let other?: throw .oauth("invalid_request", "mediation \"\(other.prefix(32))\" is not conditional (leave it out for a passkey the person asks for)")
        }
        let settings = caller.authenticator.settings
        if conditional {
            guard caller.token.authenticationMethods.contains("pwd"), let authTime = caller.token.authTime,
                environment.now.timeIntervalSince(authTime) <= settings.upgradeAfterPassword
            else {
                throw .oauth(
                    "upgrade_not_allowed",
                    "an automatic passkey is accepted only within \(Int(settings.upgradeAfterPassword)) s of a password sign-in",
                    status: .forbidden)
            }
        }
        let handle: [UInt8]
        do {
            handle = try await environment.users.makeWebAuthnUserHandle(of: caller.user.username, random: environment.random)
        } catch {
            environment.logger.error("the WebAuthn user handle could not be stored", metadata: ["reason": .string(error.description)])
            throw .oauth("server_error", "the passkey could not be prepared", status: .internalServerError)
        }
        let bytes = environment.random.bytes(32)
        await environment.state.storeAccountChallenge(
            AccountPasskeyChallenge(
                bytes: bytes, username: caller.user.username, userHandle: handle, conditional: conditional,
                expiresAt: environment.now.addingTimeInterval(settings.challengeLifetime)),
            for: caller.token.tokenID, now: environment.now)
        let excluded = await environment.users.passkeys(of: caller.user.username).map(PasskeyAuthenticator.descriptor)
        var options = caller.authenticator.creationOptions(
            for: caller.user, handle: handle, challenge: Base64URL.encode(bytes), attachment: nil, excluding: excluded)
        // The password manager decides alone: user verification cannot be required of it.
        if conditional { options.authenticatorSelection?.userVerification = UserVerificationRequirement.preferred.rawValue }
        let json: JSONValue
        do {
            json = try JSONValue(encoding: options)
        } catch {
            throw .oauth("server_error", "the passkey options could not be written", status: .internalServerError)
        }
        var answer: [String: JSONValue] = ["publicKey": json]
        if conditional { answer["mediation"] = "conditional" }
        return Reply.json(.object(answer))
    }

    /// The challenge a registration response's client data answers (the relying party checks it again).
    private static func challenge(of response: RegistrationResponseJSON) throws(WebAuthnVerificationError) -> [UInt8] {
        guard let data = try? Base64URL.decode(response.response.clientDataJSON), data.count <= 65_536,
            let json = try? JSONValue.parse(Array(data)), let text = json["challenge"]?.stringValue,
            let bytes = try? Base64URL.decode(text)
        else { throw .challengeMismatch }
        return Array(bytes)
    }

    /// `POST /account/passkeys` `{"credential": <RegistrationResponseJSON>, "name"?}`: the
    /// answer to the token's last options, checked by WebAuthn's rules (a conditional one
    /// without the UP flag); `201` with the passkey, `400 invalid_credential` naming the
    /// failed check, `409 credential_exists` for a credential stored already.
    func registerPasskey(_ caller: AccountCaller, body: FormParameters) async throws(HTTPFailure) -> Response {
        let name = try Self.checkedName(body["name"], required: false)
        guard let json = body.json("credential") else { throw .oauth("invalid_request", "credential is missing") }
        let response: RegistrationResponseJSON
        do {
            response = try json.decoded(as: RegistrationResponseJSON.self)
        } catch {
            throw .oauth("invalid_request", "credential is not a registration response")
        }
        let relyingParty = caller.authenticator.relyingParty
        let credential: RegisteredCredential
        do throws(WebAuthnVerificationError) {
            guard let challenge = await environment.state.takeAccountChallenge(for: caller.token.tokenID, bytes: try Self.challenge(of: response))
            else { throw .challengeMismatch }
            guard challenge.expiresAt > environment.now else { throw .challengeExpired }
            guard challenge.username == caller.user.username else { throw .credentialOfAnotherUser }
            credential = try relyingParty.verifyRegistration(
                response,
                expecting: RegistrationExpectation(
                    challenge: challenge.bytes, userVerification: challenge.conditional ? .preferred : caller.authenticator.settings.userVerification,
                    userHandle: challenge.userHandle, conditional: challenge.conditional))
        } catch {
            environment.logger.notice("account passkey refused: \(error.description)")
            throw .oauth("invalid_credential", error.description)
        }
        let record = PasskeyRecord(
            id: Base64URL.encode(credential.id), username: caller.user.username, publicKey: Data(credential.publicKey),
            algorithm: credential.algorithm.rawValue, signCount: Int64(credential.signCount), transports: credential.transports,
            aaguid: Data(credential.aaguid), backupEligible: credential.backupEligible, createdAt: environment.now, lastUsedAt: nil,
            name: name, backedUp: credential.backedUp)
        let stored: Bool
        do {
            stored = try await environment.users.addPasskey(record)
        } catch {
            environment.logger.error("a passkey could not be stored", metadata: ["reason": .string(error.description)])
            throw .oauth("server_error", "the passkey could not be stored", status: .internalServerError)
        }
        guard stored else { throw .oauth("credential_exists", "this passkey is stored already", status: .conflict) }
        environment.logger.info("passkey added by its owner", metadata: ["user": .string(caller.user.username)])
        return Reply.json(Self.json(record), status: .created)
    }
}
