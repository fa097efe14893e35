public import HaapiClient

/// What the UI layer hears from a running flow.
public enum FlowUpdate: Sendable, Equatable {
    /// Show this screen (a polling screen keeps its id while it updates).
    case screen(FlowScreen)
    /// The flow ended; nothing follows.
    case finished(FlowResult)
}

/// A flow in progress, saved to continue after the app restarts (e.g. while the person
/// approves a BankID login on another device).
///
/// It holds the client's flow secrets (PKCE verifier, session ID): store it like a
/// credential. It holds nothing the person typed. Resume it with a client that has the
/// same configuration and the same DPoP key.
///
/// ```swift
/// if let saved = await driver.persistedState() {
///     try keychain.set(JSONEncoder().encode(saved), for: "login-in-progress")
/// }
/// // after a restart:
/// let saved = try JSONDecoder().decode(PersistedFlow.self, from: data)
/// let driver = HaapiFlowDriver(client: client)
/// try await driver.resume(from: saved)
/// ```
public struct PersistedFlow: Sendable, Codable, Equatable {
    /// The format version.
    public var version: Int
    /// The flow engine's state.
    public var state: FlowState
    /// The client's authorization request.
    public var client: AuthorizationFlowSnapshot

    /// Creates a saved flow.
    public init(state: FlowState, client: AuthorizationFlowSnapshot, version: Int = 1) {
        self.version = version
        self.state = state
        self.client = client
    }
}
