import Foundation

/// Where a store's encoded bytes (``SecureStoreCodec``) live: a file, a Keychain item.
/// Only persistence differs between ``FileSecureStore`` and `KeychainSecureStore`;
/// ``SecureStoreEngine`` does the rest for both.
///
/// Calls are synchronous: the store's actor makes them one at a time.
protocol SecureStoreBackingStorage: Sendable {
    /// Where the bytes are, for logs and errors (a path, a Keychain service and account).
    var location: String { get }
    /// Whether bytes are stored.
    func exists() -> Bool
    /// The stored bytes, or `nil` when there are none.
    func load() throws(SecureStoreError) -> Data?
    /// Replaces the stored bytes in one step: afterwards the old bytes or the new ones
    /// are stored, never a mixture.
    func replace(with bytes: Data) throws(SecureStoreError)
    /// Deletes the stored bytes (nothing happens when there are none).
    func delete() throws(SecureStoreError)
}
