/// Keeps the client registered from a template between runs (see
/// ``DynamicClientRegistration``), so that a device registers once.
///
/// ```swift
/// let store = FileRegisteredClientStore(fileURL: supportFolder.appendingPathComponent("registration.json"))
/// let registration = DynamicClientRegistration(
///     templateClientID: "haapi-dcr-template", authorization: .softwareStatement(statement), store: store)
/// ```
///
/// HaapiClient ships ``InMemoryRegisteredClientStore`` and ``FileRegisteredClientStore``;
/// HaapiOnboarding keeps it encrypted in its secure store.
public protocol RegisteredClientStore: Sendable {
    /// The stored registration, if any.
    func load() async throws -> RegisteredClient?
    /// Replaces the stored registration, all at once.
    func save(_ client: RegisteredClient) async throws
    /// Forgets the stored registration.
    func clear() async throws
}

/// A registered-client store in memory only: the registration lasts as long as the store.
public actor InMemoryRegisteredClientStore: RegisteredClientStore {
    private var client: RegisteredClient?

    /// Creates a store, optionally with a registration already in it.
    public init(client: RegisteredClient? = nil) {
        self.client = client
    }

    public func load() async throws -> RegisteredClient? { client }
    public func save(_ client: RegisteredClient) async throws { self.client = client }
    public func clear() async throws { client = nil }
}
