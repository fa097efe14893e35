import Foundation
import HaapiClient
import HaapiJOSE
import Testing

/// ID tokens signed with RSA (RS256, PS256), as many servers do by default: the key is
/// chosen by `kid`, or without one by type; the key's `alg`, `use` and size are checked;
/// ``HaapiClientConfiguration/idTokenSigningAlgorithms`` limits what is accepted.
@Suite struct IDTokenRSASignatureTests {
    static let allAlgorithms: [JWSAlgorithm] = [.es256, .ps256, .rs256]

    @Test func anRS256IDTokenIsAcceptedEndToEnd() async throws {
        let scenario = try await IDTokenScenario()
        let rsa = try TestSigningKey.rsa(id: "rsa-1", algorithm: .rs256)
        await scenario.server.state.rotate(to: rsa, published: [rsa])
        let tokens = try await login(scenario.client)
        #expect(tokens.idTokenClaims?.subject == "alice")
        #expect(tokens.idTokenClaims?.nonce != nil)
        #expect(try await scenario.client.storedTokens()?.idTokenClaims?.subject == "alice")
        #expect(await scenario.jwksFetches == 1)
    }

    @Test func aPS256IDTokenIsAccepted() async throws {
        let scenario = try await IDTokenScenario()
        let rsa = try TestSigningKey.rsa(id: "rsa-1", algorithm: .ps256)
        await scenario.server.state.rotate(to: rsa, published: [rsa])
        let tokens = try await login(scenario.client)
        #expect(tokens.idTokenClaims?.subject == "alice")
    }

    @Test func aTamperedRS256IDTokenIsRejected() async throws {
        let scenario = try await IDTokenScenario()
        let rsa = try TestSigningKey.rsa(id: "rsa-1")
        await scenario.server.state.rotate(to: rsa, published: [rsa])
        let error = await scenario.signIn { draft in
            let genuine = draft.token.split(separator: ".")
            draft.claims["sub"] = "mallory"
            let altered = draft.token.split(separator: ".")
            draft.raw = [genuine[0], altered[1], genuine[2]].joined(separator: ".")
        }
        expectIDTokenFailure(error, .invalidSignature)
        #expect(try await scenario.client.storedTokens() == nil)
    }

    @Test func withoutKeyIDTheOnlyKeyOfTheRightTypeIsUsed() async throws {
        let scenario = try await IDTokenScenario()
        let ec = await scenario.server.state.signingKey
        let rsa = try TestSigningKey.rsa(id: "rsa-1")
        await scenario.server.state.rotate(to: rsa, published: [ec, rsa])
        #expect(await scenario.signIn { $0.includeKeyID = false } == nil)

        let second = try TestSigningKey.rsa(id: "rsa-2")
        await scenario.server.state.rotate(to: rsa, published: [ec, rsa, second])
        let fresh = try scenario.server.client()  // no cached keys
        let error = await caught { try await login(fresh) }
        expectIDTokenFailure(error, .missingKeyID(algorithm: .rs256, signingKeyCount: 2))
        #expect(error?.description.contains("the issuer's JWKS has 2 keys for RS256") == true)
    }

    /// Without a `kid`, a key published for RS256 is no candidate for a PS256 token.
    @Test func withoutKeyIDAKeyForAnotherAlgorithmIsNoCandidate() async throws {
        let scenario = try await IDTokenScenario()
        let rsa = try TestSigningKey.rsa(id: "rsa-1", algorithm: .ps256)
        await scenario.server.state.rotate(to: rsa, published: [try rsa.publishing(["alg": "RS256"])])
        let error = await scenario.signIn { $0.includeKeyID = false }
        expectIDTokenFailure(error, .missingKeyID(algorithm: .ps256, signingKeyCount: 0))
        #expect(await scenario.jwksFetches == 1, "no key fits yet: the cache was fresh, so no refetch")
    }

