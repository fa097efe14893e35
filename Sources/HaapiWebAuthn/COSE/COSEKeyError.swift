/// Why a COSE_Key cannot be used as a credential public key.
public enum COSEKeyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes are not one CBOR item.
    case malformedCBOR(CBORError)
    /// The item is not a map.
    case notAMap(found: String)
    /// A required member (`kty`, `alg`, `crv`, `x`, `y`, `n`, `e`) is missing.
    case missingMember(label: Int, name: String)
    /// A member has the wrong CBOR type (e.g. a compressed `y`, which is a boolean).
    case wrongMemberType(label: Int, name: String, expected: String, found: String)
    /// `kty` is neither 2 (EC2) nor 3 (RSA).
    case unsupportedKeyType(Int)
    /// `alg` is neither -7 (ES256) nor -257 (RS256).
    case unsupportedAlgorithm(Int)
    /// `alg` does not go with `kty` (e.g. ES256 with an RSA key).
    case algorithmKeyTypeMismatch(algorithm: Int, keyType: Int)
    /// `crv` is not 1 (P-256).
    case unsupportedCurve(Int)
    /// `x` or `y` is not 32 bytes.
    case wrongCoordinateLength(name: String, length: Int)
    /// (`x`, `y`) is not a point on P-256.
    case pointNotOnCurve
    /// The map holds a private key member (`d`).
    case privateKeyIncluded
    /// `n` and `e` are not an acceptable RSA key (under 2048 bits, an even modulus, ...).
    case invalidRSAKey(reason: String)

    public var description: String {
        switch self {
        case .malformedCBOR(let error): "COSE key: \(error)"
        case .notAMap(let found): "COSE key: it is \(found), not a map"
        case .missingMember(let label, let name): "COSE key: \(name) (label \(label)) is missing"
        case .wrongMemberType(let label, let name, let expected, let found): "COSE key: \(name) (label \(label)) is \(found), not \(expected)"
        case .unsupportedKeyType(let kty): "COSE key: key type \(kty) is not supported (2 EC2 or 3 RSA)"
        case .unsupportedAlgorithm(let alg): "COSE key: algorithm \(alg) is not supported (-7 ES256 or -257 RS256)"
        case .algorithmKeyTypeMismatch(let alg, let kty): "COSE key: algorithm \(alg) does not go with key type \(kty)"
        case .unsupportedCurve(let crv): "COSE key: curve \(crv) is not supported (1 P-256)"
        case .wrongCoordinateLength(let name, let length): "COSE key: \(name) is \(length) bytes, not 32"
        case .pointNotOnCurve: "COSE key: the point is not on P-256"
        case .privateKeyIncluded: "COSE key: it holds a private key"
        case .invalidRSAKey(let reason): "COSE key: not an acceptable RSA key: \(reason)"
        }
    }
}
