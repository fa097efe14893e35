public import Crypto
import Foundation

/// A JSON Web Key (RFC 7517).
///
/// The key keeps every member it was given, so that checks such as "contains no private key
/// material" see exactly what was sent. Typed accessors cover EC keys (`kty`, `crv`, `x`,
/// `y`; ``p256PublicKey()``) and RSA keys (`kty`, `n`, `e`; ``rsaPublicKey()``); other key
/// types are carried as plain members.
///
/// ```swift
/// let key = P256.Signing.PrivateKey()
/// let jwk = JWK(key.publicKey)                  // {"crv":"P-256","kty":"EC","x":…,"y":…}
/// let sameKey = try jwk.p256PublicKey()
/// let jkt = try jwk.thumbprint()
/// ```
public struct JWK: Sendable, Hashable {
    /// All members of the key, as received or built.
    public let members: JWTClaims

    /// Member names that only a private or symmetric key carries (RFC 7518 section 6).
    public static let privateMemberNames: Set<String> = ["d", "p", "q", "dp", "dq", "qi", "oth", "k"]

    /// Creates a key from its members. `kty` must be present and a string; EC keys need string
    /// `crv`, `x`, `y`; RSA keys need string `n`, `e`.
    public init(members: JWTClaims) throws(JWKError) {
        guard let kty = members["kty"] else { throw .missingMember("kty") }
        guard let ktyString = kty.stringValue else { throw .invalidMember("kty", reason: "not a string") }
        let required: [String]
        switch ktyString {
        case "EC": required = ["crv", "x", "y"]
        case "RSA": required = ["n", "e"]
        default: required = []
        }
        for name in required {
            guard let value = members[name] else { throw .missingMember(name) }
            guard value.stringValue != nil else { throw .invalidMember(name, reason: "not a string") }
        }
        self.members = members
    }

    /// An EC public key on P-256.
    public init(_ publicKey: P256.Signing.PublicKey, keyID: String? = nil) {
        let raw = Array(publicKey.rawRepresentation)
        var members: JWTClaims = [
            "kty": "EC",
            "crv": "P-256",
            "x": .string(Base64URL.encode(raw[0..<32])),
            "y": .string(Base64URL.encode(raw[32..<64])),
        ]
        if let keyID { members["kid"] = .string(keyID) }
        self.members = members
    }

    /// An EC public key from its base64url coordinates (no validation of the point until
    /// ``p256PublicKey()`` is called).
    public static func ec(crv: String, x: String, y: String) -> JWK {
        JWK(unchecked: ["kty": "EC", "crv": .string(crv), "x": .string(x), "y": .string(y)])
    }

    /// An RSA public key from its base64url modulus `n` and exponent `e`.
    public static func rsa(n: String, e: String) -> JWK {
        JWK(unchecked: ["kty": "RSA", "n": .string(n), "e": .string(e)])
    }

    /// A key from members known to be valid.
    init(unchecked members: JWTClaims) {
        self.members = members
    }

    /// The key type, such as `EC`, `RSA`, `OKP` or `oct`.
    public var kty: String { members["kty"]?.stringValue ?? "" }
    /// The curve of an EC or OKP key.
    public var crv: String? { members["crv"]?.stringValue }
    /// The base64url x coordinate of an EC or OKP key.
    public var x: String? { members["x"]?.stringValue }
    /// The base64url y coordinate of an EC key.
    public var y: String? { members["y"]?.stringValue }
    /// The base64url modulus of an RSA key.
    public var n: String? { members["n"]?.stringValue }
    /// The base64url public exponent of an RSA key.
    public var e: String? { members["e"]?.stringValue }
    /// The key ID, if any.
    public var kid: String? { members["kid"]?.stringValue }

    /// The names of private or symmetric members present, sorted; empty for a public key.
    public var privateMembers: [String] {
        members.keys.filter { Self.privateMemberNames.contains($0) }.sorted()
    }

    /// The same key without private or symmetric members.
    public var publicKeyOnly: JWK {
        JWK(unchecked: members.filter { !Self.privateMemberNames.contains($0.key) })
    }

    /// Converts an EC P-256 key to a CryptoKit/swift-crypto public key.
    ///
    /// - Throws: ``JWKError`` when the key is not EC, not on P-256, or its coordinates are
    ///   not 32 bytes of a valid point.
    public func p256PublicKey() throws(JWKError) -> P256.Signing.PublicKey {
        guard kty == "EC" else { throw .unsupportedKeyType(kty) }
        guard crv == "P-256" else { throw .unsupportedCurve(crv ?? "") }
        let xBytes = try coordinate("x")
        let yBytes = try coordinate("y")
        do {
            return try P256.Signing.PublicKey(rawRepresentation: xBytes + yBytes)
        } catch {
            throw .invalidMember("x", reason: "(x, y) is not a point on P-256")
        }
    }

    private func coordinate(_ name: String) throws(JWKError) -> Data {
        guard let text = members[name]?.stringValue else { throw .missingMember(name) }
        let bytes: Data
        do {
            bytes = try Base64URL.decode(text)
        } catch {
            throw .invalidMember(name, reason: error.description)
        }
        guard bytes.count == 32 else {
            throw .invalidMember(name, reason: "expected 32 bytes, got \(bytes.count)")
        }
        return bytes
    }
}

extension JWK: Codable {
    public init(from decoder: any Decoder) throws {
        let members = try [String: JWTClaimValue](from: decoder)
        try self.init(members: members)
    }

    public func encode(to encoder: any Encoder) throws {
        try members.encode(to: encoder)
    }
}

/// Why a JWK was rejected or could not be used.
public enum JWKError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A required member is absent.
    case missingMember(String)
    /// A member is present but unusable.
    case invalidMember(String, reason: String)
    /// The `kty` is not supported by the operation.
    case unsupportedKeyType(String)
    /// The `crv` is not supported by the operation.
    case unsupportedCurve(String)
    /// An RSA key's modulus (`n`) has `bits` bits, fewer than the `minimum` accepted.
    case keyTooSmall(bits: Int, minimum: Int)

    public var description: String {
        switch self {
        case .missingMember(let name):
            return "JWK: missing member '\(name)'"
        case .invalidMember(let name, let reason):
            return "JWK: invalid member '\(name)': \(reason)"
        case .unsupportedKeyType(let kty):
            return "JWK: unsupported key type (kty) '\(kty)'"
        case .unsupportedCurve(let crv):
            return "JWK: unsupported curve (crv) '\(crv)'"
        case .keyTooSmall(let bits, let minimum):
            return "JWK: the RSA modulus (n) has \(bits) bits; at least \(minimum) are required"
        }
    }
}
