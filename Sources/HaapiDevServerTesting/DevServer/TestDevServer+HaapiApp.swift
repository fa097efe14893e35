import Foundation
public import HaapiApp
import HaapiDevServer

/// The app facade (HaapiApp) on top of the test dev server.
extension TestDevServer {
    /// The facade's secret for the server's demo client: the app scheme `haapidemo`,
    /// universal links at the server's address, and its push devices endpoint.
    ///
    /// - Throws: `HaapiApp/HaapiKitError/invalidInput(_:)` when `featureFlags` or
    ///   `scopes` are not valid in a secret.
    public func appSecret(scopes: [String] = ["openid"], featureFlags: HaapiKitFeatureFlags = []) throws -> HaapiKitSecret {
        try HaapiKitSecret(
            issuer: baseURL, clientID: DevServerConfiguration.demoClientID, clientSecret: DevServerConfiguration.demoClientSecret,
            redirectURI: Self.demoRedirectURI, scopes: scopes, urlScheme: "haapidemo",
            pushDevicesEndpoint: baseURL.appendingPathComponent("push/devices"), featureFlags: featureFlags)
    }
}
