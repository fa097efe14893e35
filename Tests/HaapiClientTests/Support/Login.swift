import Foundation
import HaapiClient
import HaapiModel
import Testing

/// Runs the mock server's whole flow: start, submit the login form, exchange the code.
@discardableResult
func login(_ client: HaapiClient, password: String = "correct horse") async throws -> OAuthTokens {
    let first = try await client.start()
    let form = try #require(first.representation?.action(ofKind: .login)?.form)
    let done = try await client.submit(form, values: ["userName": "alice", "password": password])
    let authorization = try #require(done.authorizationResponse)
    return try await client.exchangeCode(from: authorization)
}

/// The error a throwing call ended with, or `nil` when it returned.
func caught<T>(_ body: () async throws -> T, sourceLocation: SourceLocation = #_sourceLocation) async -> HaapiClientError? {
    do {
        _ = try await body()
        return nil
    } catch let error as HaapiClientError {
        return error
    } catch {
        Issue.record("expected a HaapiClientError, got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}
