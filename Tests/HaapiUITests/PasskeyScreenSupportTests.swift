import Foundation
import HaapiClient
import HaapiFlow
import HaapiModel
import HaapiUI
import Testing

/// Whether a login's passkey screen says what is asked or that passkeys are not
/// supported follows that login's own client operation handlers (a web host gives each
/// browser handlers that run the ceremony there).
@MainActor
@Suite("The passkey screen follows a login's handlers")
struct PasskeyScreenSupportTests {
    /// Stands for a handler that runs passkey sign-ins somewhere (a browser).
    struct Ceremonies: ClientOperationHandler {
        func perform(_ request: ClientOperationRequest, context: ClientOperationContext) async -> ClientOperationOutcome {
            .fallback(reason: "not run in this test")
        }
    }

    @Test func aLoginsOwnHandlersDecide() throws {
        let configuration = try HaapiUIKitConfigurationBuilder(clientId: "c", baseURL: URL(string: "https://login.example.com")!, appRedirect: "app:/cb")
            .setClientAuthenticationMethod(.clientSecretBasic("s"))
            .build()
        let application = try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: configuration).build()
        #expect(!application.viewControllerFactoryRegistry.isWebAuthnSupported, "the application's handlers run no passkeys")
        var passkeys = ClientOperationHandlers.standard()
        passkeys.register(Ceremonies(), for: .webauthnAuthentication)
        #expect(application.makeFlowSession(clientOperations: passkeys).flowViewController.viewControllerFactoryRegistry.isWebAuthnSupported)
        #expect(!application.makeFlowSession(clientOperations: .standard()).flowViewController.viewControllerFactoryRegistry.isWebAuthnSupported)
        #expect(!application.makeFlowSession().flowViewController.viewControllerFactoryRegistry.isWebAuthnSupported)
    }
}
