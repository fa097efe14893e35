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
        var allowed: [CredentialDescriptor] = []
        var messages = [Build.message("Sign in with a passkey", .heading)]
        if let subject = flow.subject {
            let passkeys = await environment.users.passkeys(of: subject)
            guard !passkeys.isEmpty else { throw .authenticationFailed("The account has no passkey") }
            allowed = passkeys.map(Self.descriptor)
            messages.append(Build.message(subject, .userName))
        }
        let options = PublicKeyCredentialRequestOptionsJSON(
            challenge: issueChallenge(.authentication, flow: &flow), timeout: timeoutMilliseconds, rpId: rpID,
            allowCredentials: allowed, userVerification: settings.userVerification.rawValue)
        let operation = ClientOperationActionModel(
            name: .webauthnAuthentication,
            arguments: ["credentialRequestOptions": ["publicKey": try Self.json(options)]],
            continueActions: [continueForm(href: basePath, fields: ["credential"])],
            errorActions: [Build.form(.cancel, title: "Sign in another way", href: "\(basePath)/cancel", method: .get)])
        return Representation(
            type: .authenticationStep, metadata: Metadata(viewName: "authenticator/passkeys/authenticate/get"),
            actions: [Action(kind: .login, title: "Sign in with your passkey", model: .clientOperation(operation))],
            messages: messages)
    }

    /// Passkey autofill for the password step: `mediation: conditional`, no
    /// `allowCredentials`, no `timeout`, no error actions; its credential signs in like
    /// ``signInStep(_:)``'s.
    func conditionalAction(_ flow: inout FlowSession) throws(HTTPFailure) -> Action {
        let options = PublicKeyCredentialRequestOptionsJSON(
            challenge: issueChallenge(.conditional, flow: &flow), rpId: rpID, allowCredentials: [],
            userVerification: settings.userVerification.rawValue)
        let operation = ClientOperationActionModel(
            name: .webauthnAuthentication,
            arguments: ["credentialRequestOptions": ["mediation": "conditional", "publicKey": try Self.json(options)]],
            continueActions: [continueForm(href: basePath, fields: ["credential"])])
        return Action(kind: .login, title: "Sign in with a passkey", model: .clientOperation(operation))
    }

    /// `registration-step` `authenticator/passkeys/offer`: create a passkey here, on
    /// another device, or not now.
    func offerStep(_ flow: FlowSession) -> Representation {
        var messages = [
            Build.message("Sign in faster next time", .heading),
            Build.message("Create a passkey to sign in with your face, fingerprint or screen lock instead of a password."),
        ]
        if let subject = flow.subject { messages.append(Build.message(subject, .userName)) }
        return Representation(
            type: .registrationStep, metadata: Metadata(viewName: "authenticator/passkeys/offer"),
            actions: [
                Build.form(.deviceRegister, title: "Create a passkey", href: "\(basePath)/register", method: .get, actionTitle: "Create a passkey"),
                Build.form(
                    .deviceRegister, title: "Use another device or a security key", href: "\(basePath)/register-any-device", method: .get,
                    actionTitle: "Use another device"),
                Build.form(.cancel, title: "Not now", href: "\(basePath)/skip", actionTitle: "Not now"),
            ],
            messages: messages)
    }

    /// `registration-step` with a `webauthn-registration` operation: a passkey on this
    /// device (`credentialCreationOptions`, answered in `credential`), or on any device
    /// (`platformCredentialCreationOptions` and `crossPlatformCredentialCreationOptions`,
    /// answered in `platformCredential` or `crossPlatformCredential`). Makes the user's
    /// WebAuthn user handle when they have none.
    func registrationStep(anyDevice: Bool, flow: inout FlowSession) async throws(HTTPFailure) -> Representation {
        guard let subject = flow.subject, let user = await environment.users.user(named: subject) else {
            throw .unexpected("The login has no user to create a passkey for")
        }
        let handle: [UInt8]
        do {
            handle = try await environment.users.makeWebAuthnUserHandle(of: user.username, random: environment.random)
        } catch {
            environment.logger.error("the WebAuthn user handle could not be stored", metadata: ["reason": .string(error.description)])
            throw .unexpected("The passkey could not be prepared")
        }
        let excluded = await environment.users.passkeys(of: user.username).map(Self.descriptor)
        let challenge = issueChallenge(anyDevice ? .anyDeviceRegistration : .registration, userHandle: handle, flow: &flow)
        func options(attachment: String?) throws(HTTPFailure) -> JSONValue {
            try Self.json(
                PublicKeyCredentialCreationOptionsJSON(
                    rp: .init(id: rpID, name: Self.relyingPartyName),
                    user: .init(id: Base64URL.encode(handle), name: user.username, displayName: user.name ?? user.username),
                    challenge: challenge,
                    pubKeyCredParams: [.init(alg: COSEAlgorithm.es256.rawValue), .init(alg: COSEAlgorithm.rs256.rawValue)],
                    timeout: timeoutMilliseconds, excludeCredentials: excluded,
                    authenticatorSelection: .init(
                        authenticatorAttachment: attachment, residentKey: "required", requireResidentKey: true,
                        userVerification: settings.userVerification.rawValue),
                    attestation: "none"))
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
            errorActions: [Build.form(.cancel, title: "Back", href: "\(basePath)/offer", method: .get)])
        let title = anyDevice ? "Create a passkey on another device or a security key" : "Create a passkey on this device"
        return Representation(
            type: .registrationStep,
            metadata: Metadata(viewName: anyDevice ? "authenticator/passkeys/register-any-device/get" : "authenticator/passkeys/register/get"),
            actions: [Action(kind: .deviceRegister, title: title, model: .clientOperation(operation))],
            messages: [
                Build.message(title, .heading),
                Build.message(
                    anyDevice
                        ? "Use your phone, another computer or a security key to save the passkey."
                        : "Your device will ask for your face, fingerprint or screen lock to save the passkey."),
            ])
    }

    /// The continue action of a ceremony: a JSON POST of the credential in a context field.
    private func continueForm(href: String, fields: [String]) -> Action {
        Build.form(.continue, href: href, json: true, fields: fields.map { Field(name: $0, type: .context) })
    }

    /// Options as the JSON the steps carry (absent members left out).
    private static func json(_ options: some Encodable) throws(HTTPFailure) -> JSONValue {
        do {
            return try JSONValue(encoding: options)
        } catch {
            throw .unexpected("The passkey options could not be written")
        }
    }
}
