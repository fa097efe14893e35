#if canImport(Security) && canImport(LocalAuthentication)
import Foundation
import Logging

/// A ``SecureStore`` kept in one Keychain generic-password item (Apple platforms).
///
/// The item holds the same encrypted envelope as a ``FileSecureStore`` file — key
/// derivation, salt, key-check value and an AES-256-GCM sealed box of the values — so
/// the values need the passcode as well as the unlocked device. The item is accessible
/// only while the device is unlocked and stays on this device.
///
/// ```swift
/// let store = KeychainSecureStore(service: "com.example.app.secure-store", account: "alice")
/// try await store.create(passcode: passcode)
/// ```
///
/// Calls are serialised by the actor; the key and values are held only while open.
public actor KeychainSecureStore: SecureStore {
    private var engine: SecureStoreEngine<KeychainBackingStorage>

    /// Creates a store in the item `service`/`account` (nothing is read until a call).
    ///
    /// - Parameters:
    ///   - service: The item's `kSecAttrService`, e.g. the app's bundle identifier and a suffix.
    ///   - account: The item's `kSecAttrAccount`, e.g. the person's user name.
    ///   - derivation: How a new store or a changed passcode derives its key.
    ///   - logger: Where operation names and outcomes go (never a secret).
    public init(
        service: String, account: String, derivation: KeyDerivation = .standard,
        logger: Logger = Logger(label: "HaapiOnboarding.SecureStore")
    ) {
        engine = SecureStoreEngine(
            storage: KeychainBackingStorage(service: service, account: account), derivation: derivation, logger: logger)
    }

    public func exists() -> Bool { engine.exists() }

    public func isOpen() -> Bool { engine.isOpen }

    public func create(passcode: String) throws(SecureStoreError) {
        try engine.create(passcode: passcode)
    }

    public func open(passcode: String) throws(SecureStoreError) {
        try engine.open(passcode: passcode)
    }

    public func close() { engine.close() }

    public func data(forKey key: String) throws(SecureStoreError) -> Data? {
        try engine.data(forKey: key)
    }

    public func setData(_ data: Data?, forKey key: String) throws(SecureStoreError) {
        try engine.setData(data, forKey: key)
    }

    public func changePasscode(from oldPasscode: String, to newPasscode: String) throws(SecureStoreError) {
        try engine.changePasscode(from: oldPasscode, to: newPasscode)
    }

    /// Closes the store and deletes its Keychain item.
    public func destroy() throws(SecureStoreError) {
        try engine.destroy()
    }
}
#endif
