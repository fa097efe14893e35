import Foundation
public import HaapiWebAuthn

/// Keeps a `SoftwareAuthenticator`'s passkeys in the onboarding's encrypted
/// ``SecureStore``, under one key: the passkeys open only with the person's passcode
/// (or biometrics), like everything else the store holds.
///
/// ```swift
/// let store = FileSecureStore(url: directory.appendingPathComponent("secure.store"))
/// try await store.create(passcode: "482916")
/// let authenticator = SoftwareAuthenticator(
///     store: SecureStorePasskeyStore(store), userVerifier: AutomaticUserVerifier())
/// ```
public struct SecureStorePasskeyStore: PasskeyStore {
    /// The secure store's key for the passkeys.
    public static let key = "haapi.passkeys"

    private let store: any SecureStore

    /// Keeps passkeys in `store`, which must be open when a ceremony runs.
    public init(_ store: any SecureStore) {
        self.store = store
    }

    public func passkeys() async throws(WebAuthnCeremonyError) -> [StoredPasskey] {
        let data: Data?
        do {
            data = try await store.data(forKey: Self.key)
        } catch {
            throw .storage(reason: "the secure store cannot be read: \(error)")
        }
        guard let data else { return [] }
        do {
            return try JSONDecoder().decode([StoredPasskey].self, from: data)
        } catch {
            throw .storage(reason: "the passkeys in the secure store cannot be read")
        }
    }

    public func save(_ passkeys: [StoredPasskey]) async throws(WebAuthnCeremonyError) {
        let data: Data
        do {
            data = try JSONEncoder().encode(passkeys)
        } catch {
            throw .storage(reason: "the passkeys cannot be encoded")
        }
        do {
            try await store.setData(data, forKey: Self.key)
        } catch {
            throw .storage(reason: "the secure store cannot be written: \(error)")
        }
    }
}
