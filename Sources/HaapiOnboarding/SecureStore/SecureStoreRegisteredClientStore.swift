import Foundation
public import HaapiClient

/// A `RegisteredClientStore` that keeps the client registered from a template (its
/// secret and registration access token) in a ``SecureStore`` under one key, encrypted at
/// rest with the person's passcode.
///
/// While the secure store is closed every call throws its
/// ``SecureStoreError/notOpen``: there is no fallback to memory.
///
/// ```swift
/// let registration = DynamicClientRegistration(
///     templateClientID: "haapi-dcr-template", authorization: .softwareStatement(statement),
///     store: SecureStoreRegisteredClientStore(store: secureStore))
/// ```
public struct SecureStoreRegisteredClientStore: RegisteredClientStore {
    /// The secure store the registration lives in.
    public let store: any SecureStore
    /// The key the registration is stored under.
    public let key: String

    /// The key a registration is kept under unless another is given.
    public static let defaultKey = "haapi.registered-client"

    /// Creates a store over `store`, keeping the registration under `key`.
    public init(store: any SecureStore, key: String = defaultKey) {
        self.store = store
        self.key = key
    }

    private var slot: SecureStoreSlot<RegisteredClient> { SecureStoreSlot(store: store, key: key, what: "a stored registration") }

    /// The stored registration, or `nil` when none is stored.
    ///
    /// - Throws: ``SecureStoreError`` from the store, or ``SecureStoreError/corrupted(reason:)``
    ///   when the stored value is not a registration.
    public func load() async throws -> RegisteredClient? { try await slot.load() }

    /// Replaces the stored registration (written through to the secure store).
    public func save(_ client: RegisteredClient) async throws { try await slot.save(client) }

    /// Removes the stored registration.
    public func clear() async throws { try await slot.clear() }
}
