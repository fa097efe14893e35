public import Foundation
public import HaapiClient
public import HaapiDevServer
public import HaapiModel
public import HaapiTesting
public import Logging

extension TestDevServer {
    /// The redirect URI the dev server's default clients are registered with.
    public static let demoRedirectURI = URL(string: "app://callback")!

    /// The scopes ``clientConfiguration(clientID:authentication:scopes:_:)`` asks for
    /// unless told otherwise.
    public static let demoScopes = ["openid", "profile"]

    /// A client configuration for this server: discovery at ``baseURL``, the demo client
    /// (`haapi-demo` with its secret, `client_secret_basic`) unless told otherwise, and
    /// ``demoRedirectURI``; requests wait up to ``requestTimeout``.
    ///
    /// ```swift
    /// let configuration = try server.clientConfiguration(scopes: ["openid"]) { $0.acrValues = ["urn:se:curity:authentication:totp:totp"] }
    /// ```
    ///
    /// - Parameters:
    ///   - clientID: The client to act as.
    ///   - authentication: How the client authenticates.
    ///   - scopes: The scopes to ask for.
    ///   - change: Changes the builder before it is validated.
    /// - Throws: `HaapiClientError.configuration` when the result is invalid.
    public func clientConfiguration(
        clientID: String = DevServerConfiguration.demoClientID,
        authentication: ClientAuthentication = .clientSecretBasic(ClientSecret(DevServerConfiguration.demoClientSecret)),
        scopes: [String] = TestDevServer.demoScopes,
        _ change: (inout HaapiClientConfiguration.Builder) -> Void = { _ in }
    ) throws -> HaapiClientConfiguration {
        var builder = HaapiClientConfiguration.Builder(
            clientID: clientID, issuer: baseURL, redirectURI: Self.demoRedirectURI, clientAuthentication: authentication)
        builder.scopes = scopes
        builder.requestTimeout = Self.requestTimeout
        change(&builder)
        return try builder.build()
    }

    /// A `HaapiClient` for this server.
    ///
    /// ```swift
    /// let key = P256.Signing.PrivateKey()
    /// let client = try server.client(dpopKeyStore: InMemoryDPoPKeyStore(key: key))
    /// ```
    ///
    /// - Parameters:
    ///   - configuration: The client's settings; the demo client's
    ///     (``clientConfiguration(clientID:authentication:scopes:_:)``) when `nil`.
    ///   - transport: How requests are sent; ``transport`` when `nil` (wrap it to record
    ///     or change requests).
    ///   - dpopKeyStore: The DPoP key; a new one per client by default.
    ///   - tokenStore: Where tokens are kept.
    ///   - clock: The client's time; the server's ``clock`` when `nil`, so that both
    ///     agree on expiry even when the server's clock is a manual one.
    ///   - logger: Where the client logs; nowhere by default.
    public func client(
        configuration: HaapiClientConfiguration? = nil, transport: (any HTTPTransport)? = nil,
        dpopKeyStore: any DPoPKeyStore = InMemoryDPoPKeyStore(), tokenStore: any TokenStore = InMemoryTokenStore(),
        clock: WallClock? = nil, logger: Logger = .quiet("HaapiDevServerTesting.Client")
    ) throws -> HaapiClient {
        let serverClock = self.clock
        return HaapiClient(
            configuration: try configuration ?? clientConfiguration(), transport: transport ?? self.transport,
            dpopKeyStore: dpopKeyStore, tokenStore: tokenStore, clock: clock ?? serverClock,
            logger: logger)
    }
}
