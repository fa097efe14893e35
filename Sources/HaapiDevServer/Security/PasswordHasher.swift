import Crypto
import _CryptoExtras
import Foundation
public import HaapiJOSE

/// Hashes and checks passwords with PBKDF2-HMAC-SHA256.
///
/// Stored form: `pbkdf2-sha256$<iterations>$<base64url salt>$<base64url 32-byte hash>`,
/// so each hash keeps the iteration count it was made with.
public struct PasswordHasher: Sendable {
    /// The prefix of the stored form.
    public static let scheme = "pbkdf2-sha256"
    /// Iterations for new hashes.
    public let iterations: Int

    /// Creates a hasher for `iterations` rounds (at least 1).
    public init(iterations: Int) {
        self.iterations = max(1, iterations)
    }

    /// Hashes `password` with a 16-byte salt from `random`.
    public func hash(_ password: String, random: some RandomSource) throws(PasswordHashError) -> String {
        let salt = random.bytes(16)
        let derived = try Self.derive(password, salt: salt, iterations: iterations)
        return "\(Self.scheme)$\(iterations)$\(Base64URL.encode(salt))$\(Base64URL.encode(derived))"
    }

    /// Whether `password` matches `stored`; a malformed stored hash never matches.
    public static func verify(_ password: String, against stored: String) -> Bool {
        let parts = stored.split(separator: "$", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == scheme, let iterations = Int(parts[1]), iterations > 0,
            let salt = try? Base64URL.decode(String(parts[2])),
            let expected = try? Base64URL.decode(String(parts[3])), expected.count == 32,
            let derived = try? derive(password, salt: Array(salt), iterations: iterations)
        else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(derived, expected) { difference |= a ^ b }
        return difference == 0
    }

    /// Whether `stored` is in the stored form (used to check configuration values).
    public static func isWellFormed(_ stored: String) -> Bool {
        let parts = stored.split(separator: "$", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == scheme && (Int(parts[1]) ?? 0) > 0
            && (try? Base64URL.decode(String(parts[2]))) != nil
            && (try? Base64URL.decode(String(parts[3])))?.count == 32
    }

    static func derive(_ password: String, salt: [UInt8], iterations: Int) throws(PasswordHashError) -> [UInt8] {
        do {
            let key = try KDF.Insecure.PBKDF2.deriveKey(
                from: Array(password.utf8), salt: salt, using: .sha256, outputByteCount: 32,
                unsafeUncheckedRounds: iterations)
            return key.withUnsafeBytes { Array($0) }
        } catch {
            throw PasswordHashError(reason: "PBKDF2 failed: \(error)")
        }
    }
}

/// PBKDF2 could not run.
public struct PasswordHashError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public var reason: String
    public var description: String { "password hashing: \(reason)" }
}
