/// Whether the client checks the ID tokens it receives (OpenID Connect Core 1.0 section
/// 3.1.3.7).
///
/// ```swift
/// var builder = HaapiClientConfiguration.Builder(clientID: "app", issuer: issuer, redirectURI: redirect,
///                                                clientAuthentication: .clientSecretBasic("s3cr3t"))
/// builder.scopes = ["openid", "profile"]
/// builder.idTokenValidation = .verify            // the default
/// builder.idTokenClockSkew = 120                  // seconds; 60 by default
/// builder.idTokenSigningAlgorithms = [.rs256]     // ES256, RS256 and PS256 by default
/// ```
public enum IDTokenValidation: Sendable, Hashable {
    /// Verify every ID token: an ES256, RS256 or PS256 signature (as
    /// ``HaapiClientConfiguration/idTokenSigningAlgorithms`` allows) by a key of the issuer's
    /// JWKS (`jwks_uri`), `iss`, `aud` (and `azp`), `exp` and `iat` with the clock skew, and
    /// the flow's `nonce`.
    /// A token that fails is rejected with ``SecurityCheckError/Reason/idToken(_:)`` and
    /// the tokens of that answer are not stored; a verified one's claims are in
    /// ``OAuthTokens/idTokenClaims``.
    ///
    /// This is the default. With the `openid` scope and explicit endpoints,
    /// ``ServerEndpoints/jwksURI`` is required.
    case verify
    /// Keep ID tokens as opaque strings without checking them (``OAuthTokens/idTokenClaims``
    /// stays `nil`). Only for servers that publish no JWKS; not recommended, since the app
    /// then cannot trust anything the ID token says.
    case skip
}
