import Crypto
import Foundation
import HaapiJOSE
import Testing

@Suite("DPoP proofs")
struct DPoPTests {
    let key = P256.Signing.PrivateKey()
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let tokenURL = URL(string: "https://as.example.com/oauth/token")!
    let verifier = DPoPProofVerifier(maxAge: 60, futureSkew: 5)

    /// Signs arbitrary header and claims with `key`; the header defaults to a valid DPoP header.
    func craft(header: JWTClaims? = nil, claims: JWTClaims, signingKey: P256.Signing.PrivateKey? = nil) throws -> String {
        try CompactJWS.sign(header: header ?? DPoPProof.header(for: key.publicKey), claims: claims, with: signingKey ?? key)
            .serialized
    }

    func validClaims() -> JWTClaims {
        ["htm": "POST", "htu": "https://as.example.com/oauth/token", "iat": 1_700_000_000, "jti": "id-1"]
    }

    @Test("a built proof has the RFC 9449 header and claims")
    func builtProofShape() throws {
        let proof = try DPoPProof(method: "GET", url: URL(string: "HTTPS://API.Example.com:443/r?q=1#frag")!,
                                  accessToken: "token-abc", nonce: "n-1")
        let jws = try CompactJWS(parsing: proof.sign(with: key, now: now, jti: "jti-1"))
        #expect(jws.header["typ"] == "dpop+jwt")
        #expect(jws.header["alg"] == "ES256")
        #expect(jws.header["jwk"] == .object(JWK(key.publicKey).members))
        let claims = try jws.payloadClaims()
        #expect(claims["htm"] == "GET")
        #expect(claims["htu"] == "https://api.example.com/r")
        #expect(claims["iat"] == .int(1_700_000_000))
        #expect(claims["jti"] == "jti-1")
        #expect(claims["nonce"] == "n-1")
        #expect(claims["ath"] == .string(Base64URL.encode(SHA256.hash(data: Data("token-abc".utf8)))))
        #expect(claims.count == 6)
    }

    @Test("ath of a known token")
    func athKnownAnswer() {
        // SHA-256("abc") = ba7816bf 8f01cfea 414140de 5dae2223 b00361a3 96177a9c b410ff61 f20015ad
        #expect(DPoPProof.accessTokenHash("abc") == "ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0")
    }

    @Test("a built proof verifies and reports jti, jkt and iat")
    func buildThenVerify() throws {
        let proof = try DPoPProof(method: "POST", url: tokenURL, accessToken: "at", nonce: "server-nonce")
            .sign(with: key, now: now, random: SeededRandomSource(seed: 5))
        let verified = try verifier.verify(proof, method: "POST", url: tokenURL, now: now.addingTimeInterval(10),
                                           accessToken: "at", expectedNonce: "server-nonce")
        #expect(verified.jti == SeededRandomSource(seed: 5).identifier())
        #expect(verified.jkt == (try JWK(key.publicKey).thumbprint()))
        #expect(verified.issuedAt == now)
        #expect(verified.htm == "POST")
        #expect(verified.htu == "https://as.example.com/oauth/token")
        #expect(verified.nonce == "server-nonce")
    }

    @Test("htu normalisation")
    func normalisation() throws {
        #expect(try DPoPTargetURI.normalize("HTTPS://AS.Example.COM:443/Token?x=1#f") == "https://as.example.com/Token")
        #expect(try DPoPTargetURI.normalize("http://as.example.com:80") == "http://as.example.com/")
        #expect(try DPoPTargetURI.normalize("http://as.example.com:8443/a%2Fb") == "http://as.example.com:8443/a%2Fb")
        #expect(try DPoPTargetURI.normalize("https://user:pw@as.example.com/t") == "https://as.example.com/t")
        #expect(try DPoPTargetURI.normalize("http://[::1]:8080/x") == "http://[::1]:8080/x")
        #expect(try DPoPTargetURI.normalize(URL(string: "https://as.example.com")!) == "https://as.example.com/")
        #expect(throws: DPoPTargetURIError.unsupportedScheme("ftp")) { try DPoPTargetURI.normalize("ftp://a/b") }
        #expect(throws: DPoPTargetURIError.self) { try DPoPTargetURI.normalize("https:///nohost") }
    }

