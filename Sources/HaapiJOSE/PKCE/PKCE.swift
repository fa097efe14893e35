import Crypto
import Foundation

/// Proof Key for Code Exchange (RFC 7636) with the `S256` method.
///
/// ```swift
/// let verifier = try PKCE.generateVerifier(using: SystemRandomSource())
/// let challenge = PKCE.challenge(for: verifier)   // send with code_challenge_method=S256
/// // later, on the server:
/// let ok = PKCE.matches(verifier: verifier, challenge: challenge)
/// ```
public enum PKCE {
    /// The `code_challenge_method` value for the SHA-256 method.
    public static let s256Method = "S256"
    /// The shortest verifier RFC 7636 allows.
    public static let minimumLength = 43
    /// The longest verifier RFC 7636 allows.
    public static let maximumLength = 128

    /// Generates a code verifier of `length` characters from random bytes.
    ///
    /// The characters are base64url (`A-Z a-z 0-9 - _`), a subset of the unreserved set, so
    /// each carries 6 bits of entropy; the default 64 characters carry 384 bits.
    ///
    /// - Throws: ``PKCEError/invalidLength(_:)`` when `length` is outside 43...128.
    public static func generateVerifier(length: Int = 64, using random: some RandomSource) throws(PKCEError) -> String {
        guard (minimumLength...maximumLength).contains(length) else { throw .invalidLength(length) }
        let byteCount = (length * 3 + 3) / 4
        let encoded = Base64URL.encode(random.bytes(byteCount))
        return String(encoded.prefix(length))
    }

    /// The `S256` code challenge: base64url(SHA-256(ASCII(verifier))).
    public static func challenge(for verifier: String) -> String {
        Base64URL.encode(SHA256.hash(data: Data(verifier.utf8)))
    }

    /// Checks that a verifier has 43...128 characters, all from `A-Z a-z 0-9 - . _ ~`.
    ///
    /// - Throws: ``PKCEError`` naming the bad length or the first bad character's offset.
    public static func validateVerifier(_ verifier: String) throws(PKCEError) {
        let bytes = Array(verifier.utf8)
        guard (minimumLength...maximumLength).contains(bytes.count) else {
            throw .invalidLength(bytes.count)
        }
        for (offset, byte) in bytes.enumerated() where !isUnreserved(byte) {
            throw .invalidCharacter(offset: offset)
        }
    }

    /// Server side: whether `verifier` is valid and its `S256` challenge equals `challenge`.
    /// The comparison takes the same time wherever the first difference is.
    public static func matches(verifier: String, challenge: String, method: String = s256Method) -> Bool {
        guard method == s256Method, (try? validateVerifier(verifier)) != nil else { return false }
        return ConstantTime.equals(Self.challenge(for: verifier), challenge)
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}

/// Why a PKCE verifier is not acceptable.
public enum PKCEError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The verifier (or requested length) is not 43...128 characters.
    case invalidLength(Int)
    /// A character outside `A-Z a-z 0-9 - . _ ~` at the given offset.
    case invalidCharacter(offset: Int)

    public var description: String {
        switch self {
        case .invalidLength(let length):
            return "PKCE: code_verifier length \(length) is outside 43...128"
        case .invalidCharacter(let offset):
            return "PKCE: code_verifier has a character outside the unreserved set at offset \(offset)"
        }
    }
}
