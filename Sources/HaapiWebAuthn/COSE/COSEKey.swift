public import Crypto
import Foundation
public import HaapiJOSE
import _CryptoExtras

/// A credential public key as a COSE_Key (RFC 9052 §7, RFC 9053 §2 and §7; WebAuthn
/// Level 3 §6.5.1.1): an EC2 P-256 key for ES256 or an RSA key for RS256, checked when
/// it is read (the point is on the curve; the RSA key has at least 2048 bits).
///
/// ```swift
/// let key = try COSEKey(cborBytes: credential.publicKey)
/// let valid = key.isValidSignature(signature, for: authenticatorData + clientDataHash)
/// ```
public struct COSEKey: Sendable, Hashable {
    /// The key material.
    public enum Parameters: Sendable, Hashable {
        /// An EC2 key on P-256: the affine coordinates, 32 bytes each.
        case ec2P256(x: [UInt8], y: [UInt8])
        /// An RSA key.
        case rsa(RSAPublicKey)
    }

    /// COSE_Key labels (RFC 9052 §7.1, RFC 9053 §7.1 and §7.2, RFC 8230 §4).
    enum Label {
        static let keyType = 1
        static let algorithm = 3
        static let curve = -1
        static let x = -2
        static let y = -3
        static let ecPrivate = -4
        static let modulus = -1
        static let exponent = -2
        static let rsaPrivate = -3
    }

    /// The algorithm the key is for.
    public let algorithm: COSEAlgorithm
    /// The key material.
    public let parameters: Parameters
    private let verifier: Verifier

    private enum Verifier: Sendable {
        case p256(P256.Signing.PublicKey)
        case rsa(RSAPublicKey, _RSA.Signing.PublicKey)
    }

    /// An ES256 key.
    public init(_ key: P256.Signing.PublicKey) {
        let point = Array(key.x963Representation)
        algorithm = .es256
        parameters = .ec2P256(x: Array(point[1..<33]), y: Array(point[33..<65]))
        verifier = .p256(key)
    }

    /// Reads a key from its COSE_Key CBOR bytes.
    ///
    /// - Throws: ``COSEKeyError``, ``COSEKeyError/malformedCBOR(_:)`` when the bytes are not one CBOR item.
    public init(cborBytes: some Collection<UInt8>) throws(COSEKeyError) {
        let value: CBORValue
        do throws(CBORError) {
            value = try CBORDecoder().decode(cborBytes)
        } catch {
            throw .malformedCBOR(error)
        }
        try self.init(cbor: value)
    }

    /// Reads a key from a decoded COSE_Key map: `kty` and `alg` must be present and
    /// agree; private members are refused.
    ///
    /// - Throws: ``COSEKeyError`` naming the member that is missing or wrong.
    public init(cbor: CBORValue) throws(COSEKeyError) {
        guard case .map(let members) = cbor else { throw .notAMap(found: cbor.typeDescription) }
        let reader = COSEKeyReader(members: members)
        let keyType = try reader.integer(Label.keyType, "kty")
        let algorithmNumber = try reader.integer(Label.algorithm, "alg")
        guard let algorithm = COSEAlgorithm(rawValue: algorithmNumber) else { throw .unsupportedAlgorithm(algorithmNumber) }
        guard keyType == 2 || keyType == 3 else { throw .unsupportedKeyType(keyType) }
        guard algorithm.keyType == keyType else { throw .algorithmKeyTypeMismatch(algorithm: algorithmNumber, keyType: keyType) }
        self.algorithm = algorithm
        switch algorithm {
        case .es256:
            guard members[CBORValue(Label.ecPrivate)] == nil else { throw .privateKeyIncluded }
            let curve = try reader.integer(Label.curve, "crv")
            guard curve == 1 else { throw .unsupportedCurve(curve) }
            let x = try reader.bytes(Label.x, "x")
            let y = try reader.bytes(Label.y, "y")
            guard x.count == 32 else { throw .wrongCoordinateLength(name: "x", length: x.count) }
            guard y.count == 32 else { throw .wrongCoordinateLength(name: "y", length: y.count) }
            guard let key = try? P256.Signing.PublicKey(x963Representation: [0x04] + x + y) else { throw .pointNotOnCurve }
            parameters = .ec2P256(x: x, y: y)
            verifier = .p256(key)
        case .rs256:
            guard members[CBORValue(Label.rsaPrivate)] == nil else { throw .privateKeyIncluded }
            let modulus = try reader.bytes(Label.modulus, "n")
            let exponent = try reader.bytes(Label.exponent, "e")
            let key: RSAPublicKey
            do throws(JWKError) {
                key = try RSAPublicKey(modulus: Data(modulus), exponent: Data(exponent))
            } catch {
                throw .invalidRSAKey(reason: error.description)
            }
            guard let swiftCryptoKey = try? _RSA.Signing.PublicKey(n: key.modulus, e: key.exponent) else {
                throw .invalidRSAKey(reason: "the modulus and exponent do not make a key")
            }
            parameters = .rsa(key)
            verifier = .rsa(key, swiftCryptoKey)
        }
    }

