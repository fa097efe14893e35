#if canImport(AuthenticationServices) && (os(iOS) || os(macOS) || HAAPI_APPLE_STUBS)
import AuthenticationServices
import Foundation
import HaapiFlow
import HaapiJOSE
import HaapiWebAuthn

/// Runs the flow's passkey ceremonies with the device's own authenticator through
/// `ASAuthorizationPlatformPublicKeyCredentialProvider` (the app needs the associated
/// domain `webcredentials:<rp id>`; the origin the device reports is `https://<rp id>`).
///
/// - A conditional registration (`WebAuthnRegistration.conditional`, the
///   automatic passkey after a password sign-in, see ``AutomaticPasskey``) uses iOS 18's
///   and macOS 15's conditional request style: the credential manager makes the passkey
///   without asking, or fails without showing anything; earlier systems answer
///   `notSupported`.
/// - The options' `hints` (WebAuthn Level 3): a sign-in whose hints name `security-key`
///   also offers security keys (`ASAuthorizationSecurityKeyPublicKeyCredentialProvider`),
///   and only them when `client-device` is not among the hints; registrations make
///   passkeys on this device.
///
/// ```swift
/// let handlers = ClientOperationHandlers.standard(webAuthn: PlatformWebAuthnHandler { window })
/// ```
public struct PlatformWebAuthnHandler: WebAuthnHandler {
    private let anchor: @MainActor @Sendable () -> ASPresentationAnchor

    /// Creates the handler; `anchor` is the window the system sheet is shown over.
    public init(anchor: @escaping @MainActor @Sendable () -> ASPresentationAnchor) {
        self.anchor = anchor
    }

    public var attachments: Set<WebAuthnAttachment> { [.platform] }

    public func register(_ request: WebAuthnRegistration) async throws(WebAuthnCeremonyError) -> RegistrationResponseJSON {
        let options = request.options
        guard let rpID = options.rp.id else { throw .invalidOptions(reason: "the options name no RP ID") }
        let challenge = try Self.bytes(options.challenge, "challenge")
        let userID = try Self.bytes(options.user.id, "user.id")
        let excluded = try Self.credentialIDs(options.excludeCredentials, "excludeCredentials.id")
        let preference = options.authenticatorSelection?.userVerification
        let conditional = request.conditional
        if conditional {
            guard #available(iOS 18, macOS 15, *) else {
                throw .notSupported(reason: "an automatic passkey needs iOS 18 or macOS 15")
            }
        }
        let credential = try await PasskeyAuthorization.perform(anchor: anchor) { () -> [ASAuthorizationRequest] in
            let provider = ASAuthorizationPlatformPublicKeyCredentialProvider(relyingPartyIdentifier: rpID)
            let registration: ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest
            if conditional, #available(iOS 18, macOS 15, *) {
                registration = provider.createCredentialRegistrationRequest(
                    challenge: challenge, name: options.user.name, userID: userID, requestStyle: .conditional)
            } else {
                registration = provider.createCredentialRegistrationRequest(challenge: challenge, name: options.user.name, userID: userID)
            }
            registration.displayName = options.user.displayName
            registration.userVerificationPreference = Self.preference(preference)
            registration.attestationPreference = .none
            if #available(iOS 17.4, macOS 14.4, *) {
                registration.excludedCredentials = excluded.map { ASAuthorizationPlatformPublicKeyCredentialDescriptor(credentialID: $0) }
            }
            return [registration]
        }
        guard let made = credential as? ASAuthorizationPlatformPublicKeyCredentialRegistration,
            let attestation = made.rawAttestationObject
        else { throw .notSupported(reason: "the system returned no passkey registration") }
        let id = Base64URL.encode(made.credentialID)
        return RegistrationResponseJSON(
            id: id, rawId: id,
            response: .init(
                clientDataJSON: Base64URL.encode(made.rawClientDataJSON), attestationObject: Base64URL.encode(attestation),
                transports: ["internal", "hybrid"]),
            authenticatorAttachment: WebAuthnAttachment.platform.rawValue)
    }

    public func authenticate(_ request: WebAuthnAuthentication) async throws(WebAuthnCeremonyError) -> AuthenticationResponseJSON {
        let options = request.options
        guard let rpID = options.rpId else { throw .invalidOptions(reason: "the options name no RP ID") }
        let challenge = try Self.bytes(options.challenge, "challenge")
        let allowed = try Self.credentialIDs(options.allowCredentials, "allowCredentials.id")
        let preference = options.userVerification
        let hints = options.hints ?? []
        let securityKeys = hints.contains("security-key")
        let platform = !securityKeys || hints.contains("client-device")
        let credential = try await PasskeyAuthorization.perform(anchor: anchor) { () -> [ASAuthorizationRequest] in
            var requests: [ASAuthorizationRequest] = []
            if platform {
                let provider = ASAuthorizationPlatformPublicKeyCredentialProvider(relyingPartyIdentifier: rpID)
                let assertion = provider.createCredentialAssertionRequest(challenge: challenge)
                assertion.allowedCredentials = allowed.map { ASAuthorizationPlatformPublicKeyCredentialDescriptor(credentialID: $0) }
                assertion.userVerificationPreference = Self.preference(preference)
                requests.append(assertion)
            }
            if securityKeys {
                let provider = ASAuthorizationSecurityKeyPublicKeyCredentialProvider(relyingPartyIdentifier: rpID)
                let assertion = provider.createCredentialAssertionRequest(challenge: challenge)
                assertion.allowedCredentials = allowed.map {
                    ASAuthorizationSecurityKeyPublicKeyCredentialDescriptor(credentialID: $0, transports: ASAuthorizationSecurityKeyPublicKeyCredentialDescriptor.Transport.allSupported())
                }
                assertion.userVerificationPreference = Self.preference(preference)
                requests.append(assertion)
            }
            return requests
        }
        if let signed = credential as? ASAuthorizationSecurityKeyPublicKeyCredentialAssertion,
            let authenticatorData = signed.rawAuthenticatorData, let signature = signed.signature
        {
            return Self.assertion(
                id: signed.credentialID, clientData: signed.rawClientDataJSON, authenticatorData: authenticatorData, signature: signature,
                userID: signed.userID, attachment: .crossPlatform)
        }
        guard let signed = credential as? ASAuthorizationPlatformPublicKeyCredentialAssertion,
            let authenticatorData = signed.rawAuthenticatorData, let signature = signed.signature
        else { throw .notSupported(reason: "the system returned no passkey assertion") }
        return Self.assertion(
            id: signed.credentialID, clientData: signed.rawClientDataJSON, authenticatorData: authenticatorData, signature: signature,
            userID: signed.userID, attachment: .platform)
    }

    /// An assertion as WebAuthn's JSON writes it.
    private static func assertion(
        id: Data, clientData: Data, authenticatorData: Data, signature: Data, userID: Data?, attachment: WebAuthnAttachment
    ) -> AuthenticationResponseJSON {
        let id = Base64URL.encode(id)
        return AuthenticationResponseJSON(
            id: id, rawId: id,
            response: .init(
                clientDataJSON: Base64URL.encode(clientData), authenticatorData: Base64URL.encode(authenticatorData),
                signature: Base64URL.encode(signature), userHandle: userID.map { Base64URL.encode($0) }),
            authenticatorAttachment: attachment.rawValue)
    }

    private static func bytes(_ text: String, _ member: String) throws(WebAuthnCeremonyError) -> Data {
        do {
            return try Base64URL.decode(text)
        } catch {
            throw .invalidOptions(reason: "\(member) is not base64url")
        }
    }

    private static func credentialIDs(_ descriptors: [CredentialDescriptor]?, _ member: String) throws(WebAuthnCeremonyError) -> [Data] {
        try (descriptors ?? []).map { descriptor throws(WebAuthnCeremonyError) in try bytes(descriptor.id, member) }
    }

    private static func preference(_ value: String?) -> ASAuthorizationPublicKeyCredentialUserVerificationPreference {
        switch value {
        case "required": .required
        case "discouraged": .discouraged
        default: .preferred
        }
    }
}

