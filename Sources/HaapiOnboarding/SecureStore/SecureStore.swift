public import Foundation

/// Why a secure store operation failed. Never carries a secret: no passcode, key or
/// value appears in a case or in ``description``.
public enum SecureStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No store exists yet (``SecureStore/create(passcode:)`` makes one).
    case notCreated
    /// A store exists already.
    case alreadyExists
    /// The store is closed: open it with the passcode first.
    case notOpen
    /// The passcode does not open the store.
    case wrongPasscode
    /// The passcode is empty; a store is never protected by an empty passcode.
    case emptyPasscode
    /// The key derivation chosen for a new store is out of the accepted range (`reason` says which parameter).
    case invalidDerivation(reason: String)
    /// The stored data is damaged (truncated, tampered with, or not a store): `reason` says what.
    case corrupted(reason: String)
    /// The store was written by a format version this build does not read.
    case unsupportedVersion(Int)
    /// Reading or writing failed (`operation` on `path`; the system's words).
    case io(operation: String, path: String, message: String)

    public var description: String {
        switch self {
        case .notCreated: "no secure store has been created"
        case .alreadyExists: "a secure store already exists"
        case .notOpen: "the secure store is locked; open it with the passcode"
        case .wrongPasscode: "the passcode does not open the secure store"
        case .emptyPasscode: "the passcode is empty; enter at least one character"
        case .invalidDerivation(let reason): "the key derivation cannot be used: \(reason)"
        case .corrupted(let reason): "the secure store is damaged: \(reason)"
        case .unsupportedVersion(let version): "the secure store has format version \(version), which this version cannot read"
        case .io(let operation, let path, let message): "could not \(operation) \(path): \(message)"
        }
    }
}

/// An encrypted key-value store for an app's secrets and the SDK's own (tokens, the
/// DPoP key, the onboarding state), opened with the person's passcode.
///
/// Values are encrypted at rest with a key derived from the passcode; nothing is
/// readable while the store is closed. A wrong passcode, a damaged store or an
/// unknown format version is a ``SecureStoreError``; a crash in the middle of a write
/// leaves the previous contents.
///
/// ```swift
/// let store = FileSecureStore(url: directory.appending(path: "alice.store"))
/// try await store.create(passcode: passcode)      // once, from the passcode create flow
/// try await store.open(passcode: passcode)        // from the passcode input flow
/// try await store.setData(Data("secret".utf8), forKey: "api-key")
/// ```
public protocol SecureStore: AnyObject, Sendable {
    /// Whether a store has been created.
    func exists() async -> Bool
    /// Whether the store is open (values can be read and written).
    func isOpen() async -> Bool
    /// Creates an empty store protected by `passcode` and leaves it open.
    func create(passcode: String) async throws(SecureStoreError)
    /// Opens the store with `passcode`.
    func open(passcode: String) async throws(SecureStoreError)
    /// Closes the store, forgetting the key in memory.
    func close() async
    /// The value under `key`, or `nil`.
    func data(forKey key: String) async throws(SecureStoreError) -> Data?
    /// Stores `data` under `key` (`nil` removes it); written through before returning.
    func setData(_ data: Data?, forKey key: String) async throws(SecureStoreError)
    /// Re-protects the store with `newPasscode` (the old one must open it); the values stay.
    func changePasscode(from oldPasscode: String, to newPasscode: String) async throws(SecureStoreError)
    /// Deletes the store and everything in it.
    func destroy() async throws(SecureStoreError)
}
