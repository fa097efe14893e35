public import Foundation
public import Logging

/// A ``SecureStore`` sealed with a key derived from the passcode, over any
/// ``SecureStoreStorage``: ``FileSecureStore`` keeps the bytes in a file,
/// `KeychainSecureStore` in a Keychain item on Apple platforms. Everything but where
/// the bytes live is here, once.
///
/// The bytes hold the key derivation and its salt, a key-check value and an AES-256-GCM
/// sealed box of all the values (see ``KeyDerivation`` for the derivations), with a
/// format version. Every write replaces them in one step, so a crash mid-write leaves
/// the previous contents.
///
/// ```swift
/// let store = FileSecureStore(url: support.appending(path: "alice.store"), logger: logger)
/// try await store.create(passcode: passcode)
/// try await store.setData(Data("secret".utf8), forKey: "api-key")
/// await store.close()
/// try await store.open(passcode: passcode)          // .wrongPasscode, .corrupted(reason:) ...
/// ```
///
/// Calls are serialised by the actor; deriving the key (``open(passcode:)``,
/// ``create(passcode:)``, ``changePasscode(from:to:)``) takes a fraction of a second
/// with ``KeyDerivation/standard`` and holds the actor meanwhile. Use one instance per
/// storage: two instances writing the same bytes overwrite each other's values.
///
/// The key and the decrypted values are held in memory only while the store is open;
/// ``close()`` drops them (Swift cannot promise the memory is wiped at once). Nothing
/// secret is logged or put in an error.
public actor EncryptedSecureStore<Storage: SecureStoreStorage>: SecureStore {
    /// Where the sealed bytes live.
    public nonisolated let storage: Storage
    private var engine: SecureStoreEngine<Storage>

    /// Creates a store over `storage` (nothing is read or written until a call).
    ///
    /// - Parameters:
    ///   - storage: Where the sealed bytes live.
    ///   - derivation: How a new store or a changed passcode derives its key; an
    ///     existing store opens with the derivation recorded in it.
    ///   - logger: Where operation names and outcomes go (never a secret).
    public init(storage: Storage, derivation: KeyDerivation = .standard, logger: Logger = Logger(label: "HaapiOnboarding.SecureStore")) {
        self.storage = storage
        engine = SecureStoreEngine(storage: storage, derivation: derivation, logger: logger)
    }

    /// Whether a store has been created (bytes that cannot be read count as one).
    public func exists() -> Bool { engine.exists() }

    public func isOpen() -> Bool { engine.isOpen }

    /// Creates an empty store protected by `passcode` and leaves it open.
    ///
    /// - Throws: ``SecureStoreError/emptyPasscode``, ``SecureStoreError/alreadyExists``,
    ///   ``SecureStoreError/invalidDerivation(reason:)``, ``SecureStoreError/io(operation:path:message:)``.
    public func create(passcode: String) throws(SecureStoreError) {
        try engine.create(passcode: passcode)
    }

    /// Opens the store with `passcode`. A failed attempt leaves the store as it was
    /// (open or closed).
    ///
    /// - Throws: ``SecureStoreError/wrongPasscode``, ``SecureStoreError/notCreated``,
    ///   ``SecureStoreError/corrupted(reason:)``, ``SecureStoreError/unsupportedVersion(_:)``,
    ///   ``SecureStoreError/emptyPasscode``, ``SecureStoreError/io(operation:path:message:)``.
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

    /// Re-protects the store with `newPasscode` under a new salt and this instance's
    /// derivation, keeping the values; the store is open afterwards. Works whether the
    /// store is open or closed, as long as `oldPasscode` opens the stored bytes.
    public func changePasscode(from oldPasscode: String, to newPasscode: String) throws(SecureStoreError) {
        try engine.changePasscode(from: oldPasscode, to: newPasscode)
    }

    /// Closes the store and deletes its bytes; nothing happens when there are none.
    public func destroy() throws(SecureStoreError) {
        try engine.destroy()
    }
}
