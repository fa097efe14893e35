public import Foundation
public import Logging

/// A ``SecureStore`` kept in one file readable by its owner only (0600): an
/// ``EncryptedSecureStore`` over ``FileSecureStoreStorage``.
///
/// ```swift
/// let store = FileSecureStore(url: support.appending(path: "alice.store"))
/// try await store.create(passcode: passcode)
/// ```
public typealias FileSecureStore = EncryptedSecureStore<FileSecureStoreStorage>

extension EncryptedSecureStore where Storage == FileSecureStoreStorage {
    /// Creates a store in the file at `url` (nothing is read or written until a call).
    ///
    /// - Parameters:
    ///   - url: The file; its directory is created when missing.
    ///   - derivation: How a new store or a changed passcode derives its key; an
    ///     existing store opens with the derivation recorded in it.
    ///   - logger: Where operation names and outcomes go (never a secret).
    public init(url: URL, derivation: KeyDerivation = .standard, logger: Logger = Logger(label: "HaapiOnboarding.SecureStore")) {
        self.init(storage: FileSecureStoreStorage(url: url), derivation: derivation, logger: logger)
    }

    /// The store's file.
    public nonisolated var url: URL { storage.url }
}
