import Foundation
import HaapiJOSE
import HaapiModel
import HaapiWebAuthn
import Logging

/// The steps and actions the passkey authenticator sends, in the shapes of the HAAPI
/// protocol's `webauthn-authentication` and `webauthn-registration` client operations.
extension PasskeyAuthenticator {
    /// The name the registration options give the relying party.
    static let relyingPartyName = "HaapiKit dev server"

    /// `authentication-step` `authenticator/passkeys/authenticate/get`: a
    /// `webauthn-authentication` operation whose `allowCredentials` is empty for a
    /// discoverable sign-in, or the known user's passkeys (with transports) for a second factor.
    func signInStep(_ flow: inout FlowSession) async throws(HTTPFailure) -> Representation {
        let texts = flow.texts
        var allowed: [CredentialDescriptor] = []
        var messages = [Build.message(texts[.signInWithAPasskey], .heading)]
        if let subject = flow.subject {
            let passkeys = await environment.users.passkeys(of: subject)
            guard !passkeys.isEmpty else { throw .authenticationFailed(texts[.noPasskey], texts) }
            allowed = passkeys.map(Self.descriptor)
            messages.append(Build.message(subject, .userName))
        }
        let options = PublicKeyCredentialRequestOptionsJSON(
            challenge: issueChallenge(.authentication, flow: &flow), timeout: timeoutMilliseconds, rpId: rpID,
            allowCredentials: allowed, userVerification: settings.userVerification.rawValue, hints: hints)
        let operation = ClientOperationActionModel(
            name: .webauthnAuthentication,
            arguments: ["credentialRequestOptions": ["publicKey": try Self.json(options, texts)]],
            continueActions: [continueForm(href: basePath, fields: ["credential"])],
            errorActions: [Build.form(.cancel, title: texts[.signInAnotherWay], href: "\(basePath)/cancel", method: .get)])
        return Representation(
            type: .authenticationStep, metadata: Metadata(viewName: "authenticator/passkeys/authenticate/get"),
            actions: [Action(kind: .login, title: texts[.signInWithYourPasskey], model: .clientOperation(operation))],
            messages: messages)
    }

    /// Passkey autofill for the password step: `mediation: conditional`, no
    /// `allowCredentials`, no `timeout`, no error actions; its credential signs in like
    /// ``signInStep(_:)``'s.
    func conditionalAction(_ flow: inout FlowSession) throws(HTTPFailure) -> Action {
        let texts = flow.texts
        let options = PublicKeyCredentialRequestOptionsJSON(
            challenge: issueChallenge(.conditional, flow: &flow), rpId: rpID, allowCredentials: [],
            userVerification: settings.userVerification.rawValue)
        let operation = ClientOperationActionModel(
            name: .webauthnAuthentication,
            arguments: ["credentialRequestOptions": ["mediation": "conditional", "publicKey": try Self.json(options, texts)]],
            continueActions: [continueForm(href: basePath, fields: ["credential"])])
        return Action(kind: .login, title: texts[.signInWithAPasskey], model: .clientOperation(operation))
    }

    /// `registration-step` `authenticator/passkeys/offer`: create a passkey here, on
    /// another device, or not now.
    func offerStep(_ flow: FlowSession) -> Representation {
        let texts = flow.texts
        var messages = [
            Build.message(texts[.passkeyOfferHeading], .heading),
            Build.message(texts[.passkeyOfferMessage]),
        ]
        if let subject = flow.subject { messages.append(Build.message(subject, .userName)) }
        return Representation(
            type: .registrationStep, metadata: Metadata(viewName: "authenticator/passkeys/offer"),
            actions: [
                Build.form(
                    .deviceRegister, title: texts[.createPasskey], href: "\(basePath)/register", method: .get, actionTitle: texts[.createPasskey]),
                Build.form(
                    .deviceRegister, title: texts[.useAnotherDeviceOrKey], href: "\(basePath)/register-any-device", method: .get,
                    actionTitle: texts[.useAnotherDevice]),
                Build.form(.cancel, title: texts[.notNow], href: "\(basePath)/skip", actionTitle: texts[.notNow]),
            ],
            messages: messages)
    }

