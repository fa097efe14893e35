import Foundation
import HaapiClient
import HaapiJOSE
import HaapiModel
import Testing

/// ID tokens from a refresh (OpenID Connect Core 1.0 section 12.2): verified like the
/// sign-in's without the nonce, and about the same person for the same client.
@Suite struct IDTokenRefreshTests {
    @Test func aRefreshedIDTokenIsVerifiedWithoutANonce() async throws {
        let scenario = try await IDTokenScenario()
        let tokens = try await login(scenario.client)
        await scenario.server.state.setIDTokenOnRefresh(true)
        scenario.clock.advance(by: 120)
        let refreshed = try await scenario.client.refresh()
        let claims = try #require(refreshed.idTokenClaims)
        #expect(refreshed.idToken != tokens.idToken)
        #expect(claims.nonce == nil)
        #expect(claims.subject == "alice")
        #expect(claims.issuedAt == TestValues.start.addingTimeInterval(120))
        #expect(try await scenario.client.storedTokens() == refreshed)
    }

    @Test func aRefreshedIDTokenForAnotherSubjectIsRejected() async throws {
        let scenario = try await IDTokenScenario()
        let tokens = try await login(scenario.client)
        await scenario.server.state.setIDTokenOnRefresh(true)
        await scenario.server.state.setIDTokenChange { $0.claims["sub"] = "mallory" }
        let error = await caught { try await scenario.client.refresh() }
        expectIDTokenFailure(error, .changedOnRefresh(claim: "sub"))
        #expect(try await scenario.client.storedTokens() == tokens, "the store is left as it was")
    }

    struct Change: Sendable, CustomTestStringConvertible {
        let claim: String
        let apply: @Sendable (inout IDTokenDraft) -> Void
        var testDescription: String { claim }
    }

    static let changes: [Change] = [
        Change(claim: "iss") { $0.claims["iss"] = "https://evil.example.com/oauth" },
        Change(claim: "aud") {
            $0.claims["aud"] = [.string(TestValues.clientID), "api"]
            $0.claims["azp"] = .string(TestValues.clientID)
        },
        Change(claim: "azp") { $0.claims["azp"] = .string(TestValues.clientID) },
        Change(claim: "auth_time") { $0.claims["auth_time"] = .int(IDTokenScenario.now) },
    ]

    @Test(arguments: changes)
    func otherClaimsOfTheSignInMustStayTheSame(_ change: Change) async throws {
        let scenario = try await IDTokenScenario()
        try await login(scenario.client)
        await scenario.server.state.setIDTokenOnRefresh(true)
        await scenario.server.state.setIDTokenChange(change.apply)
        let error = await caught { try await scenario.client.refresh() }
        if change.claim == "iss" {
            // A foreign issuer already fails the sign-in checks.
            expectIDTokenFailure(error, .issuerMismatch(
                expected: TestValues.issuer.absoluteString, received: "https://evil.example.com/oauth"))
        } else {
            expectIDTokenFailure(error, .changedOnRefresh(claim: change.claim))
        }
    }

    @Test func aRefreshedIDTokenPassesTheSignInChecksToo() async throws {
        let scenario = try await IDTokenScenario()
        try await login(scenario.client)
        await scenario.server.state.setIDTokenOnRefresh(true)
        await scenario.server.state.setIDTokenChange { $0.claims["exp"] = .int(IDTokenScenario.now - 3600) }
        let error = await caught { try await scenario.client.refresh() }
        expectIDTokenFailure(error, .expired(
            expiresAt: TestValues.start.addingTimeInterval(-3600), now: TestValues.start, leeway: 60))
    }
}
