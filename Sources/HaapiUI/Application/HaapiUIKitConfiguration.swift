public import Foundation
public import HaapiClient
public import HaapiFlow

/// The validated settings of a HaapiUI login: the client's (`HaapiClientConfiguration`),
/// the flow driver's (`FlowConfiguration`) and the container's.
///
/// Made by ``HaapiUIKitConfigurationBuilder``; handed to ``HaapiUIKitApplicationBuilder``.
public struct HaapiUIKitConfiguration: Sendable {
    /// The client's settings: client id, endpoints, redirect, scopes, `acr_values`,
    /// extra parameters, client authentication, token binding, headers, minimum token TTL.
    public let clientConfiguration: HaapiClientConfiguration
    /// The flow driver's settings: redirects, auto-polling duration, stuck-screen timeout.
    public let flowConfiguration: FlowConfiguration
    /// How the stock authenticator picker shows its options.
    public let authenticationSelectionPresentation: SelectorPresentation
    /// Whether closing the flow asks the person first.
    public let shouldConfirmFlowInterruption: Bool

    /// Creates a configuration from settings that are already valid (the builder's
    /// result; the client configuration validated itself).
    public init(
        clientConfiguration: HaapiClientConfiguration,
        flowConfiguration: FlowConfiguration = FlowConfiguration(),
        authenticationSelectionPresentation: SelectorPresentation = .list,
        shouldConfirmFlowInterruption: Bool = false
    ) {
        self.clientConfiguration = clientConfiguration
        self.flowConfiguration = flowConfiguration
        self.authenticationSelectionPresentation = authenticationSelectionPresentation
        self.shouldConfirmFlowInterruption = shouldConfirmFlowInterruption
    }

    /// The OAuth client id.
    public var clientId: String { clientConfiguration.clientID }
    /// The server's base URL (the issuer).
    public var baseURL: URL { clientConfiguration.endpoints.issuer }
    /// The app's redirect URI.
    public var appRedirect: URL { clientConfiguration.redirectURI }
}
