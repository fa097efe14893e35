import Crypto
import Foundation
import HaapiJOSE
import Testing

@Suite("Compact JWS (ES256)")
struct CompactJWSTests {
    /// RFC 7515 appendix A.3: the ES256 example and its P-256 public key.
    static let rfc7515Key = JWK.ec(
        crv: "P-256",
        x: "f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU",
        y: "x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0"
    )
    static let rfc7515JWS =
        "eyJhbGciOiJFUzI1NiJ9"
        + ".eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ"
        + ".DtEhU3ljbEg8L38VWAfUAqOyKAM6-Xx-F4GawxaepmXFCgfTjDxw5djxLa8ISlSApmWQxfKTUJqPP3-Kg6NU1Q"

    @Test("RFC 7515 appendix A.3: the published ES256 JWS verifies")
    func rfc7515AppendixA3() throws {
        let jws = try CompactJWS(parsing: Self.rfc7515JWS)
        #expect(jws.algorithm == "ES256")
        #expect(jws.signature.count == 64)
        try jws.verify(with: Self.rfc7515Key)
        let claims = try jws.payloadClaims()
        #expect(claims["iss"] == "joe")
        #expect(claims["exp"] == .int(1_300_819_380))
        #expect(claims["http://example.com/is_root"] == true)
    }

    @Test("a signed JWS is the JWS its serialisation parses to (it is made as signed, not parsed back)")
    func signedEqualsParsed() throws {
        let key = P256.Signing.PrivateKey()
        let header: JWTClaims = ["typ": "dpop+jwt", "jwk": .object(["kty": "EC", "crv": "P-256", "x": "AQ", "y": "Ag"])]
        let claims: JWTClaims = ["htm": "POST", "htu": "https://example.com/token", "iat": .int(1_700_000_000), "jti": "x"]
        let signed = try CompactJWS.sign(header: header, claims: claims, with: key)
        let parsed = try CompactJWS(parsing: signed.serialized)
        #expect(signed == parsed)
        #expect(signed.header["alg"] == "ES256" && signed.type == "dpop+jwt")
        try parsed.verify(with: key.publicKey)
        #expect(try parsed.payloadClaims() == claims)
    }

