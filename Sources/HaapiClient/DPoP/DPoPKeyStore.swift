public import Crypto

/// Holds the P-256 key that DPoP proofs are signed with.
///
/// A key store gives the same key for the client's whole life, so tokens bound to it
/// stay usable, until sign-out deletes it (``HaapiClient/signOut()``); the next use then
/// makes a new key. Implement it over the Keychain or a secure enclave to keep the key
/// across launches; ``InMemoryDPoPKeyStore`` keeps it for the process only.
public protocol DPoPKeyStore: Sendable {
    /// The key; created on first use.
    func signingKey() async throws -> P256.Signing.PrivateKey
    /// Deletes the key, so that the next ``signingKey()`` creates a new one. Deleting
    /// when there is no key is not an error.
    func deleteKey() async throws
}

/// A DPoP key store that creates one key on first use and keeps it in memory.
///
/// ```swift
/// let client = HaapiClient(configuration: config, dpopKeyStore: InMemoryDPoPKeyStore())
/// ```
public actor InMemoryDPoPKeyStore: DPoPKeyStore {
    private var key: P256.Signing.PrivateKey?

    /// Creates a store; pass `key` to use a fixed key (tests) until it is deleted.
    public init(key: P256.Signing.PrivateKey? = nil) {
        self.key = key
    }

    public func signingKey() async throws -> P256.Signing.PrivateKey {
        if let key { return key }
        let created = P256.Signing.PrivateKey()
        key = created
        return created
    }

    public func deleteKey() async throws {
        key = nil
    }
}
