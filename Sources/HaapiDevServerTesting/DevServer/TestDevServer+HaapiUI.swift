import Foundation
import HaapiClient
import HaapiDevServer
import HaapiTesting
public import HaapiUI
import Logging

/// HaapiUI on top of the test dev server: the demo client's HaapiUI configuration
/// and an application built from it.
extension TestDevServer {
    /// The configuration of the dev server's demo client (discovery at the base URL; requests
    /// wait up to ``TestDevServer/requestTimeout``).
    public func configurationBuilder() -> HaapiUIKitConfigurationBuilder {
        HaapiUIKitConfigurationBuilder(
            clientId: DevServerConfiguration.demoClientID, baseURL: baseURL, appRedirect: Self.demoRedirectURI.absoluteString
        )
        .setClientAuthenticationMethod(.clientSecretBasic(ClientSecret(DevServerConfiguration.demoClientSecret)))
        .setScopes(["openid"])
        .setRequestTimeout(Self.requestTimeout)
    }

    /// An application for the demo client with `registry`.
    ///
    /// - Throws: `ConfigurationError` (HaapiClient) when the configuration or the registry is invalid.
    @MainActor
    public func application(
        registry: ViewControllerFactoryRegistry = ViewControllerFactoryRegistry(),
        change: (HaapiUIKitConfigurationBuilder) -> HaapiUIKitConfigurationBuilder = { $0 }
    ) throws -> HaapiUIKitApplication {
        try applicationBuilder(registry: registry, change: change).build()
    }

    /// The builder of ``application(registry:change:)``, for tests that set more
    /// (modules, hooks, a transport) before building.
    @MainActor
    public func applicationBuilder(
        registry: ViewControllerFactoryRegistry = ViewControllerFactoryRegistry(),
        change: (HaapiUIKitConfigurationBuilder) -> HaapiUIKitConfigurationBuilder = { $0 }
    ) throws -> HaapiUIKitApplicationBuilder {
        HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: try change(configurationBuilder()).build())
            .setViewControllerFactoryRegistry(registry)
            .setTransport(transport)
            .setLogger(.quiet("HaapiDevServerTesting.ui"))
    }
}
