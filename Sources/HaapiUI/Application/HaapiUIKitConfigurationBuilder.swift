public import Foundation
public import HaapiClient
import HaapiFlow

/// Collects the settings of a HaapiUI login and checks them in ``build()``, which
/// names the first bad setting.
///
/// The options are the ones HAAPI apps configure: client id, base URL, token and
/// authorization endpoints, app redirect, scopes, `acr_values`, `max_age`, `prompt`,
/// pushed authorization requests and extra request parameters, auto-polling duration,
/// whether to follow redirects automatically, how the authenticator picker is shown,
/// client authentication, token binding, custom HTTP headers, minimum token TTL, and the
/// revocation and JWKS endpoints. They become
/// a `HaapiClientConfiguration` (which checks the URLs, scopes and parameters) and
/// a `FlowConfiguration`.
///
/// ```swift
/// let configuration = try HaapiUIKitConfigurationBuilder(
///     clientId: "haapi-demo-client",
///     baseURL: URL(string: "https://login.example.com/oauth")!,
///     tokenEndpointURL: URL(string: "https://login.example.com/oauth/token")!,
///     authorizationEndpointURL: URL(string: "https://login.example.com/oauth/authorize")!,
///     appRedirect: "app:/callback")
///     .setClientAuthenticationMethod(.clientSecretBasic("s3cr3t"))
///     .setScopes(["openid", "profile"])
///     .setAuthenticationSelectionPresentation(.tabs)
///     .setAutoPollingDuration(.seconds(120))
///     .build()
/// ```
///
/// Without token and authorization endpoints the client reads them from the
/// server's discovery document at `baseURL`.
public struct HaapiUIKitConfigurationBuilder: Sendable {
    /// The OAuth client id.
    public var clientId: String
    /// The server's base URL: the issuer, and where discovery looks.
    public var baseURL: URL
    /// The token endpoint; give it together with ``authorizationEndpointURL``, or neither.
    public var tokenEndpointURL: URL?
    /// The authorization endpoint; give it together with ``tokenEndpointURL``, or neither.
    public var authorizationEndpointURL: URL?
    /// The revocation endpoint (needs the other two endpoints; discovery finds it otherwise).
    public var revocationEndpointURL: URL?
    /// The server's JWKS, whose keys sign ID tokens (needs the other two endpoints;
    /// discovery finds it otherwise). Required with explicit endpoints and the `openid` scope.
    public var jwksEndpointURL: URL?
    /// The app's redirect URI, as registered for the client.
    public var appRedirect: String
    /// The scopes to ask for.
    public var scopes: [String] = []
    /// `acr_values`, in order of preference.
    public var acrValues: [String] = []
    /// Further authorization request parameters (`ui_locales`, `login_hint`, ...).
    public var extraRequestParameters: [String: String] = [:]
    /// `max_age`: how long ago, in seconds, the person may have authenticated at most
    /// (see `HaapiClientConfiguration.maxAge`); `nil` sends none.
    public var maxAge: TimeInterval?
    /// `prompt` values (see `HaapiClientConfiguration.prompt`).
    public var prompt: [Prompt] = []
    /// Whether authorization requests are pushed (RFC 9126); `.never` by default.
    public var pushedAuthorizationRequests: PushedAuthorizationRequests = .never
    /// Whether the ID token's `acr` must be one of ``acrValues``.
    public var requireRequestedACR = false
    /// How long a polling step (BankID, e-mail link, ...) is polled before the flow gives up.
    public var autoPollingDuration: Duration = FlowConfiguration().maximumPollingDuration
    /// Whether `redirection-step`s are followed without showing them.
    public var shouldAutoFollowRedirects = true
    /// How the authenticator picker shows its options.
    public var authenticationSelectionPresentation: SelectorPresentation = .list
    /// How the client authenticates at the token endpoint; required.
    public var clientAuthenticationMethod: ClientAuthentication?
    /// Whether the person's tokens are DPoP-bound.
    public var tokenBinding: TokenBinding = .dpopBound
    /// Headers added to every request (protocol headers are never replaced).
    public var customHeaders: [String: String] = [:]
    /// A provider of further headers per request, asked after ``customHeaders``.
    public var httpHeadersProvider: (any HTTPHeadersProvider)?
    /// Tokens with less time left than this are renewed before use (seconds).
    public var minTokenTTL: TimeInterval = 30
    /// How long a request may take (seconds): the HTTP client's deadline, and the flow's
    /// for each step's answer.
    public var requestTimeout: TimeInterval = 30
    /// After the person used a replacement screen, how long until a screen that
    /// forwarded nothing is reported as stuck.
    public var stuckScreenTimeout: Duration = FlowConfiguration().stuckScreenTimeout
    /// Whether closing the flow asks the person first.
    public var shouldConfirmFlowInterruption = false

