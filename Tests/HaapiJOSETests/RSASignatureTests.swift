import _CryptoExtras
import Foundation
import HaapiJOSE
import Testing

@Suite("RSA JWS (RS256, PS256)")
struct RSASignatureTests {
    /// RFC 7515 appendix A.2: the RS256 example's 2048-bit public key.
    static let rfc7515Key = JWK.rsa(
        n: "ofgWCuLjybRlzo0tZWJjNiuSfb4p4fAkd_wWJcyQoTbji9k0l8W26mPddxHmfHQp-Vaw-4qPCJrcS2mJPMEzP1Pt0Bm4d4QlL-yRT-SFd2lZS-pCgNMsD1W_YpRPEwOWvG6b32690r2jZ47soMZo9wGzjb_7OMg0LOL-bSf63kpaSHSXndS5z5rexMdbBYUsLA9e-KXBdQOS-UTo7WTBEMa2R2CapHg665xsmtdVMTBQY4uDZlxvb3qCo5ZwKh9kG4LT6_I5IhlJH7aGhyxXFvUK-DWNmoudF8NAco9_h9iaGNj8q2ethFkMLs91kzk2PAcDTW9gb54h4FRWyuXpoQ",
        e: "AQAB")
    /// RFC 7515 appendix A.2: the RS256 JWS.
    static let rfc7515JWS =
        "eyJhbGciOiJSUzI1NiJ9"
        + ".eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ"
        + ".cC4hiUPoj9Eetdgtv3hF80EGrhuB__dzERat0XF9g2VtQgr9PJbu3XOiZj5RZmh7AAuHIm4Bh-0Qc_lF5YKt_O8W2Fp5jujGbds9uJdbF9CUAr7t1dnZcAcQjbKBYNX4BAynRFdiuB--f_nZLgrnbyTyWzO75vRK5h6xBArLIARNPvkSjtQBMHlb1L07Qe7K0GarZRmB_eSN9383LcOLn6_dO--xi12jzDwusC-eOkHWEsqtFZESc6BfI7noOPqvhJ1phCnvWh6IeYI2w9QOYEUipUTI8np6LbgGY9Fs98rqVt5AXLIhWkWywlVmtVrBp0igcN_IoypGlUPQGe77Rw"

    @Test("RFC 7515 appendix A.2: the published RS256 JWS verifies")
    func rfc7515AppendixA2() throws {
        let jws = try CompactJWS(parsing: Self.rfc7515JWS)
        #expect(jws.signatureAlgorithm == .rs256)
        #expect(jws.signature.count == 256)
        try jws.verify(with: Self.rfc7515Key)
        let key = try Self.rfc7515Key.rsaPublicKey()
        #expect(key.bitCount == 2048)
        try jws.verify(with: key)
        let claims = try jws.payloadClaims()
        #expect(claims["iss"] == "joe")
        #expect(claims["exp"] == .int(1_300_819_380))
    }

    @Test("RFC 7515 appendix A.2: changing one byte of the signature fails verification")
    func rfc7515ChangedSignatureByte() throws {
        let original = try CompactJWS(parsing: Self.rfc7515JWS)
        let parts = Self.rfc7515JWS.split(separator: ".")
        for index in [0, 128, 255] {
            var signature = [UInt8](original.signature)
            signature[index] ^= 0x01
            let tampered = "\(parts[0]).\(parts[1]).\(Base64URL.encode(signature))"
            #expect(throws: JWSError.invalidSignature) { try CompactJWS(parsing: tampered).verify(with: Self.rfc7515Key) }
        }
        // A signature one byte short (or long) is not even tried.
        let short = "\(parts[0]).\(parts[1]).\(Base64URL.encode(original.signature.dropLast()))"
        #expect(throws: JWSError.invalidSignature) { try CompactJWS(parsing: short).verify(with: Self.rfc7515Key) }
    }

    @Test("RFC 7515 appendix A.2: changing one byte of the payload fails verification")
    func rfc7515ChangedPayloadByte() throws {
        let original = try CompactJWS(parsing: Self.rfc7515JWS)
        let parts = Self.rfc7515JWS.split(separator: ".")
        for index in [0, 8, original.payload.count - 1] {  // '{', the 'j' of "joe", '}'
            var payload = [UInt8](original.payload)
            payload[index] ^= 0x01
            let tampered = "\(parts[0]).\(Base64URL.encode(payload)).\(parts[2])"
            #expect(throws: JWSError.invalidSignature) { try CompactJWS(parsing: tampered).verify(with: Self.rfc7515Key) }
        }
    }

