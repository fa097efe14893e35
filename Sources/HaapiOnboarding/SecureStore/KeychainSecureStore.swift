#if canImport(Security)
import Logging

/// A ``SecureStore`` kept in one Keychain generic-password item (Apple platforms): an
/// ``EncryptedSecureStore`` over `KeychainSecureStoreStorage`.
///
/// The item holds the same sealed bytes as a ``FileSecureStore`` file, so the values
/// need the passcode as well as the unlocked device.
///
/// ```swift
/// let store = KeychainSecureStore(service: "com.example.app.secure-store", account: "alice")
/// try await store.create(passcode: passcode)
/// ```
public typealias KeychainSecureStore = EncryptedSecureStore<KeychainSecureStoreStorage>

extension EncryptedSecureStore where Storage == KeychainSecureStoreStorage {
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
        self.init(storage: KeychainSecureStoreStorage(service: service, account: account), derivation: derivation, logger: logger)
    }
}
#endif
