import Foundation
import HaapiClient
import Testing

@Suite struct ConfigurationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let field: String
        let change: @Sendable (inout HaapiClientConfiguration.Builder) -> Void
        var testDescription: String { field }
    }

    static let cases: [Case] = [
        Case(field: "clientID") { $0.clientID = "" },
        Case(field: "clientID") { $0.clientID = "has space" },
        Case(field: "endpoints.issuer") { $0.endpoints = .discovery(issuer: URL(string: "http://login.example.com")!) },
        Case(field: "endpoints.issuer") { $0.endpoints = .discovery(issuer: URL(string: "https://login.example.com/o?x=1")!) },
        Case(field: "endpoints.tokenEndpoint") {
            var e = TestValues.endpoints
            e.tokenEndpoint = URL(string: "ftp://login.example.com/token")!
            $0.endpoints = .explicit(e)
        },
        Case(field: "endpoints.authorizationEndpoint") {
            var e = TestValues.endpoints
            e.authorizationEndpoint = URL(string: "https://login.example.com/authorize#frag")!
            $0.endpoints = .explicit(e)
        },
        Case(field: "endpoints.revocationEndpoint") {
            var e = TestValues.endpoints
            e.revocationEndpoint = URL(string: "/relative")!
            $0.endpoints = .explicit(e)
        },
        Case(field: "endpoints.jwksURI") {
            var e = TestValues.endpoints
            e.jwksURI = URL(string: "http://login.example.com/oauth/jwks")!
            $0.endpoints = .explicit(e)
        },
        Case(field: "endpoints.jwksURI") {
            var e = TestValues.endpoints
            e.jwksURI = nil
            $0.endpoints = .explicit(e)
        },
        Case(field: "redirectURI") { $0.redirectURI = URL(string: "app.example:/callback#x")! },
        Case(field: "redirectURI") { $0.redirectURI = URL(string: "http://app.example.com/callback")! },
        Case(field: "redirectURI") { $0.redirectURI = URL(string: "/callback")! },
        Case(field: "postLogoutRedirectURI") { $0.postLogoutRedirectURI = URL(string: "http://app.example.com/signed-out")! },
        Case(field: "postLogoutRedirectURI") { $0.postLogoutRedirectURI = URL(string: "app.example:/signed-out#x")! },
        Case(field: "endpoints.endSessionEndpoint") {
            var e = TestValues.endpoints
            e.endSessionEndpoint = URL(string: "http://login.example.com/oauth/logout")!
            $0.endpoints = .explicit(e)
        },
        Case(field: "scopes[1]") { $0.scopes = ["openid", "two words"] },
        Case(field: "scopes") { $0.scopes = ["urn:se:curity:scopes:haapi"] },
        Case(field: "acrValues[0]") { $0.acrValues = [""] },
        Case(field: "extraAuthorizationParameters[state]") { $0.extraAuthorizationParameters = ["state": "x"] },
        Case(field: "extraAuthorizationParameters[code_challenge]") { $0.extraAuthorizationParameters = ["code_challenge": "x"] },
        Case(field: "clientAuthentication") { $0.clientAuthentication = .clientSecretPost("") },
        Case(field: "minimumTokenTTL") { $0.minimumTokenTTL = -1 },
        Case(field: "minimumTokenTTL") { $0.minimumTokenTTL = .infinity },
        Case(field: "requestTimeout") { $0.requestTimeout = 0 },
        Case(field: "idTokenClockSkew") { $0.idTokenClockSkew = -1 },
        Case(field: "idTokenClockSkew") { $0.idTokenClockSkew = .nan },
    ]

    @Test(arguments: cases)
    func invalidValuesAreRejectedNamingTheField(_ c: Case) {
        var builder = TestValues.builder()
        c.change(&builder)
        do {
            _ = try builder.build()
            Issue.record("\(c.field): accepted")
        } catch {
            guard case .configuration(let configuration) = error else {
                Issue.record("expected a configuration error, got \(error)")
                return
            }
            #expect(configuration.field == c.field)
            #expect("\(error)".contains(c.field))
            #expect(error.recoverySuggestion.contains(c.field))
        }
    }

    @Test func validConfigurationsAreAccepted() throws {
        _ = try TestValues.builder().build()
        var loopback = TestValues.builder(endpoints: .discovery(issuer: URL(string: "http://127.0.0.1:8443/oauth")!))
        loopback.redirectURI = URL(string: "http://localhost:9000/cb")!
        loopback.dpopBoundTokens = false
        loopback.minimumTokenTTL = 0
        _ = try loopback.build()
        _ = try HaapiClientConfiguration(
            clientID: "c", endpoints: .discovery(issuer: URL(string: "https://[::1]/")!),
            redirectURI: TestValues.redirect, clientAuthentication: .clientSecretPost("s"))
    }

    @Test func secretsAreNotDescribed() throws {
        let configuration = try TestValues.configuration()
        #expect(!"\(configuration.clientAuthentication)".contains(TestValues.clientSecret))
        #expect(!"\(ClientSecret(TestValues.clientSecret))".contains(TestValues.clientSecret))
        #expect(!String(reflecting: ClientSecret(TestValues.clientSecret)).contains(TestValues.clientSecret))
        let tokens = OAuthTokens(accessToken: "at-1", tokenType: "DPoP", refreshToken: "rt-1", idToken: "it-1", issuedAt: TestValues.start)
        #expect(!"\(tokens)".contains("at-1"))
        #expect(!"\(tokens)".contains("rt-1"))
    }
}
