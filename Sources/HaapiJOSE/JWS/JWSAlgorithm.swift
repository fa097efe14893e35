/// The JWS signature algorithms this library verifies (RFC 7518 section 3.1).
///
/// ```swift
/// let jws = try CompactJWS(parsing: token)
/// guard let algorithm = jws.signatureAlgorithm, accepted.contains(algorithm) else { reject() }
/// try jws.verify(with: jwk)      // EC P-256 key for ES256, RSA key for RS256 and PS256
/// ```
public enum JWSAlgorithm: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// ECDSA with P-256 and SHA-256 (RFC 7518 section 3.4); the only one this library signs with.
    case es256 = "ES256"
    /// RSASSA-PKCS1-v1_5 with SHA-256 (RFC 7518 section 3.3).
    case rs256 = "RS256"
    /// RSASSA-PSS with SHA-256, MGF1 with SHA-256 and a 32-byte salt (RFC 7518 section 3.5).
    case ps256 = "PS256"

    /// The `kty` of the keys that verify this algorithm: `EC` or `RSA`.
    public var keyType: String {
        switch self {
        case .es256: "EC"
        case .rs256, .ps256: "RSA"
        }
    }

    /// The `alg` header value, e.g. `RS256`.
    public var description: String { rawValue }

    /// Whether `key` is of the type and (for EC) the curve this algorithm needs, ignoring its
    /// `use` and `alg` members (see ``JWK/usageProblem(for:)``).
    public func fits(_ key: JWK) -> Bool {
        guard key.kty == keyType else { return false }
        switch self {
        case .es256: return key.crv == "P-256"
        case .rs256, .ps256: return true
        }
    }

    /// `algorithms` as a sorted, comma-separated list for messages, e.g. `ES256, PS256, RS256`.
    public static func list(_ algorithms: some Sequence<JWSAlgorithm>) -> String {
        algorithms.map(\.rawValue).sorted().joined(separator: ", ")
    }
}
