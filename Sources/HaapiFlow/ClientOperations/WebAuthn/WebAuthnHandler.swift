public import HaapiWebAuthn

/// Runs passkey ceremonies with an authenticator: the platform's, a browser's, or
/// HaapiWebAuthn's `SoftwareAuthenticator`. The flow's adapter hands it the server's
/// `publicKey` options and submits what it returns in the field the continue form names.
///
/// Throw `WebAuthnCeremonyError` when the ceremony does not produce a credential: the
/// operation's `errorActions` fallback is taken and the person is told why
/// (``FlowNotice/passkeyFailed(_:)``).
public protocol WebAuthnHandler: Sendable {
    /// Where this handler can make new credentials: `platform` (this device),
    /// `crossPlatform` (a security key or a phone). For an "any device" registration
    /// the first the server offers and the handler supports is used, `platform` first.
    var attachments: Set<WebAuthnAttachment> { get }
    /// `navigator.credentials.create`.
    func register(_ request: WebAuthnRegistration) async throws(WebAuthnCeremonyError) -> RegistrationResponseJSON
    /// `navigator.credentials.get`.
    func authenticate(_ request: WebAuthnAuthentication) async throws(WebAuthnCeremonyError) -> AuthenticationResponseJSON
}

/// The default: passkeys are not supported here, so the fallback is taken.
public struct UnsupportedWebAuthnHandler: WebAuthnHandler {
    /// Creates the handler.
    public init() {}

    public var attachments: Set<WebAuthnAttachment> { [] }

    public func register(_ request: WebAuthnRegistration) async throws(WebAuthnCeremonyError) -> RegistrationResponseJSON {
        throw .notSupported(reason: "no passkey authenticator is configured")
    }

    public func authenticate(_ request: WebAuthnAuthentication) async throws(WebAuthnCeremonyError) -> AuthenticationResponseJSON {
        throw .notSupported(reason: "no passkey authenticator is configured")
    }
}
