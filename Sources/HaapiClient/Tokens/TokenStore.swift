/// Keeps the user's tokens between calls (and, in a persistent implementation, launches).
///
/// ```swift
/// actor KeychainTokenStore: TokenStore { ... }
/// let client = HaapiClient(configuration: config, tokenStore: KeychainTokenStore())
/// ```
public protocol TokenStore: Sendable {
    /// The stored tokens, if any.
    func load() async throws -> OAuthTokens?
    /// Replaces the stored tokens.
    func save(_ tokens: OAuthTokens) async throws
    /// Forgets the stored tokens.
    func clear() async throws
}

/// A token store that keeps tokens in memory only.
public actor InMemoryTokenStore: TokenStore {
    private var tokens: OAuthTokens?

    /// Creates a store, optionally with tokens already in it.
    public init(tokens: OAuthTokens? = nil) {
        self.tokens = tokens
    }

    public func load() async throws -> OAuthTokens? { tokens }
    public func save(_ tokens: OAuthTokens) async throws { self.tokens = tokens }
    public func clear() async throws { tokens = nil }
}
