public import Foundation

/// The tokens a sign-in ends with.
///
/// Descriptions never show token values.
///
/// ```swift
/// let tokens = try await client.exchangeCode(from: response)
/// if tokens.isDPoPBound { /* call APIs with client.authorizationHeaders(...) */ }
/// if tokens.expires(within: 60, at: Date()) { _ = try await client.refresh() }
/// let person = tokens.idTokenClaims?.subject            // verified claims
/// ```
public struct OAuthTokens: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The access token.
    public var accessToken: String
    /// `DPoP` for DPoP-bound tokens, `Bearer` otherwise (as the server sent it).
    public var tokenType: String
    /// The refresh token, if the server issued one.
    public var refreshToken: String?
    /// The ID token, if the server issued one.
    public var idToken: String?
    /// The ID token's claims once the client has verified it (see
    /// ``HaapiClientConfiguration/idTokenValidation``); `nil` without an ID token or when
    /// verification is skipped.
    public var idTokenClaims: IDTokenClaims?
    /// The granted scopes, when the server listed them.
    public var scope: String?
    /// When the tokens were received.
    public var issuedAt: Date
    /// When the access token expires, when the server said (`expires_in`).
    public var expiresAt: Date?

    /// Creates a token set.
    public init(
        accessToken: String, tokenType: String, refreshToken: String? = nil, idToken: String? = nil,
        scope: String? = nil, issuedAt: Date, expiresAt: Date? = nil, idTokenClaims: IDTokenClaims? = nil
    ) {
        self.accessToken = accessToken
        self.tokenType = tokenType
        self.refreshToken = refreshToken
        self.idToken = idToken
        self.scope = scope
        self.issuedAt = issuedAt
        self.expiresAt = expiresAt
        self.idTokenClaims = idTokenClaims
    }

    /// Whether the access token is bound to the client's DPoP key.
    public var isDPoPBound: Bool { tokenType.lowercased() == "dpop" }

    /// Whether the access token has expired at `now`.
    public func isExpired(at now: Date) -> Bool {
        expires(within: 0, at: now)
    }

    /// Whether the access token expires within `seconds` of `now` (tokens without an
    /// expiry never do).
    public func expires(within seconds: TimeInterval, at now: Date) -> Bool {
        guard let expiresAt else { return false }
        return expiresAt.timeIntervalSince(now) <= seconds
    }

    public var description: String {
        var parts = ["type: \(tokenType)", "refresh token: \(refreshToken == nil ? "no" : "yes")",
                     "ID token: \(idToken == nil ? "no" : idTokenClaims == nil ? "yes, not verified" : "yes, verified")"]
        if let expiresAt { parts.append("expires: \(expiresAt)") }
        return "OAuthTokens(" + parts.joined(separator: ", ") + ")"
    }

    public var debugDescription: String { description }

    /// No children: `dump` and debuggers show the ``description``, which leaves the secrets out.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
