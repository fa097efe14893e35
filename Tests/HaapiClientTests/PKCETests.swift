import Foundation
import HaapiClient
import HaapiJOSE
import Testing

@Suite struct PKCETests {
    /// RFC 7636 appendix B: the verifier and challenge of the example.
    @Test func reproducesRFC7636AppendixB() throws {
        let octets: [UInt8] = [
            116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191,
            240, 91, 88, 5, 88, 83, 132, 141, 121,
        ]
        let verifier = Base64URL.encode(octets)
        #expect(verifier == "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")
        #expect(PKCE.challenge(for: verifier) == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
    }

    @Test func authorizationRequestCarriesS256ChallengeOfTheVerifierSentLater() async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client()
        try await login(client)
        let authorize = try #require(await server.transport.requests(to: TestValues.authorize.path).first)
        let challenge = try #require(queryValue("code_challenge", in: authorize.url))
        #expect(queryValue("code_challenge_method", in: authorize.url) == "S256")
        let exchange = try #require(await server.transport.requests(to: TestValues.token.path).last)
        let verifier = try #require(formValue("code_verifier", in: exchange.bodyText))
        #expect(verifier.count == 64)
        try PKCE.validateVerifier(verifier)
        #expect(PKCE.challenge(for: verifier) == challenge)
        #expect(formValue("grant_type", in: exchange.bodyText) == "authorization_code")
        #expect(formValue("redirect_uri", in: exchange.bodyText) == TestValues.redirect.absoluteString)
    }

    @Test func authorizationRequestHasAllParameters() async throws {
        let server = await MockAuthorizationServer()
        let configuration = try TestValues.configuration { $0.extraAuthorizationParameters = ["ui_locales": "sv en"] }
        let client = try server.client(configuration: configuration, random: FixedRandomSource(pattern: [1, 2, 3]))
        _ = try await client.start(parameters: ["login_hint": "alice@example.com"])
        let url = try #require(await server.transport.requests(to: TestValues.authorize.path).first?.url)
        #expect(queryValue("client_id", in: url) == "haapi-test-client")
        #expect(queryValue("response_type", in: url) == "code")
        #expect(queryValue("redirect_uri", in: url) == "app.example:/callback")
        #expect(queryValue("scope", in: url) == "openid profile")
        #expect(queryValue("acr_values", in: url) == "urn:se:curity:authentication:html-form:Username-Password")
        #expect(queryValue("ui_locales", in: url) == "sv en")
        #expect(queryValue("login_hint", in: url) == "alice@example.com")
        // Deterministic with an injected random source.
        #expect(queryValue("state", in: url) == Base64URL.encode(FixedRandomSource(pattern: [1, 2, 3]).bytes(24)))
        #expect(queryValue("nonce", in: url) == Base64URL.encode(FixedRandomSource(pattern: [1, 2, 3]).bytes(20)))
    }

    @Test func startRejectsReservedParameters() async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client()
        let error = await caught { try await client.start(parameters: ["state": "mine"]) }
        guard case .invalidUse = error else {
            Issue.record("expected invalidUse, got \(String(describing: error))")
            return
        }
    }
}
