import HaapiModel

extension ClientOperationHandlers {
    /// Runs both WebAuthn operations (`webauthn-registration`, `webauthn-authentication`)
    /// with `handler`, replacing their handlers: the same adapter as
    /// ``standard(opener:webAuthn:browserTimeout:)`` uses, for handlers that started elsewhere
    /// (an application's, to which a web host gives each browser its own).
    ///
    /// ```swift
    /// var handlers = application.clientOperationHandlers
    /// handlers.register(webAuthn: MyPasskeyHandler())
    /// ```
    public mutating func register(webAuthn handler: any WebAuthnHandler) {
        let adapter = WebAuthnOperationHandler(handler: handler)
        register(adapter, for: .webauthnRegistration)
        register(adapter, for: .webauthnAuthentication)
    }
}