    @Test("htu with a query or fragment, or a differently cased host, still matches")
    func htuQueryIsNormalised() throws {
        let proof = try craft(claims: validClaims().merging(["htu": "https://AS.example.com:443/oauth/token?a=b#c"]) { $1 })
        let requestURL = URL(string: "https://as.example.com/oauth/token?other=1")!
        let verified = try verifier.verify(proof, method: "POST", url: requestURL, now: now)
        #expect(verified.htu == "https://as.example.com/oauth/token")
    }

    @Test("rejects an htu with a different path, host, port or scheme", arguments: [
        "https://as.example.com/oauth/authorize", "https://as.example.com/oauth/token/",
        "https://other.example.com/oauth/token", "https://as.example.com:8443/oauth/token",
        "http://as.example.com/oauth/token",
    ])
    func rejectsWrongHTU(htu: String) throws {
        let proof = try craft(claims: validClaims().merging(["htu": .string(htu)]) { $1 })
        #expect(throws: DPoPVerificationError.urlMismatch(expected: "https://as.example.com/oauth/token", actual: htu)) {
            try verifier.verify(proof, method: "POST", url: tokenURL, now: now)
        }
    }

    @Test("rejects a wrong signature")
    func rejectsWrongSignature() throws {
        let proof = try craft(claims: validClaims(), signingKey: P256.Signing.PrivateKey())
        #expect(throws: DPoPVerificationError.invalidSignature) {
            try verifier.verify(proof, method: "POST", url: tokenURL, now: now)
        }
    }

    @Test("rejects a wrong or missing typ")
    func rejectsWrongType() throws {
        var header = DPoPProof.header(for: key.publicKey)
        header["typ"] = "JWT"
        #expect(throws: DPoPVerificationError.wrongType("JWT")) {
            try verifier.verify(craft(header: header, claims: validClaims()), method: "POST", url: tokenURL, now: now)
        }
        header["typ"] = nil
        #expect(throws: DPoPVerificationError.wrongType(nil)) {
            try verifier.verify(craft(header: header, claims: validClaims()), method: "POST", url: tokenURL, now: now)
        }
    }

    @Test("rejects alg none and other algorithms")
    func rejectsAlgorithms() throws {
        let good = try craft(claims: validClaims()).split(separator: ".")
        for alg in ["none", "HS256", "RS256"] {
            var header = DPoPProof.header(for: key.publicKey)
            header["alg"] = .string(alg)
            let headerSegment = Base64URL.encode(try JOSEJSON.encode(header))
            #expect(throws: DPoPVerificationError.unsupportedAlgorithm(alg)) {
                try verifier.verify("\(headerSegment).\(good[1]).\(good[2])", method: "POST", url: tokenURL, now: now)
            }
        }
    }

    @Test("rejects a jwk carrying private key material")
    func rejectsPrivateJWK() throws {
        var jwk = JWK(key.publicKey).members
        jwk["d"] = .string(Base64URL.encode(key.rawRepresentation))
        var header = DPoPProof.header(for: key.publicKey)
        header["jwk"] = .object(jwk)
        #expect(throws: DPoPVerificationError.privateKeyInJWK(members: ["d"])) {
            try verifier.verify(craft(header: header, claims: validClaims()), method: "POST", url: tokenURL, now: now)
        }
    }

    @Test("rejects a missing or unusable jwk")
    func rejectsBadJWK() throws {
        var header = DPoPProof.header(for: key.publicKey)
        header["jwk"] = nil
        #expect(throws: DPoPVerificationError.missingJWK) {
            try verifier.verify(craft(header: header, claims: validClaims()), method: "POST", url: tokenURL, now: now)
        }
        header["jwk"] = .object(JWK.rsa(n: "AQAB", e: "AQAB").members)
        #expect(throws: DPoPVerificationError.invalidJWK(.unsupportedKeyType("RSA"))) {
            try verifier.verify(craft(header: header, claims: validClaims()), method: "POST", url: tokenURL, now: now)
        }
    }

    @Test("rejects a wrong htm (compared exactly)")
    func rejectsWrongMethod() throws {
        let proof = try craft(claims: validClaims())
        #expect(throws: DPoPVerificationError.methodMismatch(expected: "GET", actual: "POST")) {
            try verifier.verify(proof, method: "GET", url: tokenURL, now: now)
        }
        #expect(throws: DPoPVerificationError.methodMismatch(expected: "post", actual: "POST")) {
            try verifier.verify(proof, method: "post", url: tokenURL, now: now)
        }
    }

    @Test("rejects an iat that is too old or in the future; accepts the window edges")
    func rejectsIAT() throws {
        let proof = try craft(claims: validClaims())
        #expect(throws: DPoPVerificationError.issuedTooLongAgo(iat: now, now: now.addingTimeInterval(61))) {
            try verifier.verify(proof, method: "POST", url: tokenURL, now: now.addingTimeInterval(61))
        }
        #expect(throws: DPoPVerificationError.issuedInFuture(iat: now, now: now.addingTimeInterval(-6))) {
            try verifier.verify(proof, method: "POST", url: tokenURL, now: now.addingTimeInterval(-6))
        }
        _ = try verifier.verify(proof, method: "POST", url: tokenURL, now: now.addingTimeInterval(60))
        _ = try verifier.verify(proof, method: "POST", url: tokenURL, now: now.addingTimeInterval(-5))
    }

    @Test("rejects a missing or mismatched ath when an access token is presented")
    func rejectsATH() throws {
        let withoutATH = try craft(claims: validClaims())
        #expect(throws: DPoPVerificationError.missingAccessTokenHash) {
            try verifier.verify(withoutATH, method: "POST", url: tokenURL, now: now, accessToken: "at")
        }
        let withATH = try craft(claims: validClaims().merging(["ath": .string(DPoPProof.accessTokenHash("other"))]) { $1 })
        #expect(throws: DPoPVerificationError.accessTokenHashMismatch) {
            try verifier.verify(withATH, method: "POST", url: tokenURL, now: now, accessToken: "at")
        }
        _ = try verifier.verify(withATH, method: "POST", url: tokenURL, now: now, accessToken: "other")
    }

    @Test("rejects a missing nonce when required, and a wrong nonce")
    func rejectsNonce() throws {
        #expect(throws: DPoPVerificationError.missingNonce) {
            try verifier.verify(craft(claims: validClaims()), method: "POST", url: tokenURL, now: now, expectedNonce: "n1")
        }
        let wrong = try craft(claims: validClaims().merging(["nonce": "n2"]) { $1 })
        #expect(throws: DPoPVerificationError.nonceMismatch(actual: "n2")) {
            try verifier.verify(wrong, method: "POST", url: tokenURL, now: now, expectedNonce: "n1")
        }
    }

    @Test("rejects missing and mistyped claims", arguments: ["jti", "htm", "htu", "iat"])
    func rejectsMissingClaims(name: String) throws {
        var claims = validClaims()
        claims[name] = nil
        #expect(throws: DPoPVerificationError.missingClaim(name)) {
            try verifier.verify(craft(claims: claims), method: "POST", url: tokenURL, now: now)
        }
        claims[name] = name == "iat" ? "yesterday" : 5
        #expect(throws: DPoPVerificationError.self) {
            try verifier.verify(craft(claims: claims), method: "POST", url: tokenURL, now: now)
        }
    }

    @Test("rejects a malformed proof")
    func rejectsMalformed() {
        #expect(throws: DPoPVerificationError.malformed(.wrongSegmentCount(1))) {
            try verifier.verify("not-a-jwt", method: "POST", url: tokenURL, now: now)
        }
    }

    @Test("error descriptions name the claim or header")
    func descriptions() {
        #expect(DPoPVerificationError.missingClaim("htu").description.contains("'htu'"))
        #expect(DPoPVerificationError.wrongType("JWT").description.contains("'typ'"))
        #expect(DPoPVerificationError.privateKeyInJWK(members: ["d"]).description.contains("'jwk'"))
    }
}
