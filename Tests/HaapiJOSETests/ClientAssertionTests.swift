import Crypto
import Foundation
import HaapiJOSE
import Testing

@Suite("private_key_jwt client assertion")
struct ClientAssertionTests {
    let key = P256.Signing.PrivateKey()
    let now = Date(timeIntervalSince1970: 1_700_000_000.7)
    let assertion = ClientAssertion(clientID: "haapi-client", audience: "https://as.example/oauth/token", lifetime: 120, keyID: "c1")

    @Test("claims: iss = sub = client_id, aud = token endpoint, jti, iat, exp")
    func claims() throws {
        let jwt = try assertion.sign(with: key, now: now, jti: "jti-42")
        let jws = try CompactJWS(parsing: jwt)
        try jws.verify(with: key.publicKey)
        #expect(jws.header == ["alg": "ES256", "typ": "JWT", "kid": "c1"])
        #expect(try jws.payloadClaims() == [
            "iss": "haapi-client", "sub": "haapi-client", "aud": "https://as.example/oauth/token",
            "jti": "jti-42", "iat": 1_700_000_000, "exp": 1_700_000_120,
        ])
        #expect(ClientAssertion.assertionType == "urn:ietf:params:oauth:client-assertion-type:jwt-bearer")
    }

    @Test("same inputs give the same claims segment")
    func deterministicPayload() throws {
        let a = try assertion.sign(with: key, now: now, random: SeededRandomSource(seed: 1)).split(separator: ".")
        let b = try assertion.sign(with: key, now: now, random: SeededRandomSource(seed: 1)).split(separator: ".")
        #expect(a[0] == b[0])
        #expect(a[1] == b[1])
    }

    @Test("server-side verification accepts a fresh assertion and rejects others")
    func verification() throws {
        let jwt = try assertion.sign(with: key, now: now, jti: "j")
        let verified = try assertion.verify(jwt, with: key.publicKey, now: now.addingTimeInterval(10))
        #expect(verified.jwtID == "j")
        #expect(throws: JWTError.self) { try assertion.verify(jwt, with: key.publicKey, now: now.addingTimeInterval(500)) }
        let otherAudience = ClientAssertion(clientID: "haapi-client", audience: "https://evil.example/token")
        #expect(throws: JWTError.claimMismatch("aud", expected: "https://evil.example/token", actual: "https://as.example/oauth/token")) {
            try otherAudience.verify(jwt, with: key.publicKey, now: now)
        }
        let otherClient = ClientAssertion(clientID: "someone-else", audience: "https://as.example/oauth/token")
        #expect(throws: JWTError.claimMismatch("iss", expected: "someone-else", actual: "haapi-client")) {
            try otherClient.verify(jwt, with: key.publicKey, now: now)
        }
    }

    @Test("verification rejects sub different from iss")
    func subjectMustEqualIssuer() throws {
        let jwt = try JWTSigner(privateKey: key).sign([
            "iss": "haapi-client", "sub": "other", "aud": "https://as.example/oauth/token",
            "jti": "j", "iat": 1_700_000_000, "exp": 1_700_000_060,
        ])
        #expect(throws: JWTError.claimMismatch("sub", expected: "haapi-client", actual: "other")) {
            try assertion.verify(jwt, with: key.publicKey, now: now)
        }
    }
}
