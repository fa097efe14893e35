import Crypto
import HaapiWebAuthn
import Testing
import _CryptoExtras

@Suite struct COSEKeyTests {
    let privateKey = P256.Signing.PrivateKey()

    var ec2: [CBORValue: CBORValue] {
        let point = Array(privateKey.publicKey.x963Representation)
        return [1: 2, 3: -7, -1: 1, -2: .bytes(Array(point[1..<33])), -3: .bytes(Array(point[33..<65]))]
    }

    func error(_ map: [CBORValue: CBORValue]) -> COSEKeyError? {
        do {
            _ = try COSEKey(cbor: .map(map))
            return nil
        } catch {
            return error
        }
    }

    func changed(_ label: Int, to value: CBORValue?) -> [CBORValue: CBORValue] {
        var map = ec2
        map[CBORValue(label)] = value
        return map
    }

    @Test func anES256KeyIsReadAndWrittenBack() throws {
        let key = try COSEKey(cbor: .map(ec2))
        #expect(key.algorithm == .es256)
        #expect(key == COSEKey(privateKey.publicKey))
        #expect(key.cbor == .map(ec2))
        #expect(try COSEKey(cborBytes: key.cborBytes) == key)
        #expect(key.subjectPublicKeyInfo == Array(privateKey.publicKey.derRepresentation))
    }

    @Test func anES256SignatureVerifiesInItsDERForm() throws {
        let key = COSEKey(privateKey.publicKey)
        let data = Array("authenticator data and client data hash".utf8)
        let signature = try privateKey.signature(for: data)
        #expect(key.isValidSignature(signature.derRepresentation, for: data))
        #expect(!key.isValidSignature(signature.rawRepresentation, for: data))
        #expect(!key.isValidSignature(signature.derRepresentation, for: data + [0]))
    }

    @Test func anRS256KeyIsReadAndVerifies() throws {
        let rsa = try _RSA.Signing.PrivateKey(keySize: .bits2048)
        let primitives = try rsa.publicKey.getKeyPrimitives()
        let key = try COSEKey(cbor: [1: 3, 3: -257, -1: .bytes(Array(primitives.modulus)), -2: .bytes(Array(primitives.publicExponent))])
        #expect(key.algorithm == .rs256)
        let data = Array("signed".utf8)
        let signature = try rsa.signature(for: data, padding: .insecurePKCS1v1_5)
        #expect(key.isValidSignature(signature.rawRepresentation, for: data))
        #expect(!key.isValidSignature(signature.rawRepresentation, for: data + [0]))
        #expect(key.subjectPublicKeyInfo == Array(rsa.publicKey.derRepresentation))
        #expect(try COSEKey(cborBytes: key.cborBytes) == key)
    }

    @Test func aSmallRSAKeyIsRefused() throws {
        let modulus: [UInt8] = [0xC5] + Array(repeating: 0x11, count: 126) + [0x01]
        guard case .invalidRSAKey = try #require(error([1: 3, 3: -257, -1: .bytes(modulus), -2: .bytes([1, 0, 1])])) else {
            Issue.record("a 1024-bit key was not refused as an invalid RSA key")
            return
        }
    }

    @Test func notAMapIsRefused() {
        #expect(throws: COSEKeyError.notAMap(found: "an array")) { try COSEKey(cbor: [1, 2]) }
    }

    @Test func malformedCBORIsRefused() {
        #expect(throws: COSEKeyError.malformedCBOR(CBORError(.truncated, offset: 2, path: "$[1]"))) {
            try COSEKey(cborBytes: [0xA1, 0x01, 0x19, 0x01])
        }
    }

    @Test func missingMembersAreNamed() {
        #expect(error(changed(1, to: nil)) == .missingMember(label: 1, name: "kty"))
        #expect(error(changed(3, to: nil)) == .missingMember(label: 3, name: "alg"))
        #expect(error(changed(-1, to: nil)) == .missingMember(label: -1, name: "crv"))
        #expect(error(changed(-2, to: nil)) == .missingMember(label: -2, name: "x"))
        #expect(error(changed(-3, to: nil)) == .missingMember(label: -3, name: "y"))
        #expect(error([1: 3, 3: -257, -2: .bytes([1, 0, 1])]) == .missingMember(label: -1, name: "n"))
    }

    @Test func membersOfTheWrongTypeAreNamed() {
        #expect(error(changed(1, to: "EC2")) == .wrongMemberType(label: 1, name: "kty", expected: "an integer", found: "a text string"))
        #expect(error(changed(-3, to: true)) == .wrongMemberType(label: -3, name: "y", expected: "a byte string", found: "a boolean"))
    }

    @Test func unsupportedKeyTypesAlgorithmsAndCurvesAreRefused() {
        #expect(error(changed(1, to: 1)) == .unsupportedKeyType(1))
        #expect(error(changed(3, to: -8)) == .unsupportedAlgorithm(-8))
        #expect(error(changed(1, to: 3)) == .algorithmKeyTypeMismatch(algorithm: -7, keyType: 3))
        #expect(error(changed(-1, to: 2)) == .unsupportedCurve(2))
    }

    @Test func coordinatesMustBe32BytesAndOnTheCurve() {
        #expect(error(changed(-2, to: .bytes(Array(repeating: 1, count: 33)))) == .wrongCoordinateLength(name: "x", length: 33))
        #expect(error(changed(-3, to: .bytes(Array(repeating: 1, count: 31)))) == .wrongCoordinateLength(name: "y", length: 31))
        #expect(error(changed(-3, to: .bytes(Array(repeating: 0, count: 31) + [1]))) == .pointNotOnCurve)
    }

    @Test func aPrivateKeyMemberIsRefused() {
        #expect(error(changed(-4, to: .bytes(Array(privateKey.rawRepresentation)))) == .privateKeyIncluded)
    }
}
