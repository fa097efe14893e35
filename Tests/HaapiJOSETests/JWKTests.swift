import Crypto
import Foundation
import HaapiJOSE
import Testing

@Suite("JWK")
struct JWKTests {
    /// The RSA key of RFC 7638 section 3.1.
    static let rfc7638Modulus =
        "0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECP"
        + "ebWKRXjBZCiFV4n3oknjhMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2Q"
        + "vzqY368QQMicAtaSqzs8KJZgnYb9c7d0zgdAZHzu6qMQvRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQ"
        + "Fh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csFCur-kEgU8awapJzKnqDKgw"

    @Test("RFC 7638 section 3.1: RSA thumbprint")
    func rfc7638Thumbprint() throws {
        let jwk = JWK.rsa(n: Self.rfc7638Modulus, e: "AQAB")
        #expect(try jwk.thumbprint() == "NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs")
    }

    @Test("RFC 7638: optional members such as kid and alg do not change the thumbprint")
    func thumbprintIgnoresOptionalMembers() throws {
        let jwk = try JWK(members: [
            "kty": "RSA", "n": .string(Self.rfc7638Modulus), "e": "AQAB",
            "alg": "RS256", "kid": "2011-04-29",
        ])
        #expect(try jwk.thumbprintInput() == "{\"e\":\"AQAB\",\"kty\":\"RSA\",\"n\":\"\(Self.rfc7638Modulus)\"}")
        #expect(try jwk.thumbprint() == "NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs")
    }

    @Test("EC thumbprint input has crv, kty, x, y in order")
    func ecThumbprintInput() throws {
        let jwk = JWK.ec(crv: "P-256", x: "AA", y: "BB")
        #expect(try jwk.thumbprintInput() == #"{"crv":"P-256","kty":"EC","x":"AA","y":"BB"}"#)
    }

    @Test("P-256 public key round-trips through a JWK")
    func p256RoundTrip() throws {
        let key = P256.Signing.PrivateKey(compactRepresentable: false).publicKey
        let jwk = JWK(key, keyID: "k1")
        #expect(jwk.kty == "EC")
        #expect(jwk.crv == "P-256")
        #expect(jwk.kid == "k1")
        #expect(try Base64URL.decode(jwk.x ?? "").count == 32)
        #expect(try jwk.p256PublicKey().rawRepresentation == key.rawRepresentation)
    }

    @Test("Codable round-trip keeps all members")
    func codable() throws {
        let jwk = try JWK(members: ["kty": "OKP", "crv": "Ed25519", "x": "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"])
        let data = try JSONEncoder().encode(jwk)
        let decoded = try JSONDecoder().decode(JWK.self, from: data)
        #expect(decoded == jwk)
        #expect(decoded.kty == "OKP")
    }

    @Test("decoding rejects a JWK without kty or with a missing EC member")
    func decodingRejects() {
        #expect(throws: JWKError.missingMember("kty")) { try JWK(members: ["crv": "P-256"]) }
        #expect(throws: JWKError.missingMember("y")) { try JWK(members: ["kty": "EC", "crv": "P-256", "x": "AA"]) }
        #expect(throws: JWKError.invalidMember("e", reason: "not a string")) {
            try JWK(members: ["kty": "RSA", "n": "AA", "e": 65537])
        }
        #expect(throws: (any Error).self) { try JSONDecoder().decode(JWK.self, from: Data(#"{"kty":1}"#.utf8)) }
    }

    @Test("conversion to P-256 rejects other types, curves and bad coordinates")
    func conversionRejects() {
        #expect(throws: JWKError.unsupportedKeyType("RSA")) { try JWK.rsa(n: "AA", e: "AQAB").p256PublicKey() }
        #expect(throws: JWKError.unsupportedCurve("P-384")) { try JWK.ec(crv: "P-384", x: "AA", y: "AA").p256PublicKey() }
        #expect(throws: JWKError.invalidMember("x", reason: "expected 32 bytes, got 1")) {
            try JWK.ec(crv: "P-256", x: "AA", y: "AA").p256PublicKey()
        }
        let zero = Base64URL.encode([UInt8](repeating: 0, count: 32))
        #expect(throws: JWKError.self) { try JWK.ec(crv: "P-256", x: zero, y: zero).p256PublicKey() }
    }

    @Test("private members are detected and can be stripped")
    func privateMembers() throws {
        let jwk = try JWK(members: ["kty": "EC", "crv": "P-256", "x": "AA", "y": "BB", "d": "CC"])
        #expect(jwk.privateMembers == ["d"])
        #expect(jwk.publicKeyOnly.privateMembers.isEmpty)
        #expect(jwk.publicKeyOnly.x == "AA")
    }

    @Test("thumbprint of an unknown key type is an error")
    func unknownThumbprint() throws {
        let jwk = try JWK(members: ["kty": "XYZ"])
        #expect(throws: JWKError.unsupportedKeyType("XYZ")) { try jwk.thumbprint() }
    }
}
