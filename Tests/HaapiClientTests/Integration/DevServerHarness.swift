import Foundation
import HaapiClient
import HaapiJOSE
import Hummingbird
import HummingbirdTesting
import Logging
import Testing
@testable import HaapiDevServer

/// How a test reaches the dev server.
enum ServerMode: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Requests go straight into the server's router in this process.
    case inProcess
    /// The server listens on 127.0.0.1 and the client uses `URLSessionTransport`.
    case loopback

    var testDescription: String { rawValue }
}

/// A running dev server as one test sees it.
struct DevServerContext: Sendable {
    let server: DevServer
    let baseURL: URL
    let transport: any HTTPTransport
    let serverClock: ManualDevServerClock

    /// The default configuration with one authenticator (username/password) and cheap hashing.
    static func options(clock: ManualDevServerClock, _ change: (inout DevServerConfiguration) -> Void = { _ in }) -> DevServer.Options {
        var configuration = DevServerConfiguration.default
        configuration.security.passwordIterations = 1_000
        configuration.authenticators = [AuthenticatorConfiguration(id: "username-password", type: .usernamePassword)]
        change(&configuration)
        var logger = Logger(label: "HaapiClientTests.DevServer")
        logger.logLevel = .critical
        return DevServer.Options(configuration: configuration, clock: clock, random: SystemRandomSource(), logger: logger)
    }

    /// A client configuration for the demo client, found by discovery.
    func configuration(
        auth: ClientAuthentication = .clientSecretBasic(ClientSecret(DevServerConfiguration.demoClientSecret)),
        _ change: (inout HaapiClientConfiguration.Builder) -> Void = { _ in }
    ) throws -> HaapiClientConfiguration {
        var builder = HaapiClientConfiguration.Builder(
            clientID: DevServerConfiguration.demoClientID, issuer: baseURL,
            redirectURI: URL(string: "app://callback")!, clientAuthentication: auth)
        builder.scopes = ["openid", "profile"]
        change(&builder)
        return try builder.build()
    }

    /// The demo client's configuration with this server's endpoints given
    /// explicitly (authorize, token, revoke, JWKS), so nothing is discovered.
    func configurationWithExplicitEndpoints() throws -> HaapiClientConfiguration {
        let base = baseURL.absoluteString
        return try configuration { builder in
            builder.endpoints = .explicit(ServerEndpoints(
                issuer: baseURL, authorizationEndpoint: URL(string: base + "/oauth/authorize")!,
                tokenEndpoint: URL(string: base + "/oauth/token")!, revocationEndpoint: URL(string: base + "/oauth/revoke")!,
                jwksURI: URL(string: base + "/oauth/jwks")!, issuerParameterSupported: true))
        }
    }

    /// A client on this server whose clock is the server's.
    func client(
        configuration: HaapiClientConfiguration? = nil, keyStore: any DPoPKeyStore = InMemoryDPoPKeyStore(),
        tokenStore: any TokenStore = InMemoryTokenStore(),
        logger: Logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
    ) throws -> HaapiClient {
        let serverClock = self.serverClock
        return HaapiClient(
            configuration: try configuration ?? self.configuration(), transport: transport, dpopKeyStore: keyStore,
            tokenStore: tokenStore, clock: HaapiClock { serverClock.now }, logger: logger)
    }
}

/// Runs `body` against a fresh dev server reached as `mode` says, and stops the server after.
func withDevServer(
    _ mode: ServerMode, _ change: (inout DevServerConfiguration) -> Void = { _ in },
    _ body: @Sendable (DevServerContext) async throws -> Void
) async throws {
    let clock = ManualDevServerClock(Date())
    let server = try await DevServer(options: DevServerContext.options(clock: clock, change))
    switch mode {
    case .inProcess:
        let environment = await server.environment
        let app = Application(router: DevRouter(environment: environment).build())
        try await app.test(.router) { client in
            try await body(DevServerContext(
                server: server, baseURL: environment.baseURL, transport: RouterTransport(client: client), serverClock: clock))
        }
    case .loopback:
        let url = try await server.start()
        do {
            try await body(DevServerContext(
                server: server, baseURL: url, transport: URLSessionTransport(defaultTimeout: 20), serverClock: clock))
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
