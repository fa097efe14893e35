import Foundation

/// One value kept as JSON (sorted keys) in a ``SecureStore`` under a key: what the stores
/// over the secure store (tokens, a registered client) share.
struct SecureStoreSlot<Value: Codable>: Sendable {
    let store: any SecureStore
    let key: String
    /// What the value is, for errors: "stored tokens", "a stored registration".
    let what: String

    /// The stored value, or `nil` when none is stored.
    ///
    /// - Throws: ``SecureStoreError`` from the store, or ``SecureStoreError/corrupted(reason:)``
    ///   when the stored value is not one.
    func load() async throws -> Value? {
        guard let data = try await store.data(forKey: key) else { return nil }
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            throw SecureStoreError.corrupted(reason: "the value under '\(key)' is not \(what)")
        }
    }

    /// Replaces the stored value (written through to the secure store).
    func save(_ value: Value) async throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(value)
        } catch {
            throw SecureStoreError.corrupted(reason: "the value for '\(key)' could not be encoded")
        }
        try await store.setData(data, forKey: key)
    }

    /// Removes the stored value.
    func clear() async throws {
        try await store.setData(nil, forKey: key)
    }
}
