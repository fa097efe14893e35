import _CryptoExtras
import Crypto
import Foundation
import HaapiJOSE
import Testing

@Suite("RSA keys: size, members, fit to the algorithm")
struct RSAKeyTests {
    /// A big-endian integer of `bits` bits, odd, e.g. a stand-in modulus.
    static func oddInteger(bits: Int) -> Data {
        var bytes = [UInt8](repeating: 0xA5, count: (bits + 7) / 8)
        let spare = bytes.count * 8 - bits
        bytes[0] = (0xFF >> spare) & ~(0x7F >> spare)  // the top bit set, nothing above it
        bytes[bytes.count - 1] |= 1
        return Data(bytes)
    }

    @Test("a 1024-bit key is rejected, even with a valid signature")
    func a1024BitKeyIsRejected() throws {
        let privateKey = try _RSA.Signing.PrivateKey(unsafeKeySize: .init(bitCount: 1024))
        let jwk = try RSATestSigner.jwk(of: privateKey, keyID: "small")
        #expect(throws: JWKError.keyTooSmall(bits: 1024, minimum: 2048)) { try jwk.rsaPublicKey() }
        let token = try RSATestSigner.sign(header: ["alg": "RS256"], claims: ["a": 1], with: privateKey, padding: .insecurePKCS1v1_5)
        #expect(throws: JWSError.invalidKey(.keyTooSmall(bits: 1024, minimum: 2048))) {
            try CompactJWS(parsing: token).verify(with: jwk)
        }
        #expect(JWKError.keyTooSmall(bits: 1024, minimum: 2048).description
            == "JWK: the RSA modulus (n) has 1024 bits; at least 2048 are required")
    }

    @Test("the size limit is 2048 bits of the modulus, leading zero bytes not counted")
    func theSizeLimitCountsSignificantBits() throws {
        let e = Data([1, 0, 1])
        #expect(throws: JWKError.keyTooSmall(bits: 2047, minimum: 2048)) {
            try RSAPublicKey(modulus: Self.oddInteger(bits: 2047), exponent: e)
        }
        #expect(throws: JWKError.keyTooSmall(bits: 2047, minimum: 2048)) {
            try RSAPublicKey(modulus: Data([0, 0]) + Self.oddInteger(bits: 2047), exponent: e)
        }
        let padded = try RSAPublicKey(modulus: Data([0]) + Self.oddInteger(bits: 2048), exponent: Data([0]) + e)
        #expect(padded.bitCount == 2048)
        #expect(padded.modulus == Self.oddInteger(bits: 2048))
        #expect(padded.exponent == e)
    }

    @Test("unusable n and e are named")
    func unusableMembersAreNamed() throws {
        let n = Self.oddInteger(bits: 2048)
        #expect(throws: JWKError.invalidMember("n", reason: "is zero")) { try RSAPublicKey(modulus: Data([0, 0]), exponent: Data([3])) }
        var even = n
        even[even.count - 1] &= 0xFE
        #expect(throws: JWKError.invalidMember("n", reason: "is even, so not an RSA modulus")) {
            try RSAPublicKey(modulus: even, exponent: Data([3]))
        }
        for exponent in [Data(), Data([1]), Data([0, 1]), Data([1, 0])] {
            #expect(throws: JWKError.invalidMember("e", reason: "is not an odd number greater than 1")) {
                try RSAPublicKey(modulus: n, exponent: exponent)
            }
        }
        #expect(throws: JWKError.invalidMember("e", reason: "has 40 bits; at most 33 are supported")) {
            try RSAPublicKey(modulus: n, exponent: Data([0x80, 0, 0, 0, 1]))
        }
        #expect(throws: JWKError.invalidMember("n", reason: "has 16392 bits; at most 16384 are supported")) {
            try RSAPublicKey(modulus: Self.oddInteger(bits: 16_392), exponent: Data([1, 0, 1]))
        }
        #expect(throws: JWKError.invalidMember("n", reason: "base64url: invalid character at offset 2")) {
            try JWK.rsa(n: "AQ*B", e: "AQAB").rsaPublicKey()
        }
        #expect(throws: JWKError.unsupportedKeyType("EC")) {
            try JWK(P256.Signing.PrivateKey().publicKey).rsaPublicKey()
        }
    }

    @Test("a JWK made from an RSA key reads back as the same key")
    func jwkRoundTrip() throws {
        let key = try RSASignatureTests.rfc7515Key.rsaPublicKey()
        let jwk = JWK(key, keyID: "a2")
        #expect(jwk.members == ["kty": "RSA", "n": .string(RSASignatureTests.rfc7515Key.n ?? ""), "e": "AQAB", "kid": "a2"])
        #expect(try jwk.rsaPublicKey() == key)
        #expect(try jwk.thumbprintInput().hasPrefix(#"{"e":"AQAB","kty":"RSA","n":"ofgWCuLj"#))
    }

    @Test("the key type must fit the algorithm")
    func keyTypeMustFitTheAlgorithm() throws {
        let ecPrivateKey = P256.Signing.PrivateKey()
        let ecKey = JWK(ecPrivateKey.publicKey)
        let rs256 = try CompactJWS(parsing: RSASignatureTests.rfc7515JWS)
        #expect(throws: JWSError.keyTypeMismatch(algorithm: "RS256", keyType: "EC")) { try rs256.verify(with: ecKey) }
        #expect(throws: JWSError.keyTypeMismatch(algorithm: "RS256", keyType: "EC")) { try rs256.verify(with: ecPrivateKey.publicKey) }

        let es256 = try CompactJWS.sign(claims: ["a": 1], with: ecPrivateKey)
        try es256.verify(with: ecKey)
        #expect(throws: JWSError.keyTypeMismatch(algorithm: "ES256", keyType: "RSA")) { try es256.verify(with: RSASignatureTests.rfc7515Key) }
        #expect(throws: JWSError.keyTypeMismatch(algorithm: "ES256", keyType: "RSA")) {
            try es256.verify(with: RSASignatureTests.rfc7515Key.rsaPublicKey())
        }
        #expect(throws: JWSError.keyTypeMismatch(algorithm: "RS256", keyType: "oct")) {
            try rs256.verify(with: JWK(members: ["kty": "oct", "k": "c2VjcmV0"]))
        }
    }

    @Test("a key whose alg is RS256 does not verify a PS256 signature")
    func aKeyForRS256IsNotUsedForPS256() throws {
        let privateKey = try _RSA.Signing.PrivateKey(keySize: .bits2048)
        let plain = JWK(try RSAPublicKey(privateKey.publicKey), keyID: "rsa-1")
        let forRS256 = try RSATestSigner.jwk(plain, adding: ["alg": "RS256"])
        let token = try CompactJWS(parsing: RSATestSigner.sign(
            header: ["alg": "PS256", "kid": "rsa-1"], claims: ["a": 1], with: privateKey, padding: .PSS))
        try token.verify(with: plain)
        #expect(throws: JWSError.keyUsageMismatch(algorithm: "PS256", reason: "it is for 'RS256', not 'PS256'")) {
            try token.verify(with: forRS256)
        }
        let forEncryption = try RSATestSigner.jwk(plain, adding: ["use": "enc"])
        #expect(throws: JWSError.keyUsageMismatch(algorithm: "PS256", reason: "its use is 'enc', not 'sig'")) {
            try token.verify(with: forEncryption)
        }
        #expect(forRS256.mayVerify(.rs256))
        #expect(!forRS256.mayVerify(.ps256))
        #expect(!forRS256.mayVerify(.es256))
    }

    @Test("a JWK Set's signing keys for an algorithm are those of its type, use and alg")
    func signingKeysByAlgorithm() throws {
        let ec = JWK(P256.Signing.PrivateKey().publicKey, keyID: "ec")
        let ecP384 = JWK.ec(crv: "P-384", x: "AA", y: "AA")
        let rsa = try RSATestSigner.jwk(RSASignatureTests.rfc7515Key, adding: ["kid": "rsa"])
        let rsaForRS256 = try RSATestSigner.jwk(rsa, adding: ["kid": "rsa-rs256", "alg": "RS256"])
        let rsaForEncryption = try RSATestSigner.jwk(rsa, adding: ["kid": "rsa-enc", "use": "enc"])
        let set = JWKSet(keys: [ec, ecP384, rsa, rsaForRS256, rsaForEncryption])
        #expect(set.signingKeys(for: .es256).map(\.kid) == ["ec"])
        #expect(set.signingKeys(for: .rs256).map(\.kid) == ["rsa", "rsa-rs256"])
        #expect(set.signingKeys(for: .ps256).map(\.kid) == ["rsa"])
    }
}
