import Foundation
import HaapiClient
import HaapiDevServerTesting
import HaapiModel
import Hummingbird
import HummingbirdTesting
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

extension TestDevServer {
    /// The demo client's configuration with this server's endpoints given
    /// explicitly (authorize, token, revoke, JWKS), so nothing is discovered.
    func configurationWithExplicitEndpoints() throws -> HaapiClientConfiguration {
        let base = baseURL.absoluteString
        return try clientConfiguration { builder in
            builder.endpoints = .explicit(ServerEndpoints(
                issuer: baseURL, authorizationEndpoint: URL(string: base + "/oauth/authorize")!,
                tokenEndpoint: URL(string: base + "/oauth/token")!, revocationEndpoint: URL(string: base + "/oauth/revoke")!,
                jwksURI: URL(string: base + "/oauth/jwks")!, issuerParameterSupported: true))
        }
    }
}

/// Runs `body` against a fresh dev server reached as `mode` says, and stops the server
/// after. The server has one authenticator (username/password) and reads `clock` (a
/// manual one at the current time by default), which its clients read too.
func withDevServer(
    _ mode: ServerMode, clock: ManualWallClock = ManualWallClock(now: Date()),
    _ change: (inout DevServerConfiguration) -> Void = { _ in },
    _ body: @Sendable (TestDevServer) async throws -> Void
) async throws {
    let options = TestDevServer.options(clock: clock.clock) { configuration in
        configuration.authenticators = [AuthenticatorConfiguration(id: "username-password", type: .usernamePassword)]
        change(&configuration)
    }
    switch mode {
    case .inProcess:
        let server = try await DevServer(options: options)
        let environment = await server.environment
        let app = Application(router: DevRouter(environment: environment).build())
        try await app.test(.router) { client in
            try await body(TestDevServer(
                server: server, baseURL: environment.baseURL, clock: clock.clock, transport: RouterTransport(client: client)))
        }
    case .loopback:
        try await TestDevServer.run(options: options, body)
    }
}
