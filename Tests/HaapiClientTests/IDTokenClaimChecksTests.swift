import Foundation
import HaapiClient
import HaapiJOSE
import HaapiModel
import Testing

/// The claim checks of OpenID Connect Core 1.0 section 3.1.3.7 after a code exchange:
/// `iss`, `aud`, `azp`, `exp`, `iat` and `nonce`.
@Suite struct IDTokenClaimChecksTests {
    static let start = IDTokenScenario.now
    static let clientID = TestValues.clientID

    @Test func aValidIDTokenIsAcceptedAndItsClaimsExposed() async throws {
        let scenario = try await IDTokenScenario()
        await scenario.server.state.setIDTokenChange { $0.claims["name"] = "Alice Example" }
        let tokens = try await login(scenario.client)
        let claims = try #require(tokens.idTokenClaims)
        #expect(claims.issuer == TestValues.issuer.absoluteString)
        #expect(claims.subject == "alice")
        #expect(claims.audience == [Self.clientID])
        #expect(claims.issuedAt == TestValues.start)
        #expect(claims.expiresAt == TestValues.start.addingTimeInterval(600))
        #expect(claims.authTime == TestValues.start.addingTimeInterval(-30))
        #expect(claims.acr == "urn:se:curity:authentication:html-form:Username-Password")
        #expect(claims.amr == ["pwd"])
        #expect(claims.authorizedParty == nil)
        #expect(claims.members["name"] == .string("Alice Example"))
        // The nonce is the authorization request's.
        let authorize = try #require(await scenario.server.transport.requests(to: TestValues.authorize.path).last)
        #expect(claims.nonce == queryValue("nonce", in: authorize.url))
        #expect(try await scenario.client.storedTokens()?.idTokenClaims == claims)
        #expect("\(tokens)".contains("ID token: yes, verified"))
    }

    @Test func anotherIssuerIsRejectedAndNothingIsStored() async throws {
        let scenario = try await IDTokenScenario()
        let error = await scenario.signIn { $0.claims["iss"] = "https://evil.example.com/oauth" }
        expectIDTokenFailure(error, .issuerMismatch(
            expected: TestValues.issuer.absoluteString, received: "https://evil.example.com/oauth"))
        #expect(try await scenario.client.storedTokens() == nil)
    }

    @Test func anIssuerDifferingOnlyByATrailingSlashIsRejected() async throws {
        let scenario = try await IDTokenScenario()
        let error = await scenario.signIn { $0.claims["iss"] = .string(TestValues.issuer.absoluteString + "/") }
        expectIDTokenFailure(error, .issuerMismatch(
            expected: TestValues.issuer.absoluteString, received: TestValues.issuer.absoluteString + "/"))
    }

    @Test func anAudienceWithoutTheClientIsRejected() async throws {
        let scenario = try await IDTokenScenario()
        let error = await scenario.signIn { $0.claims["aud"] = ["other-client", "api"] }
        expectIDTokenFailure(error, .audienceMismatch(clientID: Self.clientID, audience: ["other-client", "api"]))
    }

    @Test func severalAudiencesNeedTheClientAsAuthorizedParty() async throws {
        let scenario = try await IDTokenScenario()
        let audience: JWTClaimValue = [.string(Self.clientID), "api"]
        let missing = await scenario.signIn { $0.claims["aud"] = audience }
        expectIDTokenFailure(missing, .authorizedPartyMismatch(clientID: Self.clientID, authorizedParty: nil))

        let other = await scenario.signIn {
            $0.claims["aud"] = audience
            $0.claims["azp"] = "api"
        }
        expectIDTokenFailure(other, .authorizedPartyMismatch(clientID: Self.clientID, authorizedParty: "api"))

        let named = await scenario.signIn {
            $0.claims["aud"] = audience
            $0.claims["azp"] = .string(Self.clientID)
        }
        #expect(named == nil)
        #expect(try await scenario.client.storedTokens()?.idTokenClaims?.audience == [Self.clientID, "api"])
    }