    @Test("a PS256 JWS signed with a freshly generated key verifies, and not when altered")
    func ps256WithAGeneratedKey() throws {
        let privateKey = try _RSA.Signing.PrivateKey(keySize: .bits2048)
        let jwk = JWK(try RSAPublicKey(privateKey.publicKey), keyID: "ps-1")
        #expect(jwk.kty == "RSA")
        #expect(jwk.e == "AQAB")
        let token = try RSATestSigner.sign(
            header: ["alg": "PS256", "kid": "ps-1"], claims: ["sub": "alice"], with: privateKey, padding: .PSS)
        let jws = try CompactJWS(parsing: token)
        #expect(jws.signatureAlgorithm == .ps256)
        try jws.verify(with: jwk)

        let parts = token.split(separator: ".")
        let otherPayload = "\(parts[0]).\(Base64URL.encode(utf8: #"{"sub":"mallory"}"#)).\(parts[2])"
        #expect(throws: JWSError.invalidSignature) { try CompactJWS(parsing: otherPayload).verify(with: jwk) }
        let otherKey = JWK(try RSAPublicKey(_RSA.Signing.PrivateKey(keySize: .bits2048).publicKey))
        #expect(throws: JWSError.invalidSignature) { try jws.verify(with: otherKey) }
    }

    /// The padding follows the `alg`: a PSS signature labelled RS256, or a PKCS #1 v1.5
    /// signature labelled PS256, does not verify.
    @Test("RS256 and PS256 signatures are not interchangeable")
    func paddingFollowsTheAlgorithm() throws {
        let privateKey = try _RSA.Signing.PrivateKey(keySize: .bits2048)
        let jwk = JWK(try RSAPublicKey(privateKey.publicKey))
        let rs256 = try RSATestSigner.sign(header: ["alg": "RS256"], claims: ["a": 1], with: privateKey, padding: .insecurePKCS1v1_5)
        try CompactJWS(parsing: rs256).verify(with: jwk)
        let pssLabelledRS256 = try RSATestSigner.sign(header: ["alg": "RS256"], claims: ["a": 1], with: privateKey, padding: .PSS)
        #expect(throws: JWSError.invalidSignature) { try CompactJWS(parsing: pssLabelledRS256).verify(with: jwk) }
        let pkcs1LabelledPS256 = try RSATestSigner.sign(
            header: ["alg": "PS256"], claims: ["a": 1], with: privateKey, padding: .insecurePKCS1v1_5)
        #expect(throws: JWSError.invalidSignature) { try CompactJWS(parsing: pkcs1LabelledPS256).verify(with: jwk) }
    }

