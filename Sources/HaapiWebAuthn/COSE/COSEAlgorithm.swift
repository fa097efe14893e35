/// A COSE signature algorithm a passkey may use (IANA "COSE Algorithms").
public enum COSEAlgorithm: Int, Sendable, Hashable, Codable, CaseIterable {
    /// ECDSA with P-256 and SHA-256.
    case es256 = -7
    /// RSASSA-PKCS1-v1_5 with SHA-256.
    case rs256 = -257

    /// The COSE key type (`kty`) of its keys: 2 (EC2) for ES256, 3 (RSA) for RS256.
    public var keyType: Int {
        switch self {
        case .es256: 2
        case .rs256: 3
        }
    }
}
