public import Crypto
public import Foundation

/// Makes a private encryption key from a passcode (seed 002's
/// `FUIPrivateEncryptionKeyGenerator`, which the passcode controllers adopt): a 256-bit
/// key an app encrypts its own data with, made as a secure store makes its key (the
/// passcode normalised to Unicode NFC, then ``keyDerivation`` with the app's salt), so the
/// app keeps the salt and never the passcode.
///
/// ```swift
/// let salt = Data((0..<16).map { _ in UInt8.random(in: 0...255) })   // kept beside the data
/// let key = try await passcodeController.privateEncryptionKey(fromPasscode: passcode, salt: salt)
/// let sealed = try AES.GCM.seal(notes, using: key)
/// ```
@MainActor
public protocol PrivateEncryptionKeyGenerator: AnyObject {
    /// How keys are derived (``KeyDerivation/standard`` unless the app chose another).
    var keyDerivation: KeyDerivation { get }

    /// The key for `passcode` and `salt`, derived off the main actor.
    ///
    /// - Throws: ``SecureStoreError/emptyPasscode``; ``SecureStoreError/invalidDerivation(reason:)``
    ///   when `salt` is shorter than ``PrivateEncryptionKeyGeneratorLimits/minimumSaltLength``
    ///   bytes or ``keyDerivation`` is out of range.
    func privateEncryptionKey(fromPasscode passcode: String, salt: Data) async throws(SecureStoreError) -> SymmetricKey
}

/// What ``PrivateEncryptionKeyGenerator`` asks of its input.
public enum PrivateEncryptionKeyGeneratorLimits {
    /// The shortest salt, in bytes (NIST SP 800-132's minimum of 128 bits).
    public static let minimumSaltLength = 16
}

extension PrivateEncryptionKeyGenerator {
    public func privateEncryptionKey(fromPasscode passcode: String, salt: Data) async throws(SecureStoreError) -> SymmetricKey {
        guard salt.count >= PrivateEncryptionKeyGeneratorLimits.minimumSaltLength else {
            throw .invalidDerivation(reason: "the salt must be at least \(PrivateEncryptionKeyGeneratorLimits.minimumSaltLength) bytes")
        }
        let normalised = try KeyDerivation.normalise(passcode)
        return try await keyDerivation.deriveKeyOffTheCaller(normalisedPasscode: normalised, salt: salt)
    }
}

extension KeyDerivation {
    /// ``deriveKey(normalisedPasscode:salt:)`` on the concurrent pool, so a slow derivation
    /// never holds the caller's actor (the main actor of a screen).
    @concurrent
    nonisolated func deriveKeyOffTheCaller(normalisedPasscode: String, salt: Data) async throws(SecureStoreError) -> SymmetricKey {
        try deriveKey(normalisedPasscode: normalisedPasscode, salt: salt)
    }
}
