import Foundation
import HaapiClient

/// How ``SecureStoreTokenStore`` writes ``OAuthTokens``: a Codable mirror, so the wire
/// form is ours and `OAuthTokens` stays free of `Codable`. The verified ID token claims
/// are kept (``IDTokenClaims`` is Codable: its members, read back through the same
/// checks).
struct StoredTokens: Codable, Sendable {
    /// Bumped when the form changes incompatibly.
    var version: Int
    var accessToken: String
    var tokenType: String
    var refreshToken: String?
    var idToken: String?
    var idTokenClaims: IDTokenClaims?
    var scope: String?
    var issuedAt: Date
    var expiresAt: Date?

    static let currentVersion = 1

    init(_ tokens: OAuthTokens) {
        version = Self.currentVersion
        accessToken = tokens.accessToken
        tokenType = tokens.tokenType
        refreshToken = tokens.refreshToken
        idToken = tokens.idToken
        idTokenClaims = tokens.idTokenClaims
        scope = tokens.scope
        issuedAt = tokens.issuedAt
        expiresAt = tokens.expiresAt
    }

    var tokens: OAuthTokens {
        OAuthTokens(
            accessToken: accessToken, tokenType: tokenType, refreshToken: refreshToken, idToken: idToken, scope: scope,
            issuedAt: issuedAt, expiresAt: expiresAt, idTokenClaims: idTokenClaims)
    }
}