    /// Starts a builder with the settings every app has.
    public init(
        clientId: String, baseURL: URL, tokenEndpointURL: URL? = nil, authorizationEndpointURL: URL? = nil,
        appRedirect: String
    ) {
        self.clientId = clientId
        self.baseURL = baseURL
        self.tokenEndpointURL = tokenEndpointURL
        self.authorizationEndpointURL = authorizationEndpointURL
        self.appRedirect = appRedirect
    }

    // MARK: Chained setters

    /// Sets ``scopes``.
    public func setScopes(_ scopes: [String]) -> Self { with { $0.scopes = scopes } }
    /// Sets ``acrValues``.
    public func setAcrValues(_ values: [String]) -> Self { with { $0.acrValues = values } }
    /// Sets ``extraRequestParameters``.
    public func setExtraRequestParameters(_ parameters: [String: String]) -> Self { with { $0.extraRequestParameters = parameters } }
    /// Sets ``maxAge``.
    public func setMaxAge(_ seconds: TimeInterval?) -> Self { with { $0.maxAge = seconds } }
    /// Sets ``prompt``.
    public func setPrompt(_ values: [Prompt]) -> Self { with { $0.prompt = values } }
    /// Sets ``pushedAuthorizationRequests``.
    public func setPushedAuthorizationRequests(_ use: PushedAuthorizationRequests) -> Self {
        with { $0.pushedAuthorizationRequests = use }
    }
    /// Sets ``requireRequestedACR``.
    public func setRequireRequestedACR(_ require: Bool) -> Self { with { $0.requireRequestedACR = require } }
    /// Sets ``revocationEndpointURL``.
    public func setRevocationEndpointURL(_ url: URL?) -> Self { with { $0.revocationEndpointURL = url } }
    /// Sets ``jwksEndpointURL``.
    public func setJWKSEndpointURL(_ url: URL?) -> Self { with { $0.jwksEndpointURL = url } }
    /// Sets ``autoPollingDuration``.
    public func setAutoPollingDuration(_ duration: Duration) -> Self { with { $0.autoPollingDuration = duration } }
    /// Sets ``shouldAutoFollowRedirects``.
    public func setShouldAutoFollowRedirects(_ follow: Bool) -> Self { with { $0.shouldAutoFollowRedirects = follow } }
    /// Sets ``authenticationSelectionPresentation``.
    public func setAuthenticationSelectionPresentation(_ presentation: SelectorPresentation) -> Self {
        with { $0.authenticationSelectionPresentation = presentation }
    }
    /// Sets ``clientAuthenticationMethod``.
    public func setClientAuthenticationMethod(_ method: ClientAuthentication) -> Self { with { $0.clientAuthenticationMethod = method } }
    /// Sets ``tokenBinding``.
    public func setTokenBinding(_ binding: TokenBinding) -> Self { with { $0.tokenBinding = binding } }
    /// Sets ``customHeaders``.
    public func setCustomHeaders(_ headers: [String: String]) -> Self { with { $0.customHeaders = headers } }
    /// Sets ``httpHeadersProvider``.
    public func setHTTPHeadersProvider(_ provider: any HTTPHeadersProvider) -> Self { with { $0.httpHeadersProvider = provider } }
    /// Sets ``minTokenTTL``.
    public func setMinTokenTTL(_ seconds: TimeInterval) -> Self { with { $0.minTokenTTL = seconds } }
    /// Sets ``requestTimeout``.
    public func setRequestTimeout(_ seconds: TimeInterval) -> Self { with { $0.requestTimeout = seconds } }
    /// Sets ``stuckScreenTimeout``.
    public func setStuckScreenTimeout(_ duration: Duration) -> Self { with { $0.stuckScreenTimeout = duration } }
    /// Sets ``shouldConfirmFlowInterruption``.
    public func setShouldConfirmFlowInterruption(_ confirm: Bool) -> Self { with { $0.shouldConfirmFlowInterruption = confirm } }

