/// Where a ``SoftwareAuthenticator`` keeps its passkeys: ``FilePasskeyStore`` for
/// development, ``InMemoryPasskeyStore`` for tests, or an app's own secure storage.
public protocol PasskeyStore: Sendable {
    /// Every passkey held.
    func passkeys() async throws(WebAuthnCeremonyError) -> [StoredPasskey]
    /// Replaces every passkey held.
    func save(_ passkeys: [StoredPasskey]) async throws(WebAuthnCeremonyError)
}

/// Passkeys in memory, gone with the process: for tests.
public actor InMemoryPasskeyStore: PasskeyStore {
    private var held: [StoredPasskey]

    /// Creates a store holding `passkeys`.
    public init(_ passkeys: [StoredPasskey] = []) {
        held = passkeys
    }

    /// Every passkey held.
    public func passkeys() -> [StoredPasskey] { held }

    /// Replaces every passkey held.
    public func save(_ passkeys: [StoredPasskey]) {
        held = passkeys
    }
}