    @Test("RFC 7515 appendix A.3: flipping a signature byte fails verification")
    func rfc7515FlippedSignature() throws {
        let original = try CompactJWS(parsing: Self.rfc7515JWS)
        for index in [0, 31, 32, 63] {
            var signature = [UInt8](original.signature)
            signature[index] ^= 0x01
            let parts = Self.rfc7515JWS.split(separator: ".")
            let tampered = "\(parts[0]).\(parts[1]).\(Base64URL.encode(signature))"
            #expect(throws: JWSError.invalidSignature) {
                try CompactJWS(parsing: tampered).verify(with: Self.rfc7515Key)
            }
        }
    }

    @Test("RFC 7515 appendix A.3: a changed payload fails verification")
    func rfc7515ChangedPayload() throws {
        let parts = Self.rfc7515JWS.split(separator: ".")
        let payload = Base64URL.encode(utf8: #"{"iss":"joe","exp":1300819380,"http://example.com/is_root":false}"#)
        #expect(throws: JWSError.invalidSignature) {
            try CompactJWS(parsing: "\(parts[0]).\(payload).\(parts[2])").verify(with: Self.rfc7515Key)
        }
    }

    @Test("sign then verify, with deterministic sorted-key serialisation")
    func signAndVerify() throws {
        let key = P256.Signing.PrivateKey()
        let jws = try CompactJWS.sign(header: ["typ": "JWT", "alg": "none"], claims: ["sub": "alice", "aud": "x", "n": 3], with: key)
        let parts = jws.serialized.split(separator: ".")
        #expect(try Base64URL.decode(String(parts[0])) == Data(#"{"alg":"ES256","typ":"JWT"}"#.utf8))
        #expect(try Base64URL.decode(String(parts[1])) == Data(#"{"aud":"x","n":3,"sub":"alice"}"#.utf8))
        #expect(jws.signature.count == 64)
        let parsed = try CompactJWS(parsing: jws.serialized)
        try parsed.verify(with: key.publicKey)
        #expect(try parsed.payloadClaims() == ["sub": "alice", "aud": "x", "n": 3])
        #expect(throws: JWSError.invalidSignature) { try parsed.verify(with: P256.Signing.PrivateKey().publicKey) }
    }

    @Test("a DER signature is not accepted in place of raw r||s")
    func rejectsDER() throws {
        let key = P256.Signing.PrivateKey()
        let jws = try CompactJWS.sign(claims: ["a": 1], with: key)
        let der = try P256.Signing.ECDSASignature(rawRepresentation: jws.signature).derRepresentation
        let parts = jws.serialized.split(separator: ".")
        let tampered = "\(parts[0]).\(parts[1]).\(Base64URL.encode(der))"
        #expect(throws: JWSError.invalidSignature) { try CompactJWS(parsing: tampered).verify(with: key.publicKey) }
    }

    @Test("alg none is rejected at parse time, in any case")
    func rejectsNone() {
        for alg in ["none", "None", "NONE"] {
            let header = Base64URL.encode(utf8: #"{"alg":"\#(alg)"}"#)
            let payload = Base64URL.encode(utf8: #"{"sub":"mallory"}"#)
            #expect(throws: JWSError.algorithmNone) { try CompactJWS(parsing: "\(header).\(payload).") }
            #expect(throws: JWSError.algorithmNone) { try CompactJWS(parsing: "\(header).\(payload).AAAA") }
        }
    }

    @Test("a wrong alg is rejected at verification")
    func rejectsWrongAlg() throws {
        let key = P256.Signing.PrivateKey()
        let good = try CompactJWS.sign(claims: ["a": 1], with: key)
        let parts = good.serialized.split(separator: ".")
        for alg in ["HS256", "ES384", "es256"] {
            let header = Base64URL.encode(utf8: #"{"alg":"\#(alg)"}"#)
            #expect(throws: JWSError.unsupportedAlgorithm(alg)) {
                try CompactJWS(parsing: "\(header).\(parts[1]).\(parts[2])").verify(with: key.publicKey)
            }
        }
        for alg in ["RS256", "PS256"] {
            let header = Base64URL.encode(utf8: #"{"alg":"\#(alg)"}"#)
            #expect(throws: JWSError.keyTypeMismatch(algorithm: alg, keyType: "EC")) {
                try CompactJWS(parsing: "\(header).\(parts[1]).\(parts[2])").verify(with: key.publicKey)
            }
        }
    }

    @Test("a crit header is rejected")
    func rejectsCrit() throws {
        let key = P256.Signing.PrivateKey()
        let jws = try CompactJWS.sign(header: ["crit": ["exp"], "exp": 1], claims: ["a": 1], with: key)
        #expect(throws: JWSError.unsupportedCriticalHeader("crit")) { try jws.verify(with: key.publicKey) }
    }

    @Test("malformed compact serialisations are rejected")
    func rejectsMalformed() {
        let header = Base64URL.encode(utf8: #"{"alg":"ES256"}"#)
        #expect(throws: JWSError.wrongSegmentCount(1)) { try CompactJWS(parsing: "abc") }
        #expect(throws: JWSError.wrongSegmentCount(2)) { try CompactJWS(parsing: "\(header).e30") }
        #expect(throws: JWSError.wrongSegmentCount(4)) { try CompactJWS(parsing: "\(header).e30.AA.AA") }
        #expect(throws: JWSError.emptySegment(.header)) { try CompactJWS(parsing: ".e30.AAAA") }
        #expect(throws: JWSError.emptySegment(.signature)) { try CompactJWS(parsing: "\(header).e30.") }
        #expect(throws: JWSError.invalidBase64URL(.header, .invalidCharacter(offset: 0))) {
            try CompactJWS(parsing: "+\(header).e30.AAAA")
        }
        #expect(throws: JWSError.invalidBase64URL(.signature, .paddingNotAllowed(offset: 2))) {
            try CompactJWS(parsing: "\(header).e30.AA==")
        }
        #expect(throws: JWSError.invalidBase64URL(.payload, .invalidCharacter(offset: 1))) {
            try CompactJWS(parsing: "\(header).e!30.AAAA")
        }
        #expect(throws: JWSError.invalidHeaderJSON(.notAnObject)) {
            try CompactJWS(parsing: "\(Base64URL.encode(utf8: "[1]")).e30.AAAA")
        }
        #expect(throws: JWSError.invalidHeaderJSON(.invalidJSON)) {
            try CompactJWS(parsing: "\(Base64URL.encode(utf8: "{")).e30.AAAA")
        }
        #expect(throws: JWSError.missingHeader("alg")) {
            try CompactJWS(parsing: "\(Base64URL.encode(utf8: "{}")).e30.AAAA")
        }
        #expect(throws: JWSError.invalidHeader("alg", reason: "not a string")) {
            try CompactJWS(parsing: "\(Base64URL.encode(utf8: #"{"alg":1}"#)).e30.AAAA")
        }
    }

    @Test("a short signature is rejected without crashing")
    func rejectsShortSignature() throws {
        let key = P256.Signing.PrivateKey()
        let header = Base64URL.encode(utf8: #"{"alg":"ES256"}"#)
        #expect(throws: JWSError.invalidSignature) { try CompactJWS(parsing: "\(header).e30.AAAA").verify(with: key.publicKey) }
    }

    @Test("error descriptions name the failing part")
    func descriptions() {
        #expect(JWSError.missingHeader("alg").description.contains("'alg'"))
        #expect(JWSError.invalidBase64URL(.payload, .invalidLength(5)).description.contains("payload"))
    }
}
