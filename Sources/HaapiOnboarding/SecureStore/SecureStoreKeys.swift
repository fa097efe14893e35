import Crypto
import Foundation

/// The two keys a store uses, both expanded with HKDF-SHA-256 from the key derived from
/// the passcode: one encrypts the contents (AES-256-GCM), the other makes the key-check
/// value that tells a wrong passcode from damaged contents.
struct SecureStoreKeys: Sendable {
    /// Encrypts and authenticates the contents.
    let encryption: SymmetricKey
    /// Computes the key-check value.
    private let check: SymmetricKey

    private static let encryptionInfo = Data("HaapiKit secure store v1: contents encryption".utf8)
    private static let checkInfo = Data("HaapiKit secure store v1: key check".utf8)
    private static let checkMessage = Data("HaapiKit secure store v1: the passcode is right".utf8)

    /// Expands `master` (the key derived from the passcode) into the store's keys.
    init(master: SymmetricKey) {
        encryption = HKDF<SHA256>.deriveKey(inputKeyMaterial: master, info: Self.encryptionInfo, outputByteCount: 32)
        check = HKDF<SHA256>.deriveKey(inputKeyMaterial: master, info: Self.checkInfo, outputByteCount: 32)
    }

    /// HMAC-SHA-256 of a fixed message under the check key: stored in the header, it
    /// shows whether a passcode is right without decrypting anything.
    var keyCheckValue: Data {
        Data(HMAC<SHA256>.authenticationCode(for: Self.checkMessage, using: check))
    }

    /// Whether `value` is this key's check value (compared in constant time).
    func matches(keyCheckValue value: Data) -> Bool {
        HMAC<SHA256>.isValidAuthenticationCode(value, authenticating: Self.checkMessage, using: check)
    }
}
