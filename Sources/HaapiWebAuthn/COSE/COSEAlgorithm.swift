/// A COSE signature algorithm a passkey may use (IANA "COSE Algorithms").
public enum COSEAlgorithm: Int, Sendable, Hashable, Codable, CaseIterable {
    /// ECDSA with P-256 and SHA-256.
    case es256 = -7
    /// RSASSA-PKCS1-v1_5 with SHA-256.
    case rs256 = -257
}
