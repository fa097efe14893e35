import Crypto
import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiJOSE
import HaapiModel
import Testing

@Suite("OAuth endpoints and the username/password flow over HTTP")
struct OAuthFlowTests {
    @Test func discoveryAnnouncesTheConventions() async throws {
        try await withServer { _, base in
            let result = try await RawHTTP.shared.send("GET", URL(string: "\(base)/.well-known/openid-configuration")!)
            #expect(result.status == 200)
            let doc = try #require(result.json)
            #expect(doc["issuer"]?.stringValue == base.absoluteString)
            #expect(doc["token_endpoint"]?.stringValue == "\(base)/oauth/token")
            #expect(doc["authorization_endpoint"]?.stringValue == "\(base)/oauth/authorize")
            #expect(doc["revocation_endpoint"]?.stringValue == "\(base)/oauth/revoke")
            #expect(doc["jwks_uri"]?.stringValue == "\(base)/oauth/jwks")
            #expect(doc["dpop_signing_alg_values_supported"] == ["ES256"])
            #expect(doc["code_challenge_methods_supported"] == ["S256"])
            #expect(doc["token_endpoint_auth_methods_supported"] == ["client_secret_basic", "client_secret_post", "private_key_jwt"])
            #expect(doc["authorization_response_iss_parameter_supported"] == true)
            let jwks = try await RawHTTP.shared.send("GET", URL(string: "\(base)/oauth/jwks")!)
            let key = try #require(jwks.json?["keys"]?[0])
            #expect(key["kty"] == "EC")
            #expect(key["crv"] == "P-256")
            #expect(key["d"] == nil)
        }
    }

    @Test func usernamePasswordFlowEndsInTokensThatRefreshAndRevoke() async throws {
        try await withServer(TestDevServer.options { $0.authenticators = [AuthenticatorConfiguration(id: "pw", type: .usernamePassword)] }) { _, base in
            let client = ScriptedClient(baseURL: base)
            let redirect = try await client.authorize()
            #expect(redirect.status == 200)
            #expect(redirect.header("Content-Type") == "application/vnd.auth+json")
            #expect(redirect.header("Set-Session-Id") != nil)
            let redirection = try redirect.representation()
            #expect(redirection.type == .redirectionStep)
            #expect(redirection.metadata?.viewName == "/templates/redirect")

            let login = try await client.submit(try #require(redirection.actions.first?.form), [:])
            let loginStep = try login.representation()
            #expect(loginStep.type == .authenticationStep)
            #expect(loginStep.link(withRelation: .forgotPassword) != nil)
            #expect(loginStep.link(withRelation: .registerCreate) != nil)
            let form = try #require(loginStep.action(ofKind: .login)?.form)
            #expect(form.fields.map(\.name) == ["userName", "password"])

            let done = try await client.submit(form, ["userName": "demo", "password": "Password1"])
            let response = try done.representation()
            #expect(response.type == .oauthAuthorizationResponse)
            let properties = try #require(response.authorizationResponse)
            let expectedState = await client.state
            #expect(properties.state == expectedState)
            #expect(properties.iss == base.absoluteString)
            let link = try #require(response.link(withRelation: .authorizationResponse))
            #expect(link.href.absoluteString.hasPrefix("app://callback?code="))

            let tokens = try await client.exchange(code: try #require(properties.code))
            #expect(tokens.status == 200, "\(tokens.text)")
            let body = try #require(tokens.json)
            #expect(body["token_type"] == "DPoP")
            #expect(body["scope"] == "openid profile")
            let access = try #require(body["access_token"]?.stringValue)
            let idToken = try #require(body["id_token"]?.stringValue)
            let refresh = try #require(body["refresh_token"]?.stringValue)
            let claims = try CompactJWS(parsing: access).payloadClaims()
            #expect(claims["sub"]?.stringValue == "demo")
            #expect(claims["cnf"]?.objectValue?["jkt"]?.stringValue == (try JWK(client.key.publicKey).thumbprint()))
            let idClaims = try CompactJWS(parsing: idToken).payloadClaims()
            #expect(idClaims["nonce"]?.stringValue == "n-1")
            #expect(idClaims["aud"]?.stringValue == "haapi-demo")
            #expect(idClaims["name"]?.stringValue == "Demo User")

            // Refresh rotates: the new token works, the old one is refused.
            let refreshed = try await client.tokenRequest([("grant_type", "refresh_token"), ("refresh_token", refresh)])
            #expect(refreshed.status == 200, "\(refreshed.text)")
            let newRefresh = try #require(refreshed.json?["refresh_token"]?.stringValue)
            #expect(newRefresh != refresh)
            let reused = try await client.tokenRequest([("grant_type", "refresh_token"), ("refresh_token", refresh)])
            #expect(reused.status == 400)
            #expect(reused.json?["error"] == "invalid_grant")

            // Revocation: 200, then the revoked family no longer refreshes.
            let revoke = try await client.tokenRequest([("token", newRefresh), ("token_type_hint", "refresh_token")], path: "/oauth/revoke", dpop: false)
            #expect(revoke.status == 200)
            let afterRevoke = try await client.tokenRequest([("grant_type", "refresh_token"), ("refresh_token", newRefresh)])
            #expect(afterRevoke.json?["error"] == "invalid_grant")
            let unknown = try await client.tokenRequest([("token", "no-such-token")], path: "/oauth/revoke", dpop: false)
            #expect(unknown.status == 200)
        }
    }
}