    private func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }

    // MARK: Building

    /// Checks the settings and makes the configuration.
    ///
    /// - Throws: `ConfigurationError` naming the first bad setting by
    ///   this builder's name for it.
    public func build() throws(ConfigurationError) -> HaapiUIKitConfiguration {
        guard let method = clientAuthenticationMethod else {
            throw ConfigurationError(
                field: "clientAuthenticationMethod", reason: "is required; set it with setClientAuthenticationMethod(_:)")
        }
        guard let redirect = URL(string: appRedirect) else {
            throw ConfigurationError(field: "appRedirect", reason: "is not a URI: \"\(appRedirect)\"")
        }
        let clientConfiguration = try makeClientConfiguration(redirect: redirect, method: method)
        return HaapiUIKitConfiguration(
            clientConfiguration: clientConfiguration, flowConfiguration: try makeFlowConfiguration(),
            authenticationSelectionPresentation: authenticationSelectionPresentation,
            shouldConfirmFlowInterruption: shouldConfirmFlowInterruption)
    }

    private func makeEndpoints() throws(ConfigurationError) -> EndpointConfiguration {
        switch (tokenEndpointURL, authorizationEndpointURL) {
        case (nil, nil):
            if revocationEndpointURL != nil {
                throw ConfigurationError(
                    field: "revocationEndpointURL",
                    reason: "needs tokenEndpointURL and authorizationEndpointURL; without them discovery finds it")
            }
            if jwksEndpointURL != nil {
                throw ConfigurationError(
                    field: "jwksEndpointURL",
                    reason: "needs tokenEndpointURL and authorizationEndpointURL; without them discovery finds it")
            }
            return .discovery(issuer: baseURL)
        case (let token?, let authorization?):
            return .explicit(ServerEndpoints(
                issuer: baseURL, authorizationEndpoint: authorization, tokenEndpoint: token,
                revocationEndpoint: revocationEndpointURL, jwksURI: jwksEndpointURL))
        case (nil, _?):
            throw ConfigurationError(field: "tokenEndpointURL", reason: "is required when authorizationEndpointURL is set")
        case (_?, nil):
            throw ConfigurationError(field: "authorizationEndpointURL", reason: "is required when tokenEndpointURL is set")
        }
    }

    private func makeClientConfiguration(
        redirect: URL, method: ClientAuthentication
    ) throws(ConfigurationError) -> HaapiClientConfiguration {
        var builder = HaapiClientConfiguration.Builder(
            clientID: clientId, endpoints: try makeEndpoints(), redirectURI: redirect, clientAuthentication: method)
        builder.scopes = scopes
        builder.acrValues = acrValues
        builder.extraAuthorizationParameters = extraRequestParameters
        builder.maxAge = maxAge
        builder.prompt = prompt
        builder.pushedAuthorizationRequests = pushedAuthorizationRequests
        builder.requireRequestedACR = requireRequestedACR
        builder.dpopBoundTokens = tokenBinding == .dpopBound
        builder.minimumTokenTTL = minTokenTTL
        builder.requestTimeout = requestTimeout
        builder.headersProvider = try makeHeadersProvider()
        do {
            return try builder.build()
        } catch .configuration(let error) {
            throw ConfigurationError(field: Self.builderField(forClientField: error.field), reason: error.reason)
        } catch {
            throw ConfigurationError(field: "clientConfiguration", reason: error.description)
        }
    }

    private func makeFlowConfiguration() throws(ConfigurationError) -> FlowConfiguration {
        guard autoPollingDuration > .zero else {
            throw ConfigurationError(field: "autoPollingDuration", reason: "must be longer than zero")
        }
        guard stuckScreenTimeout > .zero else {
            throw ConfigurationError(field: "stuckScreenTimeout", reason: "must be longer than zero")
        }
        var configuration = FlowConfiguration()
        // The flow's own deadline for an answer is the same setting (already checked by the
        // client's configuration): one step may not take longer than a request may.
        configuration.requestTimeout = .milliseconds(Int64((requestTimeout * 1000).rounded()))
        configuration.followRedirects = shouldAutoFollowRedirects
        configuration.maximumPollingDuration = autoPollingDuration
        configuration.stuckScreenTimeout = stuckScreenTimeout
        return configuration
    }
}
