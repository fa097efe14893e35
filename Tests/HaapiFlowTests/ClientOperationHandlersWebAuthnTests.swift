import HaapiFlow
import HaapiModel
import Testing

/// A WebAuthn handler added to handlers that started elsewhere (an application's).
@Suite("Registering a WebAuthn handler")
struct ClientOperationHandlersWebAuthnTests {
    @Test func bothOperationsGoToTheHandlerAndTheOthersStay() {
        var handlers = ClientOperationHandlers.standard()
        #expect(!handlers.runsPasskeys)
        handlers.register(webAuthn: RecordingWebAuthnHandler(attachments: [.platform, .crossPlatform]))
        #expect(handlers.runsPasskeys)
        #expect(handlers.handler(for: .webauthnRegistration) != nil && handlers.handler(for: .webauthnAuthentication) != nil)
        #expect(handlers.supportedNames == ClientOperationHandlers.standard().supportedNames)
    }

    @Test func onlyThePasskeyOperationsAreAdded() {
        var handlers = ClientOperationHandlers([:])
        handlers.register(webAuthn: RecordingWebAuthnHandler(attachments: [.platform]))
        #expect(handlers.supportedNames == [.webauthnRegistration, .webauthnAuthentication])
        #expect(handlers.runsPasskeys)
    }
}