    /// Made with OpenSSL 3.0 (`openssl dgst -sha256 -sigopt rsa_padding_mode:pss
    /// -sigopt rsa_pss_saltlen:32|20 -sigopt rsa_mgf1_md:sha256`), not with swift-crypto.
    enum OpenSSLFixture {
        static let key = JWK.rsa(
            n: "tkiTR-mruCC43gm5B8Rey8kg4uOtACjo6VAK_xe5e1jbstjh4cgxB1AmrMsH91sVCJ7zMy1a4SoeiVs_QyP2ussZJG3Pj6AE9-DvH0Rbg7LfG453-a6RkSojFg8SkH4OyyySPNvMNx7dNUjUmy93vEPiSxgBCp6AJis0IJit5WM2KRe0Ge5XreZIUk2j1i-8Krrgq--E0OGHtxOfj2xy0wciUJ88v2LldIRLFFyt2hchdEdqjHjeOYqr6yDU3FoRd4CgHsPrc5H9tL8zaaP6RNtHPC0HVTgGlPb4cDH-mkyGTq2jHUPVuKM7VGr0i3SoZscpv35ZkRTSKCvhSCvoZQ",
            e: "AQAB")
        /// PSS with MGF1-SHA-256 and a 32-byte salt, as RFC 7518 section 3.5 asks.
        static let salt32 =
            "eyJhbGciOiJQUzI1NiIsImtpZCI6Im9wZW5zc2wtcHMyNTYifQ.eyJpc3MiOiJodHRwczovL29wLmV4YW1wbGUiLCJzdWIiOiJhbGljZSIsInNhbHQiOjMyfQ"
            + ".ghTu4IyeUu8SYyO1yMTIKIC7aDvcLAUO46RcTRRkgHK85rxtcrjQIUhMGER7SjRddk1aGWQTnzJhOVBegKiyigQztNh5L9NdjKnmqfEiocrkX3QlJ-8DBWH-IIo0JYmm7SSSV4j8AR6itfUEeeutkZvsT2wVvPg0j2MNAEmtPZd-9YCvbMzZqsCvPk5yFGWwzj3MxIjxvDai0z6Brrl1lbJqC9u-rv6tOzETI9tMOJsZeejhR1HF-e-Xev0jgSFAs5Wiz0ELF8UIT1-_Gf48KcrhsdfwBYh8Ik6mAoB6j-XsH4_69gopnceHnHO0JOa1wjA48MC9-YhlPuWOfzxItw"
        /// The same with a 20-byte salt, which is not PS256.
        static let salt20 =
            "eyJhbGciOiJQUzI1NiIsImtpZCI6Im9wZW5zc2wtcHMyNTYifQ.eyJpc3MiOiJodHRwczovL29wLmV4YW1wbGUiLCJzdWIiOiJhbGljZSIsInNhbHQiOjIwfQ"
            + ".m3loEZxkXoW49Ss8OBluMGmSPI85ZJKPTaOM9PDf9N689QzLF7HVZiCH4kbrV0AhZVxLpKM6UprwjMisgMMYn4_Q0RuiWn8UchtAyMSAtjDcqZr-lgZ3OZQagrrwc74a65Q5kcmytrNAG-tl3jyGXfi0QzWMpMFoLo2s_YndYwk_c7XcBj72RdGlE4MK5iJGhXMMT7khhwUeMWYiujwh-Fuzmuww6wq6Yxdgcz87YrsNT4JmwoL-8OATw-SymdW08aeot9pCyAs5nHLOPE-p1x3MahqaxBnzdjKyvo0I66CHquPr8eoc1XoJWONK37M1LUG56eERdKqjClYh4uMtwA"
    }

    @Test("a PS256 JWS made by OpenSSL with a 32-byte salt verifies; one with a 20-byte salt does not")
    func ps256FromOpenSSL() throws {
        try CompactJWS(parsing: OpenSSLFixture.salt32).verify(with: OpenSSLFixture.key)
        #expect(throws: JWSError.invalidSignature) {
            try CompactJWS(parsing: OpenSSLFixture.salt20).verify(with: OpenSSLFixture.key)
        }
    }

    @Test("algorithms other than ES256, RS256 and PS256 are unsupported, whatever the key")
    func otherAlgorithmsAreUnsupported() throws {
        let parts = Self.rfc7515JWS.split(separator: ".")
        for alg in ["RS384", "PS512", "HS256", "rs256", "ps256"] {
            let header = Base64URL.encode(utf8: #"{"alg":"\#(alg)"}"#)
            let jws = try CompactJWS(parsing: "\(header).\(parts[1]).\(parts[2])")
            #expect(jws.signatureAlgorithm == nil)
            #expect(throws: JWSError.unsupportedAlgorithm(alg)) { try jws.verify(with: Self.rfc7515Key) }
            #expect(throws: JWSError.unsupportedAlgorithm(alg)) { try jws.verify(with: Self.rfc7515Key.rsaPublicKey()) }
        }
    }

    @Test("a crit header is rejected for RSA too")
    func critIsRejected() throws {
        let privateKey = try _RSA.Signing.PrivateKey(keySize: .bits2048)
        let token = try RSATestSigner.sign(
            header: ["alg": "RS256", "crit": ["exp"], "exp": 1], claims: ["a": 1], with: privateKey, padding: .insecurePKCS1v1_5)
        #expect(throws: JWSError.unsupportedCriticalHeader("crit")) {
            try CompactJWS(parsing: token).verify(with: JWK(RSAPublicKey(privateKey.publicKey)))
        }
    }
}