    @Test func anExpiredTokenIsRejectedFromExpPlusTheLeewayOn() async throws {
        let scenario = try await IDTokenScenario()
        // Default leeway 60 s: exp 60 s ago is expired, 59 s ago is still accepted.
        let expired = await scenario.signIn { $0.claims["exp"] = .int(Self.start - 60) }
        expectIDTokenFailure(expired, .expired(
            expiresAt: TestValues.start.addingTimeInterval(-60), now: TestValues.start, leeway: 60))
        #expect(expired?.description.contains("ID token: expired at 2023-11-14T22:12:20Z") == true)
        #expect(expired?.recoverySuggestion.contains("date and time") == true)

        let withinLeeway = await scenario.signIn { $0.claims["exp"] = .int(Self.start - 59) }
        #expect(withinLeeway == nil)
    }

    @Test func theLeewayIsConfigurable() async throws {
        let scenario = try await IDTokenScenario(configuration: TestValues.configuration { $0.idTokenClockSkew = 0 })
        let atExp = await scenario.signIn { $0.claims["exp"] = .int(Self.start) }
        expectIDTokenFailure(atExp, .expired(expiresAt: TestValues.start, now: TestValues.start, leeway: 0))
        let afterNow = await scenario.signIn { $0.claims["exp"] = .int(Self.start + 1) }
        #expect(afterNow == nil)
    }

    @Test func anIssuedAtBeyondTheLeewayIsRejected() async throws {
        let scenario = try await IDTokenScenario()
        let future = await scenario.signIn { $0.claims["iat"] = .int(Self.start + 61) }
        expectIDTokenFailure(future, .issuedInFuture(
            issuedAt: TestValues.start.addingTimeInterval(61), now: TestValues.start, leeway: 60))

        let withinLeeway = await scenario.signIn { $0.claims["iat"] = .int(Self.start + 60) }
        #expect(withinLeeway == nil)
    }

    @Test func theTimeComesFromTheInjectedClock() async throws {
        let scenario = try await IDTokenScenario()
        // Issued for the start time, checked 10 minutes later by the client's clock.
        scenario.clock.advance(by: 600)
        await scenario.server.state.setIDTokenChange {
            $0.claims["iat"] = .int(Self.start)
            $0.claims["exp"] = .int(Self.start + 300)
        }
        let error = await caught { try await login(scenario.client) }
        expectIDTokenFailure(error, .expired(
            expiresAt: TestValues.start.addingTimeInterval(300), now: TestValues.start.addingTimeInterval(600), leeway: 60))
    }

    @Test func anotherNonceIsRejectedWithoutRevealingTokenOrNonce() async throws {
        let scenario = try await IDTokenScenario()
        let error = await scenario.signIn { $0.claims["nonce"] = "nonce-of-another-flow" }
        expectIDTokenFailure(error, .nonceMismatch)
        let description = try #require(error?.description)
        #expect(description == "security check failed: ID token: nonce does not match the authorization request")
        #expect(error?.recoverySuggestion.contains("start a new sign-in") == true)
        #expect(try await scenario.client.storedTokens() == nil)
    }

    @Test func aMissingNonceIsRejected() async throws {
        let scenario = try await IDTokenScenario()
        let error = await scenario.signIn { $0.claims.removeValue(forKey: "nonce") }
        expectIDTokenFailure(error, .missingNonce)
    }

    @Test(arguments: ["iss", "sub", "aud", "exp", "iat"])
    func aMissingRequiredClaimIsNamed(_ name: String) async throws {
        let scenario = try await IDTokenScenario()
        let error = await scenario.signIn { $0.claims.removeValue(forKey: name) }
        expectIDTokenFailure(error, .missingClaim(name))
    }

    @Test func aClaimOfTheWrongTypeIsNamed() async throws {
        let scenario = try await IDTokenScenario()
        let error = await scenario.signIn { $0.claims["exp"] = "tomorrow" }
        expectIDTokenFailure(error, .invalidClaim("exp", reason: "not a NumericDate (seconds since 1970)"))
        let emptyAudience = await scenario.signIn { $0.claims["aud"] = [] }
        expectIDTokenFailure(emptyAudience, .invalidClaim("aud", reason: "not a string or a non-empty array of strings"))
    }
}
