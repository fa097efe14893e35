import Crypto
import Foundation
import HaapiClient
import HaapiJOSE
import Testing

/// The ID token's shape, algorithm, key and signature: a compact ES256 JWS signed by a
/// key of the issuer's JWKS, chosen by `kid`, with one refetch for rotated keys (RS256 and
/// PS256: ``IDTokenRSASignatureTests``).
@Suite struct IDTokenSignatureTests {
    @Test func aSignatureByAnotherKeyWithTheSameKeyIDIsRejected() async throws {
        let scenario = try await IDTokenScenario()
        let impostor = TestSigningKey(id: "key-1")
        let error = await scenario.signIn { $0.key = impostor }
        expectIDTokenFailure(error, .invalidSignature)
        #expect(try await scenario.client.storedTokens() == nil)
    }

    @Test func anAlteredPayloadIsRejected() async throws {
        let scenario = try await IDTokenScenario()
        let error = await scenario.signIn { draft in
            let genuine = draft.token.split(separator: ".")
            draft.claims["sub"] = "mallory"
            let altered = draft.token.split(separator: ".")
            draft.raw = [genuine[0], altered[1], genuine[2]].joined(separator: ".")
        }
        expectIDTokenFailure(error, .invalidSignature)
    }

    @Test func algNoneIsRejectedBeforeAnyKeyIsFetched() async throws {
        let scenario = try await IDTokenScenario()
        let error = await scenario.signIn { draft in
            draft.raw = try? forgedJWS(header: ["alg": "none", "typ": "JWT"], claims: draft.claims, signature: "")
        }
        expectIDTokenFailure(error, .unsupportedAlgorithm("none", accepted: [.es256, .ps256, .rs256]))
        #expect(await scenario.jwksFetches == 0)
    }

    /// The classic algorithm confusion: an HMAC keyed with the issuer's public key.
    @Test func hs256IsRejected() async throws {
        let scenario = try await IDTokenScenario()
        let publicKey = await scenario.server.state.signingKey.publicKeyBytes
        let error = await scenario.signIn { draft in
            let header: JWTClaims = ["alg": "HS256", "typ": "JWT", "kid": "key-1"]
            guard let unsigned = try? forgedJWS(header: header, claims: draft.claims, signature: "") else { return }
            let mac = HMAC<SHA256>.authenticationCode(for: Data(unsigned.dropLast().utf8), using: SymmetricKey(data: publicKey))
            draft.raw = unsigned + Base64URL.encode(Data(mac))
        }
        expectIDTokenFailure(error, .unsupportedAlgorithm("HS256", accepted: [.es256, .ps256, .rs256]))
    }

    /// The key the server rotates to: another EC key, or an RSA one.
    enum NewKey: String, CaseIterable, Sendable { case ec, rsa }

    @Test(arguments: NewKey.allCases)
    func anUnknownKeyIDIsFetchedAgainOnceAndThenAccepted(_ kind: NewKey) async throws {
        let scenario = try await IDTokenScenario()
        try await login(scenario.client)
        #expect(await scenario.jwksFetches == 1)
        try await login(scenario.client)
        #expect(await scenario.jwksFetches == 1, "a known key is taken from the cache")

        // The server rotates its signing key and publishes the new one.
        let old = await scenario.server.state.signingKey
        let new = kind == .ec ? TestSigningKey(id: "key-2") : try TestSigningKey.rsa(id: "rsa-2")
        await scenario.server.state.rotate(to: new, published: [old, new])
        let tokens = try await login(scenario.client)
        #expect(tokens.idTokenClaims?.subject == "alice")
        #expect(await scenario.jwksFetches == 2)
    }

    @Test func aKeyIDStillUnknownAfterTheRefetchIsRejected() async throws {
        let scenario = try await IDTokenScenario()
        try await login(scenario.client)
        let old = await scenario.server.state.signingKey
        await scenario.server.state.rotate(to: TestSigningKey(id: "key-3"), published: [old])
        let error = await caught { try await login(scenario.client) }
        expectIDTokenFailure(error, .unknownKeyID("key-3"))
        #expect(error?.description == "security check failed: ID token: signed with unknown key id 'key-3' (not in the issuer's JWKS, also after fetching it again)")
        #expect(await scenario.jwksFetches == 2, "exactly one refetch")
    }

    @Test func anUnknownKeyIDOnTheFirstFetchIsNotFetchedTwice() async throws {
        let scenario = try await IDTokenScenario()
        let error = await scenario.signIn { $0.key = TestSigningKey(id: "key-9") }
        expectIDTokenFailure(error, .unknownKeyID("key-9"))
        #expect(await scenario.jwksFetches == 1)
    }

    @Test func withoutKeyIDTheOnlyKeyIsUsed() async throws {
        let scenario = try await IDTokenScenario()
        #expect(await scenario.signIn { $0.includeKeyID = false } == nil)

        let old = await scenario.server.state.signingKey
        await scenario.server.state.rotate(to: old, published: [old, TestSigningKey(id: "key-2")])
        let fresh = try scenario.server.client()  // no cached keys
        await scenario.server.state.setIDTokenChange { $0.includeKeyID = false }
        let error = await caught { try await login(fresh) }
        expectIDTokenFailure(error, .missingKeyID(algorithm: .es256, signingKeyCount: 2))
    }

    @Test func aKeyMeantForEncryptionIsUnusable() async throws {
        let scenario = try await IDTokenScenario()
        let key = await scenario.server.state.signingKey
        await scenario.server.transport.route("GET", TestValues.jwks.path) { _ in
            var members = key.jwk.members
            members["use"] = "enc"
            let document = try JOSEJSON.encode(["keys": [.object(members)]])
            return TransportResponse(status: 200, headers: ["Content-Type": "application/json"], body: document)
        }
        let error = await caught { try await login(scenario.client) }
        expectIDTokenFailure(error, .unusableKey(keyID: "key-1", reason: "its use is 'enc', not 'sig'"))
    }

    @Test func twoPartsAreMalformed() async throws {
        let scenario = try await IDTokenScenario()
        let error = await scenario.signIn { draft in
            draft.raw = draft.token.split(separator: ".").prefix(2).joined(separator: ".")
        }
        expectIDTokenFailure(error, .malformed(JWSError.wrongSegmentCount(2).description))
    }

    @Test func badBase64IsMalformed() async throws {
        let scenario = try await IDTokenScenario()
        let error = await scenario.signIn { draft in
            let parts = draft.token.split(separator: ".")
            draft.raw = "\(parts[0]).\(parts[1])*.\(parts[2])"
        }
        guard case .security(let failure) = error, case .idToken(.malformed(let reason)) = failure.reason else {
            Issue.record("expected a malformed ID token, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("payload segment: base64url: invalid character"))
    }

    @Test func aPayloadThatIsNotJSONIsMalformed() async throws {
        let scenario = try await IDTokenScenario()
        let error = await scenario.signIn { draft in
            draft.raw = draft.key.sign(payload: Data("not json, but signed".utf8))
        }
        expectIDTokenFailure(error, .malformed("the payload is not a JSON object"))
    }

    @Test func aJWKSThatCannotBeFetchedIsAnHTTPError() async throws {
        let scenario = try await IDTokenScenario()
        await scenario.server.transport.route("GET", TestValues.jwks.path) { _ in TransportResponse(status: 503) }
        let error = await caught { try await login(scenario.client) }
        guard case .httpStatus(let status) = error else {
            Issue.record("expected an HTTP error, got \(String(describing: error))")
            return
        }
        #expect(status.status == 503)
        #expect(try await scenario.client.storedTokens() == nil)
    }
}