    /// The COSE_Key map: `kty`, `alg`, and `crv`, `x`, `y` (EC2) or `n`, `e` (RSA).
    public var cbor: CBORValue {
        switch parameters {
        case .ec2P256(let x, let y):
            [1: CBORValue(algorithm.keyType), 3: CBORValue(algorithm.rawValue), -1: 1, -2: .bytes(x), -3: .bytes(y)]
        case .rsa(let key):
            [1: CBORValue(algorithm.keyType), 3: CBORValue(algorithm.rawValue), -1: .bytes(Array(key.modulus)), -2: .bytes(Array(key.exponent))]
        }
    }

    /// ``cbor`` in CTAP2 canonical CBOR, as authenticator data carries it.
    public var cborBytes: [UInt8] { CBOREncoder().encode(cbor) }

    /// The key as a DER `SubjectPublicKeyInfo` (the Level 3 `publicKey` member of a registration).
    public var subjectPublicKeyInfo: [UInt8] {
        switch verifier {
        case .p256(let key): Array(key.derRepresentation)
        case .rsa(_, let key): Array(key.derRepresentation)
        }
    }

    /// Whether `signature` signs `data` with this key: for ES256 a DER-encoded ECDSA
    /// signature (as WebAuthn carries it), for RS256 a PKCS#1 v1.5 signature as long as
    /// the modulus; both over SHA-256 of `data`.
    public func isValidSignature(_ signature: some Collection<UInt8>, for data: some Collection<UInt8>) -> Bool {
        switch verifier {
        case .p256(let key):
            guard let ecdsa = try? P256.Signing.ECDSASignature(derRepresentation: Array(signature)) else { return false }
            return key.isValidSignature(ecdsa, for: Array(data))
        case .rsa(let key, _):
            return key.isValidSignature(Data(signature), for: Data(data), algorithm: .rs256)
        }
    }

    public static func == (lhs: COSEKey, rhs: COSEKey) -> Bool {
        lhs.algorithm == rhs.algorithm && lhs.parameters == rhs.parameters
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(algorithm)
        hasher.combine(parameters)
    }
}

/// Reads typed members of a COSE_Key map by label.
private struct COSEKeyReader {
    let members: [CBORValue: CBORValue]

    func value(_ label: Int, _ name: String) throws(COSEKeyError) -> CBORValue {
        guard let value = members[CBORValue(label)] else { throw .missingMember(label: label, name: name) }
        return value
    }

    func integer(_ label: Int, _ name: String) throws(COSEKeyError) -> Int {
        let member = try value(label, name)
        guard let number = member.intValue else {
            throw .wrongMemberType(label: label, name: name, expected: "an integer", found: member.typeDescription)
        }
        return number
    }

    func bytes(_ label: Int, _ name: String) throws(COSEKeyError) -> [UInt8] {
        let member = try value(label, name)
        guard case .bytes(let bytes) = member else {
            throw .wrongMemberType(label: label, name: name, expected: "a byte string", found: member.typeDescription)
        }
        return bytes
    }
}
