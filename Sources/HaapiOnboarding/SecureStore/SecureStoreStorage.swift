public import Foundation

/// Where an ``EncryptedSecureStore`` keeps its sealed bytes: one file
/// (``FileSecureStoreStorage``), one Keychain item on Apple platforms
/// (`KeychainSecureStoreStorage`), or an app's own place.
///
/// A storage holds one store's bytes and nothing else: it only reads, writes and
/// deletes them. Sealing, format versions, passcodes, keys and errors are the store's.
/// Calls are synchronous: the store's actor makes them one at a time.
public protocol SecureStoreStorage: Sendable {
    /// Where the bytes are, for logs and errors (a path, a Keychain service and account).
    var location: String { get }
    /// The stored bytes, or `nil` when there are none.
    func read() throws(SecureStoreError) -> Data?
    /// Replaces the stored bytes in one step: afterwards the old bytes or the new ones
    /// are stored, never a mixture.
    func write(_ bytes: Data) throws(SecureStoreError)
    /// Deletes the stored bytes (nothing happens when there are none).
    func delete() throws(SecureStoreError)
}
