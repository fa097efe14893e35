import Foundation
public import HaapiClient

/// A `TokenStore` that keeps the tokens in a ``SecureStore`` under one key, so they
/// are encrypted at rest with the person's passcode.
///
/// While the secure store is closed every call throws its
/// ``SecureStoreError/notOpen``: there is no fallback to memory.
///
/// ```swift
/// let tokens = SecureStoreTokenStore(store: secureStore)
/// let client = HaapiClient(configuration: config, tokenStore: tokens)
/// ```
public struct SecureStoreTokenStore: TokenStore {
    /// The secure store the tokens live in.
    public let store: any SecureStore
    /// The key the tokens are stored under.
    public let key: String

    /// The key tokens are kept under unless another is given.
    public static let defaultKey = "haapi.tokens"

    /// Creates a token store over `store`, keeping the tokens under `key`.
    public init(store: any SecureStore, key: String = defaultKey) {
        self.store = store
        self.key = key
    }

    private var slot: SecureStoreSlot<StoredTokens> { SecureStoreSlot(store: store, key: key, what: "stored tokens") }

    /// The stored tokens, or `nil` when none are stored.
    ///
    /// - Throws: ``SecureStoreError`` from the store, or ``SecureStoreError/corrupted(reason:)``
    ///   when the stored value is not tokens.
    public func load() async throws -> OAuthTokens? { try await slot.load()?.tokens }

    /// Replaces the stored tokens (written through to the secure store).
    public func save(_ tokens: OAuthTokens) async throws { try await slot.save(StoredTokens(tokens)) }

    /// Removes the stored tokens.
    public func clear() async throws { try await slot.clear() }
}
