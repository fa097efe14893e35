public import Foundation
public import _CryptoExtras

/// An RSA public key that verifies RS256 and PS256 signatures (RFC 7518 sections 3.3 and
/// 3.5), checked when it is made: at least ``minimumBitCount`` bits, an odd modulus and
/// an odd public exponent greater than 1.
///
/// ```swift
/// let key = try jwk.rsaPublicKey()          // from the JWK's base64url `n` and `e`
/// try jws.verify(with: key)                 // alg RS256 or PS256
/// ```
public struct RSAPublicKey: Sendable, Hashable {
    /// The smallest modulus accepted, in bits (RFC 7518 section 3.3 and NIST SP 800-131A).
    public static let minimumBitCount = 2048
    /// The largest modulus accepted, in bits (the limit of the underlying BoringSSL).
    public static let maximumBitCount = 16_384
    /// The largest public exponent accepted, in bits (the limit of the underlying BoringSSL).
    static let maximumExponentBitCount = 33

    /// The modulus `n`, big-endian, without leading zero bytes.
    public let modulus: Data
    /// The public exponent `e`, big-endian, without leading zero bytes.
    public let exponent: Data
    /// The size of the modulus in bits, e.g. 2048.
    public let bitCount: Int
    private let key: _RSA.Signing.PublicKey

    /// Creates a key from its modulus and public exponent, both unsigned big-endian
    /// integers (leading zero bytes are ignored).
    ///
    /// - Throws: ``JWKError/keyTooSmall(bits:minimum:)`` for a modulus under 2048 bits;
    ///   ``JWKError/invalidMember(_:reason:)`` naming `n` or `e` when it cannot be part of an
    ///   RSA public key.
    public init(modulus: Data, exponent: Data) throws(JWKError) {
        let n = Self.stripLeadingZeros(modulus)
        let e = Self.stripLeadingZeros(exponent)
        let bits = Self.bitCount(of: n)
        guard bits > 0 else { throw .invalidMember("n", reason: "is zero") }
        guard bits >= Self.minimumBitCount else { throw .keyTooSmall(bits: bits, minimum: Self.minimumBitCount) }
        guard bits <= Self.maximumBitCount else {
            throw .invalidMember("n", reason: "has \(bits) bits; at most \(Self.maximumBitCount) are supported")
        }
        guard let last = n.last, last & 1 == 1 else { throw .invalidMember("n", reason: "is even, so not an RSA modulus") }
        guard let lastE = e.last, lastE & 1 == 1, Self.bitCount(of: e) > 1 else {
            throw .invalidMember("e", reason: "is not an odd number greater than 1")
        }
        guard Self.bitCount(of: e) <= Self.maximumExponentBitCount else {
            throw .invalidMember("e", reason: "has \(Self.bitCount(of: e)) bits; at most \(Self.maximumExponentBitCount) are supported")
        }
        do {
            key = try _RSA.Signing.PublicKey(n: n, e: e)
        } catch {
            throw .invalidMember("n", reason: "(n, e) is not a valid RSA public key: \(error)")
        }
        self.modulus = n
        self.exponent = e
        self.bitCount = bits
    }

    /// Wraps a swift-crypto key, e.g. the public half of an `_RSA.Signing.PrivateKey`.
    ///
    /// - Throws: as ``init(modulus:exponent:)``.
    public init(_ key: _RSA.Signing.PublicKey) throws(JWKError) {
        let primitives: _RSA.Signing.PublicKey.Primitives
        do {
            primitives = try key.getKeyPrimitives()
        } catch {
            throw .invalidMember("n", reason: "the key's modulus and exponent cannot be read: \(error)")
        }
        try self.init(modulus: primitives.modulus, exponent: primitives.publicExponent)
    }

    /// Whether `signature` is a valid RS256 or PS256 signature of `data` (hashed with
    /// SHA-256 here). Always `false` for ES256 and for a signature that is not exactly as
    /// long as the modulus.
    ///
    /// ```swift
    /// let valid = key.isValidSignature(signature, for: signedBytes, algorithm: .rs256)
    /// ```
    public func isValidSignature(_ signature: Data, for data: Data, algorithm: JWSAlgorithm) -> Bool {
        let padding: _RSA.Signing.Padding
        switch algorithm {
        case .rs256: padding = .insecurePKCS1v1_5
        case .ps256: padding = .PSS  // MGF1 with SHA-256, salt as long as the digest (32 bytes)
        case .es256: return false
        }
        guard signature.count == (bitCount + 7) / 8 else { return false }
        return key.isValidSignature(_RSA.Signing.RSASignature(rawRepresentation: signature), for: data, padding: padding)
    }

    public static func == (lhs: RSAPublicKey, rhs: RSAPublicKey) -> Bool {
        lhs.modulus == rhs.modulus && lhs.exponent == rhs.exponent
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(modulus)
        hasher.combine(exponent)
    }

    // MARK: Big-endian integers

    private static func stripLeadingZeros(_ bytes: Data) -> Data {
        Data(bytes.drop { $0 == 0 })
    }

    /// The number of significant bits of a big-endian integer without leading zero bytes.
    private static func bitCount(of bytes: Data) -> Int {
        guard let first = bytes.first else { return 0 }
        return (bytes.count - 1) * 8 + (UInt8.bitWidth - first.leadingZeroBitCount)
    }
}