    /// `registration-step` with a `webauthn-registration` operation: a passkey on this
    /// device (`credentialCreationOptions`, answered in `credential`), or on any device
    /// (`platformCredentialCreationOptions` and `crossPlatformCredentialCreationOptions`,
    /// answered in `platformCredential` or `crossPlatformCredential`). Makes the user's
    /// WebAuthn user handle when they have none.
    func registrationStep(anyDevice: Bool, flow: inout FlowSession) async throws(HTTPFailure) -> Representation {
        let texts = flow.texts
        guard let subject = flow.subject, let user = await environment.users.user(named: subject) else {
            throw .unexpected(texts[.noUserForPasskey])
        }
        let handle: [UInt8]
        do {
            handle = try await environment.users.makeWebAuthnUserHandle(of: user.username, random: environment.random)
        } catch {
            environment.logger.error("the WebAuthn user handle could not be stored", metadata: ["reason": .string(error.description)])
            throw .unexpected(texts[.passkeyNotPrepared])
        }
        let excluded = await environment.users.passkeys(of: user.username).map(Self.descriptor)
        let challenge = issueChallenge(anyDevice ? .anyDeviceRegistration : .registration, userHandle: handle, flow: &flow)
        func options(attachment: String?) throws(HTTPFailure) -> JSONValue {
            try Self.json(creationOptions(for: user, handle: handle, challenge: challenge, attachment: attachment, excluding: excluded), texts)
        }
        let arguments: [String: JSONValue]
        let fields: [String]
        if anyDevice {
            arguments = [
                "platformCredentialCreationOptions": ["publicKey": try options(attachment: "platform")],
                "crossPlatformCredentialCreationOptions": ["publicKey": try options(attachment: "cross-platform")],
            ]
            fields = ["platformCredential", "crossPlatformCredential"]
        } else {
            arguments = ["credentialCreationOptions": ["publicKey": try options(attachment: nil)]]
            fields = ["credential"]
        }
        let operation = ClientOperationActionModel(
            name: .webauthnRegistration, arguments: arguments,
            continueActions: [continueForm(href: "\(basePath)/register", fields: fields)],
            errorActions: [Build.form(.cancel, title: texts[.back], href: "\(basePath)/offer", method: .get)])
        let title = texts[anyDevice ? .createPasskeyAnyDevice : .createPasskeyThisDevice]
        return Representation(
            type: .registrationStep,
            metadata: Metadata(viewName: anyDevice ? "authenticator/passkeys/register-any-device/get" : "authenticator/passkeys/register/get"),
            actions: [Action(kind: .deviceRegister, title: title, model: .clientOperation(operation))],
            messages: [
                Build.message(title, .heading),
                Build.message(texts[anyDevice ? .passkeyAnyDeviceHint : .passkeyThisDeviceHint]),
            ])
    }

    /// The options of a new discoverable passkey for `user` (user handle `handle`), on a
    /// device of `attachment` (`platform`, `cross-platform`, `nil` for any), not one of `excluded`.
    func creationOptions(
        for user: UserRecord, handle: [UInt8], challenge: String, attachment: String?, excluding excluded: [CredentialDescriptor]
    ) -> PublicKeyCredentialCreationOptionsJSON {
        PublicKeyCredentialCreationOptionsJSON(
            rp: .init(id: rpID, name: Self.relyingPartyName),
            user: .init(id: Base64URL.encode(handle), name: user.username, displayName: user.name ?? user.username),
            challenge: challenge,
            pubKeyCredParams: [.init(alg: COSEAlgorithm.es256.rawValue), .init(alg: COSEAlgorithm.rs256.rawValue)],
            timeout: timeoutMilliseconds, excludeCredentials: excluded,
            authenticatorSelection: .init(
                authenticatorAttachment: attachment, residentKey: "required", requireResidentKey: true,
                userVerification: settings.userVerification.rawValue),
            attestation: "none", hints: hints)
    }

    /// The continue action of a ceremony: a JSON POST of the credential in a context field.
    private func continueForm(href: String, fields: [String]) -> Action {
        Build.form(.continue, href: href, json: true, fields: fields.map { Field(name: $0, type: .context) })
    }

    /// Options as the JSON the steps carry (absent members left out).
    static func json(_ options: some Encodable, _ texts: DevServerTexts) throws(HTTPFailure) -> JSONValue {
        do {
            return try JSONValue(encoding: options)
        } catch {
            throw .unexpected(texts[.passkeyOptionsFailed])
        }
    }
}