    @Test func aKeyForRS256IsNotUsedForAPS256Token() async throws {
        let scenario = try await IDTokenScenario()
        let rsa = try TestSigningKey.rsa(id: "rsa-1", algorithm: .ps256)
        await scenario.server.state.rotate(to: rsa, published: [try rsa.publishing(["alg": "RS256"])])
        let error = await caught { try await login(scenario.client) }
        expectIDTokenFailure(error, .unusableKey(keyID: "rsa-1", reason: "it is for 'RS256', not 'PS256'"))

        // The same key published for PS256 (or without alg) verifies it.
        await scenario.server.state.rotate(to: rsa, published: [try rsa.publishing(["alg": "PS256", "use": "sig"])])
        let fresh = try scenario.server.client()
        #expect(try await login(fresh).idTokenClaims?.subject == "alice")
    }

    /// Two keys share a `kid` (one for encryption): the one that fits the token is used.
    @Test func aKeyIDSharedWithAnEncryptionKeyPicksTheSigningKey() async throws {
        let scenario = try await IDTokenScenario()
        let rsa = try TestSigningKey.rsa(id: "shared")
        let encryption = try TestSigningKey.rsa(id: "shared").publishing(["use": "enc"])
        await scenario.server.state.rotate(to: rsa, published: [encryption, rsa])
        #expect(try await login(scenario.client).idTokenClaims?.subject == "alice")
    }

    @Test func anECKeyCannotVerifyAnRS256Token() async throws {
        let scenario = try await IDTokenScenario()
        let rsa = try TestSigningKey.rsa(id: "key-1")  // the kid of the published EC key
        let error = await scenario.signIn { $0.key = rsa }
        expectIDTokenFailure(error, .unusableKey(keyID: "key-1", reason: "its type (kty) is 'EC', and RS256 needs 'RSA'"))
    }

    @Test func anRSAKeyUnder2048BitsIsUnusable() async throws {
        let scenario = try await IDTokenScenario()
        let small = try TestSigningKey.rsa(id: "rsa-small", bits: 1024)
        await scenario.server.state.rotate(to: small, published: [small])
        let error = await caught { try await login(scenario.client) }
        expectIDTokenFailure(error, .unusableKey(
            keyID: "rsa-small", reason: JWKError.keyTooSmall(bits: 1024, minimum: 2048).description))
        #expect(error?.description
            == "security check failed: ID token: the issuer's key 'rsa-small' cannot verify it: JWK: the RSA modulus (n) has 1024 bits; at least 2048 are required")
    }

    @Test func onlyTheConfiguredAlgorithmsAreAcceptedAndBeforeAnyKeyIsFetched() async throws {
        let scenario = try await IDTokenScenario(configuration: TestValues.configuration { $0.idTokenSigningAlgorithms = [.es256] })
        let rsa = try TestSigningKey.rsa(id: "rsa-1")
        await scenario.server.state.rotate(to: rsa, published: [rsa])
        let error = await caught { try await login(scenario.client) }
        expectIDTokenFailure(error, .unsupportedAlgorithm("RS256", accepted: [.es256]))
        #expect(error?.description == "security check failed: ID token: signed with algorithm 'RS256'; accepted are ES256 (idTokenSigningAlgorithms)")
        #expect(await scenario.jwksFetches == 0)
    }

    @Test func otherAlgorithmsAreRejectedBeforeAnyKeyIsFetched() async throws {
        for alg in ["RS384", "PS512", "HS512", "rs256", "EdDSA"] {
            let scenario = try await IDTokenScenario()
            let error = await scenario.signIn { draft in
                draft.raw = try? forgedJWS(header: ["alg": .string(alg), "kid": "key-1"], claims: draft.claims, signature: "c2ln")
            }
            expectIDTokenFailure(error, .unsupportedAlgorithm(alg, accepted: Self.allAlgorithms))
            #expect(await scenario.jwksFetches == 0)
        }
    }
}
