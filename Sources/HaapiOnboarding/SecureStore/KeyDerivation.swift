import Crypto
import Foundation
import _CryptoExtras

/// How a secure store turns a passcode into its 256-bit key.
///
/// The derivation a store was created with is recorded in the store, so a store keeps
/// opening after the defaults change; ``SecureStore/changePasscode(from:to:)`` moves a
/// store to the derivation its owner is configured with now.
///
/// ```swift
/// let store = FileSecureStore(url: url)                                   // .standard
/// let hardened = FileSecureStore(url: url, derivation: .memoryHard)       // scrypt
/// let custom = KeyDerivation(algorithm: .pbkdf2SHA256(rounds: 1_000_000))
/// ```
///
/// The passcode is normalised to Unicode NFC before derivation, so the same passcode
/// typed on keyboards that compose accents differently gives the same key.
public struct KeyDerivation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A password-based key derivation function and its cost.
    public enum Algorithm: Sendable, Hashable {
        /// PBKDF2 with HMAC-SHA-256 and `rounds` iterations.
        case pbkdf2SHA256(rounds: Int)
        /// scrypt with CPU/memory cost `n` (a power of two), block size `r` and
        /// parallelism `p`; it needs about `128 × n × r` bytes of memory.
        case scrypt(n: Int, r: Int, p: Int)
    }

    /// The function and its cost.
    public var algorithm: Algorithm

    /// Creates a derivation. A store refuses one outside the accepted ranges
    /// (``SecureStoreError/invalidDerivation(reason:)``): PBKDF2 rounds from
    /// ``pbkdf2Rounds``; scrypt `n` a power of two up to 2^20, `r` 1–32, `p` 1–16 and
    /// at most ``scryptMemoryLimit`` bytes of memory.
    public init(algorithm: Algorithm) {
        self.algorithm = algorithm
    }

    /// The default: PBKDF2-HMAC-SHA-256 with 600 000 rounds, the OWASP Password Storage
    /// Cheat Sheet's figure for that function. It needs little memory, which suits
    /// phones and app extensions.
    public static let standard = KeyDerivation(algorithm: .pbkdf2SHA256(rounds: 600_000))

    /// scrypt with the OWASP minimum (n = 2^17, r = 8, p = 1): harder to attack with
    /// GPUs than PBKDF2, at the price of 128 MiB of memory for each derivation.
    public static let memoryHard = KeyDerivation(algorithm: .scrypt(n: 1 << 17, r: 8, p: 1))

    /// **Insecure — for tests only.** PBKDF2-HMAC-SHA-256 with 1 000 rounds, so a test
    /// creates and opens stores in milliseconds. A store made with it falls to a
    /// passcode guesser hundreds of times faster than one made with ``standard``.
    public static let fastForTests = KeyDerivation(algorithm: .pbkdf2SHA256(rounds: 1_000))

    /// The PBKDF2 round counts a store accepts.
    public static let pbkdf2Rounds = 1_000...10_000_000
    /// The most memory an scrypt derivation may ask for (256 MiB).
    public static let scryptMemoryLimit = 256 << 20

    /// The length of the derived key in bytes.
    static let keyByteCount = 32

    public var description: String {
        switch algorithm {
        case .pbkdf2SHA256(let rounds): "PBKDF2-HMAC-SHA-256, \(rounds) rounds"
        case .scrypt(let n, let r, let p): "scrypt, n=\(n) r=\(r) p=\(p)"
        }
    }

    /// What is out of range, or `nil` when the derivation may be used.
    var problem: String? {
        switch algorithm {
        case .pbkdf2SHA256(let rounds):
            guard Self.pbkdf2Rounds.contains(rounds) else {
                return "PBKDF2 rounds must be from \(Self.pbkdf2Rounds.lowerBound) to \(Self.pbkdf2Rounds.upperBound), not \(rounds)"
            }
        case .scrypt(let n, let r, let p):
            guard n >= 2, n <= 1 << 20, n & (n - 1) == 0 else { return "scrypt n must be a power of two from 2 to 2^20, not \(n)" }
            guard (1...32).contains(r) else { return "scrypt r must be from 1 to 32, not \(r)" }
            guard (1...16).contains(p) else { return "scrypt p must be from 1 to 16, not \(p)" }
            guard 128 * n * r <= Self.scryptMemoryLimit else {
                return "scrypt n × r needs \(128 * n * r) bytes, more than \(Self.scryptMemoryLimit)"
            }
        }
        return nil
    }

    /// Derives the store's master key from an already normalised passcode.
    ///
    /// - Throws: ``SecureStoreError/invalidDerivation(reason:)`` when the parameters are
    ///   out of range or the derivation fails (never with the passcode in the reason).
    func deriveKey(normalisedPasscode: String, salt: Data) throws(SecureStoreError) -> SymmetricKey {
        if let problem { throw .invalidDerivation(reason: problem) }
        let passcode = Data(normalisedPasscode.utf8)
        do {
            switch algorithm {
            case .pbkdf2SHA256(let rounds):
                return try KDF.Insecure.PBKDF2.deriveKey(
                    from: passcode, salt: salt, using: .sha256, outputByteCount: Self.keyByteCount, unsafeUncheckedRounds: rounds)
            case .scrypt(let n, let r, let p):
                return try KDF.Scrypt.deriveKey(
                    from: passcode, salt: salt, outputByteCount: Self.keyByteCount, rounds: n, blockSize: r, parallelism: p)
            }
        } catch {
            throw .invalidDerivation(reason: "\(self) failed")
        }
    }

    /// The passcode in Unicode NFC.
    ///
    /// - Throws: ``SecureStoreError/emptyPasscode`` for an empty passcode.
    static func normalise(_ passcode: String) throws(SecureStoreError) -> String {
        let normalised = passcode.precomposedStringWithCanonicalMapping
        guard !normalised.isEmpty else { throw .emptyPasscode }
        return normalised
    }

    // MARK: Codable

    private enum CodingKeys: String, CodingKey {
        case algorithm, rounds, n, r, p
    }

    private static let pbkdf2Name = "pbkdf2-hmac-sha256"
    private static let scryptName = "scrypt"

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .algorithm)
        switch name {
        case Self.pbkdf2Name:
            algorithm = .pbkdf2SHA256(rounds: try container.decode(Int.self, forKey: .rounds))
        case Self.scryptName:
            algorithm = .scrypt(
                n: try container.decode(Int.self, forKey: .n), r: try container.decode(Int.self, forKey: .r),
                p: try container.decode(Int.self, forKey: .p))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .algorithm, in: container, debugDescription: "unknown key derivation '\(name)'")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch algorithm {
        case .pbkdf2SHA256(let rounds):
            try container.encode(Self.pbkdf2Name, forKey: .algorithm)
            try container.encode(rounds, forKey: .rounds)
        case .scrypt(let n, let r, let p):
            try container.encode(Self.scryptName, forKey: .algorithm)
            try container.encode(n, forKey: .n)
            try container.encode(r, forKey: .r)
            try container.encode(p, forKey: .p)
        }
    }
}
