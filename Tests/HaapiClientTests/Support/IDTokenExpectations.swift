import Foundation
import HaapiClient
import HaapiModel
import Testing

/// A mock server on a manual clock (at ``TestValues/start``) and a client of it.
struct IDTokenScenario {
    let clock: ManualWallClock
    let server: MockAuthorizationServer
    let client: HaapiClient

    init(configuration: HaapiClientConfiguration? = nil) async throws {
        clock = ManualWallClock(now: TestValues.start)
        server = await MockAuthorizationServer(clock: clock.clock)
        client = try server.client(configuration: configuration)
    }

    /// `TestValues.start` as a whole number of seconds, as ID tokens carry it.
    static var now: Int64 { Int64(TestValues.start.timeIntervalSince1970) }

    /// Signs in with the next ID tokens changed by `change`; the error, or `nil` on success.
    func signIn(changingIDToken change: @escaping @Sendable (inout IDTokenDraft) -> Void) async -> HaapiClientError? {
        await server.state.setIDTokenChange(change)
        return await caught { try await login(client) }
    }

    /// How often the client read the JWKS.
    var jwksFetches: Int {
        get async { await server.transport.requests(to: TestValues.jwks.path).count }
    }
}

/// Checks that `error` is the ID token failure `expected`.
func expectIDTokenFailure(
    _ error: HaapiClientError?, _ expected: IDTokenValidationError, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard case .security(let failure) = error, case .idToken(let reason) = failure.reason else {
        Issue.record("expected the ID token failure \(expected), got \(String(describing: error))", sourceLocation: sourceLocation)
        return
    }
    #expect(reason == expected, sourceLocation: sourceLocation)
}
