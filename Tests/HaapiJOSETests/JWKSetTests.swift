import Crypto
import Foundation
import HaapiJOSE
import Testing

@Suite struct JWKSetTests {
    static let signing = JWK(P256.Signing.PrivateKey().publicKey, keyID: "sig-1")

    @Test func keysAreReadAndUnreadableOnesLeftOut() throws {
        var encryption = Self.signing.members
        encryption["kid"] = "enc-1"
        encryption["use"] = "enc"
        let document: JWTClaims = [
            "keys": [.object(Self.signing.members), .object(encryption), ["kty": "EC", "crv": "P-256"], "not a key"],
        ]
        let set = try JWKSet(parsing: JOSEJSON.encode(document))
        #expect(set.keys.map(\.kid) == ["sig-1", "enc-1"])
        #expect(set.skippedKeyCount == 2)
        #expect(set.key(withID: "sig-1") == Self.signing)
        #expect(set.key(withID: "nope") == nil)
        #expect(set.signingKeys().map(\.kid) == ["sig-1"], "a key for encryption does not verify signatures")
        #expect(set.keys[1].usageProblem(for: CompactJWS.es256) == "its use is 'enc', not 'sig'")
    }

    @Test func aKeyForAnotherAlgorithmIsNoSigningKey() {
        var members = Self.signing.members
        members["alg"] = "ES384"
        let key = try? JWK(members: members)
        #expect(key.map { JWKSet(keys: [$0]).signingKeys() }?.isEmpty == true)
        #expect(key?.usageProblem(for: CompactJWS.es256) == "it is for 'ES384', not 'ES256'")
    }

    @Test func documentsWithoutAKeysArrayAreRejected() {
        #expect(throws: JWKSetError.missingKeys) { try JWKSet(parsing: Data(#"{"keys":{}}"#.utf8)) }
        #expect(throws: JWKSetError.invalidJSON(.notAnObject)) { try JWKSet(parsing: Data("[]".utf8)) }
    }
}
