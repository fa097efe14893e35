import Crypto

/// How the client proves its identity at the token and revocation endpoints.
///
/// ```swift
/// let basic = ClientAuthentication.clientSecretBasic("s3cr3t")
/// let jwt = ClientAuthentication.privateKeyJWT(key: signingKey, keyID: "client-key-1")
/// ```
public enum ClientAuthentication: Sendable, CustomStringConvertible {
    /// `client_secret_basic`: HTTP Basic with the form-encoded client ID and secret.
    case clientSecretBasic(ClientSecret)
    /// `client_secret_post`: `client_id` and `client_secret` in the body.
    case clientSecretPost(ClientSecret)
    /// `private_key_jwt`: an ES256 client assertion signed with `key` (RFC 7523).
    case privateKeyJWT(key: P256.Signing.PrivateKey, keyID: String?)
    /// A platform attestation (the `client_assertion` comes from the provider).
    case attestation(any ClientAttestationProvider)

    /// The OAuth method name (`token_endpoint_auth_method`).
    public var methodName: String {
        switch self {
        case .clientSecretBasic: "client_secret_basic"
        case .clientSecretPost: "client_secret_post"
        case .privateKeyJWT: "private_key_jwt"
        case .attestation: "attestation"
        }
    }

    /// The method name only; secrets and keys are never described.
    public var description: String { methodName }
}
