public import Crypto
import Foundation
public import HaapiClient

/// A `DPoPKeyStore` that keeps the P-256 key in a ``SecureStore``, so the same key —
/// and the tokens bound to it — survive closing the store and restarting the app.
///
/// The key is created on first use and written through before it is returned.
/// Concurrent first calls share one creation. ``deleteKey()`` removes it from the store
/// (sign-out); the next use creates a new one. While the secure store is closed
/// ``signingKey()`` throws its ``SecureStoreError/notOpen``; the key is not cached
/// outside the store.
///
/// ```swift
/// let client = HaapiClient(configuration: config, dpopKeyStore: SecureStoreDPoPKeyStore(store: secureStore))
/// ```
public actor SecureStoreDPoPKeyStore: DPoPKeyStore {
    /// The secure store the key lives in.
    public nonisolated let store: any SecureStore
    /// The key the private key's raw bytes are stored under.
    public nonisolated let key: String
    private var creation: Task<P256.Signing.PrivateKey, any Error>?

    /// Creates a key store over `store`, keeping the key under `key`.
    public init(store: any SecureStore, key: String = "haapi.dpop-key") {
        self.store = store
        self.key = key
    }

    /// The stored key; created and stored on first use.
    ///
    /// - Throws: ``SecureStoreError`` from the store, or ``SecureStoreError/corrupted(reason:)``
    ///   when the stored value is not a P-256 key.
    public func signingKey() async throws -> P256.Signing.PrivateKey {
        if let creation { return try await creation.value }
        let store = store
        let key = key
        let task = Task { try await Self.loadOrCreate(in: store, key: key) }
        creation = task
        defer { creation = nil }
        return try await task.value
    }

    /// Removes the key from the secure store; a creation under way finishes first, so
    /// the key it writes is removed too.
    ///
    /// - Throws: ``SecureStoreError`` from the store (``SecureStoreError/notOpen`` while it is closed).
    public func deleteKey() async throws {
        if let creation { _ = try? await creation.value }
        try await store.setData(nil, forKey: key)
    }

    /// Keeps `privateKey` as the key from now on, replacing a stored one: for a key
    /// that signed proofs before the secure store existed (a login during onboarding,
    /// whose tokens are bound to it).
    public func adopt(_ privateKey: P256.Signing.PrivateKey) async throws(SecureStoreError) {
        try await store.setData(privateKey.rawRepresentation, forKey: key)
    }

    private static func loadOrCreate(in store: any SecureStore, key: String) async throws -> P256.Signing.PrivateKey {
        if let raw = try await store.data(forKey: key) {
            do {
                return try P256.Signing.PrivateKey(rawRepresentation: raw)
            } catch {
                throw SecureStoreError.corrupted(reason: "the value under '\(key)' is not a P-256 private key")
            }
        }
        let created = P256.Signing.PrivateKey()
        try await store.setData(created.rawRepresentation, forKey: key)
        return created
    }
}
