import Foundation
import HaapiClient
import HaapiFlow
import Logging

/// The examples of HaapiFlow's documentation catalog, compiled here;
/// `DocumentationExamplesCheck` (in HaapiTestingTests) requires every documented block to
/// appear in a test source as written. The driver tests run the same calls.
enum DocumentationExamples {
    /// The "Logging in with a flow driver" article's example, with the app's parts as parameters.
    static func loginWithADriver(
        logger: Logger, password: String, button: InteractionItemButtonModel,
        show: @escaping @Sendable (HaapiUIModel) -> Void, use: (OAuthTokens) -> Void, report: (any Error) -> Void
    ) async throws {
        var builder = HaapiClientConfiguration.Builder(
            clientID: "haapi-demo", issuer: URL(string: "http://127.0.0.1:8443")!,
            redirectURI: URL(string: "app://callback")!, clientAuthentication: .clientSecretBasic("haapi-demo-secret"))
        builder.scopes = ["openid", "profile"]
        let client = HaapiClient(configuration: try builder.build(), logger: logger)

        let driver = HaapiFlowDriver(client: client, logger: logger)
        Task {
            for await update in driver.updates {
                if case .screen(let screen) = update { show(screen.model) }    // FormModel, SelectorModel, PollingModel, ...
            }
        }
        try await driver.start()
        // when the person presses a button on a FormModel screen:
        try await driver.submit(interactionActionModel: button.actionModel, values: ["userName": "demo", "password": password])
        switch await driver.result() {
        case .tokens(let tokens): use(tokens)                 // DPoP-bound access token, refresh token, verified ID token
        case .oauthError(let error): report(error)
        case .failed(let error): report(error)
        case .cancelled: break
        }
    }
}