/// One system passkey sheet: performs a request and hands back the credential, or the
/// ceremony error its failure means.
@MainActor
private final class PasskeyAuthorization: NSObject, ASAuthorizationControllerDelegate,
    ASAuthorizationControllerPresentationContextProviding
{
    private let anchor: @MainActor @Sendable () -> ASPresentationAnchor
    private var continuation: CheckedContinuation<Result<any ASAuthorizationCredential, WebAuthnCeremonyError>, Never>?

    private init(anchor: @escaping @MainActor @Sendable () -> ASPresentationAnchor) {
        self.anchor = anchor
    }

    /// One sheet offering each of `requests` (a passkey on this device, a security key).
    static func perform(
        anchor: @escaping @MainActor @Sendable () -> ASPresentationAnchor,
        requests: @escaping @MainActor @Sendable () -> [ASAuthorizationRequest]
    ) async throws(WebAuthnCeremonyError) -> any ASAuthorizationCredential {
        let result = await Self.run(anchor: anchor, requests: requests)
        return try result.get()
    }

    private static func run(
        anchor: @escaping @MainActor @Sendable () -> ASPresentationAnchor,
        requests: @escaping @MainActor @Sendable () -> [ASAuthorizationRequest]
    ) async -> Result<any ASAuthorizationCredential, WebAuthnCeremonyError> {
        let authorization = PasskeyAuthorization(anchor: anchor)
        let controller = ASAuthorizationController(authorizationRequests: requests())
        controller.delegate = authorization
        controller.presentationContextProvider = authorization
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                authorization.continuation = continuation
                controller.performRequests()
            }
        } onCancel: {
            Task { @MainActor in controller.cancel() }
        }
    }

    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor {
        anchor()
    }

    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {
        finish(.success(authorization.credential))
    }

    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {
        guard let error = error as? ASAuthorizationError else {
            finish(.failure(.notAllowed(reason: "the system refused the passkey request")))
            return
        }
        switch error.code {
        case .canceled: finish(.failure(.notAllowed(reason: "the person cancelled")))
        case .matchedExcludedCredential: finish(.failure(.alreadyRegistered))
        case .notHandled, .notInteractive: finish(.failure(.notSupported(reason: "the system cannot show a passkey sheet here")))
        default: finish(.failure(.notAllowed(reason: "the system refused the passkey request (\(error.code.rawValue))")))
        }
    }

    private func finish(_ result: Result<any ASAuthorizationCredential, WebAuthnCeremonyError>) {
        continuation?.resume(returning: result)
        continuation = nil
    }
}
#endif
