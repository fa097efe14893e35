import Crypto
import Foundation
import HaapiJOSE
import Testing

@Suite("JWT signer and verifier")
struct JWTTests {
    let key = P256.Signing.PrivateKey()
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    func token(_ claims: JWTClaims, type: String? = "JWT") throws -> String {
        try JWTSigner(privateKey: key, keyID: "k1").sign(claims, type: type)
    }

    @Test("sign then verify; header has typ, kid and alg")
    func signAndVerify() throws {
        let jwt = try token(["iss": "https://as.example", "sub": "alice", "aud": ["api", "other"],
                             "iat": 1_700_000_000, "exp": 1_700_000_300], type: "at+jwt")
        let verified = try JWTVerifier(publicKey: key.publicKey)
            .verify(jwt, now: now, expectedType: "at+jwt", expectedIssuer: "https://as.example", expectedAudience: "api")
        #expect(verified.header == ["alg": "ES256", "typ": "at+jwt", "kid": "k1"])
        #expect(verified.subject == "alice")
        #expect(verified.expiresAt == Date(timeIntervalSince1970: 1_700_000_300))
        #expect(JWTSigner(privateKey: key, keyID: "k1").publicJWK.kid == "k1")
    }

    @Test("exp: rejected at and after expiry, accepted within leeway")
    func expiry() throws {
        let jwt = try token(["exp": 1_700_000_000])
        #expect(throws: JWTError.expired(exp: 1_700_000_000, now: 1_700_000_000)) {
            try JWTVerifier(publicKey: key.publicKey).verify(jwt, now: now)
        }
        _ = try JWTVerifier(publicKey: key.publicKey).verify(jwt, now: now.addingTimeInterval(-1))
        _ = try JWTVerifier(publicKey: key.publicKey, leeway: 30).verify(jwt, now: now.addingTimeInterval(29))
        #expect(throws: JWTError.self) {
            try JWTVerifier(publicKey: key.publicKey, leeway: 30).verify(jwt, now: now.addingTimeInterval(30))
        }
    }

    @Test("nbf: rejected before, accepted from nbf or within leeway")
    func notBefore() throws {
        let jwt = try token(["exp": 1_700_001_000, "nbf": 1_700_000_100])
        #expect(throws: JWTError.notYetValid(nbf: 1_700_000_100, now: 1_700_000_000)) {
            try JWTVerifier(publicKey: key.publicKey).verify(jwt, now: now)
        }
        _ = try JWTVerifier(publicKey: key.publicKey).verify(jwt, now: now.addingTimeInterval(100))
        _ = try JWTVerifier(publicKey: key.publicKey, leeway: 100).verify(jwt, now: now)
    }

    @Test("iat in the future is rejected beyond leeway")
    func issuedInFuture() throws {
        let jwt = try token(["exp": 1_700_001_000, "iat": 1_700_000_060])
        #expect(throws: JWTError.issuedInFuture(iat: 1_700_000_060, now: 1_700_000_000)) {
            try JWTVerifier(publicKey: key.publicKey).verify(jwt, now: now)
        }
        _ = try JWTVerifier(publicKey: key.publicKey, leeway: 60).verify(jwt, now: now)
    }

    @Test("missing exp is rejected unless not required; non-numeric exp is rejected")
    func missingExp() throws {
        let jwt = try token(["sub": "x"])
        #expect(throws: JWTError.missingClaim("exp")) { try JWTVerifier(publicKey: key.publicKey).verify(jwt, now: now) }
        _ = try JWTVerifier(publicKey: key.publicKey).verify(jwt, now: now, requireExpiration: false)
        #expect(throws: JWTError.invalidClaim("exp", reason: "not a NumericDate")) {
            try JWTVerifier(publicKey: key.publicKey).verify(try token(["exp": "soon"]), now: now)
        }
    }

    @Test("typ, iss and aud mismatches are rejected")
    func mismatches() throws {
        let jwt = try token(["iss": "a", "aud": "b", "exp": 1_800_000_000])
        let verifier = JWTVerifier(publicKey: key.publicKey)
        #expect(throws: JWTError.typeMismatch(expected: "at+jwt", actual: "JWT")) {
            try verifier.verify(jwt, now: now, expectedType: "at+jwt")
        }
        #expect(throws: JWTError.claimMismatch("iss", expected: "z", actual: "a")) {
            try verifier.verify(jwt, now: now, expectedIssuer: "z")
        }
        #expect(throws: JWTError.claimMismatch("aud", expected: "z", actual: "b")) {
            try verifier.verify(jwt, now: now, expectedAudience: "z")
        }
    }

    @Test("a signature from another key is rejected")
    func wrongKey() throws {
        let jwt = try token(["exp": 1_800_000_000])
        #expect(throws: JWTError.jws(.invalidSignature)) {
            try JWTVerifier(publicKey: P256.Signing.PrivateKey().publicKey).verify(jwt, now: now)
        }
    }
}
