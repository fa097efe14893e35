import Crypto
import Foundation
import HaapiClient
import HaapiJOSE
import HaapiModel
import Testing

@Suite struct DPoPProofTests {
    let verifier = DPoPProofVerifier(maxAge: 60, futureSkew: 5)

    @Test func everyRequestCarriesAFreshVerifiableProof() async throws {
        let manual = ManualWallClock(now: TestValues.start)
        let server = await MockAuthorizationServer(clock: manual.clock)
        let key = P256.Signing.PrivateKey()
        let client = try server.client(keyStore: InMemoryDPoPKeyStore(key: key))
        try await login(client)
        // The issuer's public keys for the ID token are fetched without credentials.
        let jwksRequests = await server.transport.requests(to: TestValues.jwks.path)
        #expect(jwksRequests.count == 1 && jwksRequests.allSatisfy { $0.headers["DPoP"] == nil && $0.headers["Authorization"] == nil })
        let requests = await server.transport.requests.filter { $0.url.path != TestValues.jwks.path }
        let expectedJKT = try JWK(key.publicKey).thumbprint()
        #expect(try await client.dpopKeyThumbprint() == expectedJKT)

        var jtis = Set<String>()
        for request in requests {
            let proof = try #require(request.headers["DPoP"], "no DPoP header on \(request)")
            let authorization = request.headers["Authorization"]
            let accessToken = authorization?.hasPrefix("DPoP ") == true ? String(authorization!.dropFirst(5)) : nil
            let verified = try verifier.verify(
                proof, method: request.method, url: request.url, now: TestValues.start, accessToken: accessToken)
            #expect(verified.jkt == expectedJKT)
            #expect(verified.htm == request.method)
            #expect(!verified.htu.contains("?"), "htu must have no query: \(verified.htu)")
            #expect(verified.issuedAt == TestValues.start)
            #expect(jtis.insert(verified.jti).inserted, "jti reused")
            // Token endpoint proofs carry no ath; HAAPI requests do.
            if request.url.path == TestValues.token.path {
                #expect(verified.ath == nil)
            } else {
                #expect(verified.ath == DPoPProof.accessTokenHash("haapi-token-1"))
            }
        }
        #expect(requests.count == 4)  // HAAPI token, authorize, login, code exchange
    }

    @Test func authorizeProofHasNormalisedHTUWithoutQuery() async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client()
        _ = try await client.start()
        let request = try #require(await server.transport.requests(to: TestValues.authorize.path).first)
        #expect(request.url.query != nil)
        let jws = try CompactJWS(parsing: try #require(request.headers["DPoP"]))
        let claims = try jws.payloadClaims()
        #expect(claims["htu"]?.stringValue == "https://login.example.com/oauth/authorize")
        #expect(claims["htm"]?.stringValue == "GET")
        #expect(jws.type == "dpop+jwt")
        #expect(jws.algorithm == "ES256")
        #expect(jws.header["jwk"]?.objectValue?["d"] == nil, "the private key must never be sent")
    }

    @Test func oneKeyPerClientInstance() async throws {
        let server = await MockAuthorizationServer()
        let a = try server.client()
        let b = try server.client()
        let first = try await a.dpopKeyThumbprint()
        #expect(try await a.dpopKeyThumbprint() == first)
        #expect(try await b.dpopKeyThumbprint() != first)
    }

    /// RFC 7638 section 3.1: the thumbprint the client's key ID relies on.
    @Test func thumbprintReproducesRFC7638Example() throws {
        let n = "0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECPebWKRXjBZCiFV4n3oknjhMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2QvzqY368QQMicAtaSqzs8KJZgnYb9c7d0zgdAZHzu6qMQvRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csFCur-kEgU8awapJzKnqDKgw"
        let jwk = JWK.rsa(n: n, e: "AQAB")
        #expect(try jwk.thumbprint() == "NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs")
    }

    @Test func apiCallHeadersCarryBoundTokenAndProof() async throws {
        let manual = ManualWallClock(now: TestValues.start)
        let server = await MockAuthorizationServer(clock: manual.clock)
        let client = try server.client()
        let tokens = try await login(client)
        let api = URL(string: "https://api.example.com/accounts?page=2")!
        let headers = try await client.authorizationHeaders(method: "GET", url: api)
        #expect(headers["Authorization"] == "DPoP " + tokens.accessToken)
        let proof = try #require(headers["DPoP"])
        let verified = try verifier.verify(proof, method: "GET", url: api, now: TestValues.start, accessToken: tokens.accessToken)
        #expect(verified.jkt == (try await client.dpopKeyThumbprint()))
    }
}
