import Foundation
import HaapiClient
import HaapiDevServer
import HaapiTesting
import HaapiUI
import Logging
import Testing

/// HaapiUI on top of HaapiTesting's dev server: the demo client's HaapiUI configuration
/// and an application built from it.
extension TestDevServer {
    /// The configuration of the dev server's demo client (discovery at the base URL).
    func configurationBuilder() -> HaapiUIKitConfigurationBuilder {
        HaapiUIKitConfigurationBuilder(
            clientId: DevServerConfiguration.demoClientID, baseURL: baseURL, appRedirect: Self.demoRedirectURI.absoluteString
        )
        .setClientAuthenticationMethod(.clientSecretBasic(ClientSecret(DevServerConfiguration.demoClientSecret)))
        .setScopes(["openid"])
    }

    /// An application for the demo client with `registry`.
    @MainActor
    func application(
        registry: ViewControllerFactoryRegistry, change: (HaapiUIKitConfigurationBuilder) -> HaapiUIKitConfigurationBuilder = { $0 }
    ) throws -> HaapiUIKitApplication {
        try applicationBuilder(registry: registry, change: change).build()
    }

    /// The builder of ``application(registry:change:)``, for tests that set more
    /// (hooks, a transport) before building.
    @MainActor
    func applicationBuilder(
        registry: ViewControllerFactoryRegistry, change: (HaapiUIKitConfigurationBuilder) -> HaapiUIKitConfigurationBuilder = { $0 }
    ) throws -> HaapiUIKitApplicationBuilder {
        HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: try change(configurationBuilder()).build())
            .setViewControllerFactoryRegistry(registry)
            .setLogger(.quiet("HaapiUITests.ui"))
    }
}

extension HaapiFlowViewController {
    /// Waits for the stock authenticator picker and chooses username-password on it.
    func chooseUsernamePassword() async throws {
        try await waitUntil("the authenticator picker") { self.currentViewController is SelectorViewController }
        let picker = try #require(currentViewController as? SelectorViewController)
        let index = try #require(picker.model.items.firstIndex {
            $0.actionModel.action.form?.href.path.hasSuffix("/username-password") == true
        })
        #expect(try #require(picker.view.view(withIdentifier: "option[\(index)]", as: Button.self)).tap())
    }
}
