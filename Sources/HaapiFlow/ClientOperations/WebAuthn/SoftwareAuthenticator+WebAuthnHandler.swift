public import HaapiWebAuthn

/// HaapiWebAuthn's software authenticator runs the flow's passkey ceremonies as this
/// device's own (`platform`) authenticator:
///
/// ```swift
/// let authenticator = SoftwareAuthenticator(
///     store: FilePasskeyStore(fileURL: passkeysFile), userVerifier: AutomaticUserVerifier())
/// let handlers = ClientOperationHandlers.standard(webAuthn: authenticator)
/// ```
extension SoftwareAuthenticator: WebAuthnHandler {
    public nonisolated var attachments: Set<WebAuthnAttachment> { [.platform] }

    public func register(_ request: WebAuthnRegistration) async throws(WebAuthnCeremonyError) -> RegistrationResponseJSON {
        try await register(request.options)
    }

    public func authenticate(_ request: WebAuthnAuthentication) async throws(WebAuthnCeremonyError) -> AuthenticationResponseJSON {
        try await authenticate(request.options)
    }
}
