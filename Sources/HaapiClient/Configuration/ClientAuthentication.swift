public import Crypto

/// How the client proves its identity at the token and revocation endpoints.
///
/// ```swift
/// let basic = ClientAuthentication.clientSecretBasic("s3cr3t")
/// let jwt = ClientAuthentication.privateKeyJWT(key: signingKey, keyID: "client-key-1")
/// let registered = ClientAuthentication.dynamicRegistration(DynamicClientRegistration(
///     templateClientID: "haapi-dcr-template", authorization: .templateClient(.clientSecretBasic("template-secret"))))
/// let attested = ClientAuthentication.attestation(
///     AttestationTokenProvider(attester: deviceAttester), fallback: registered)
/// ```
public enum ClientAuthentication: Sendable, CustomStringConvertible {
    /// `client_secret_basic`: HTTP Basic with the form-encoded client ID and secret.
    case clientSecretBasic(ClientSecret)
    /// `client_secret_post`: `client_id` and `client_secret` in the body.
    case clientSecretPost(ClientSecret)
    /// `private_key_jwt`: an ES256 client assertion signed with `key` (RFC 7523).
    case privateKeyJWT(key: P256.Signing.PrivateKey, keyID: String?)
    /// A platform attestation: the `client_assertion` comes from the provider (see
    /// ``AttestationTokenProvider``).
    ///
    /// When the provider fails with ``HaapiClientError/attestation(_:)`` and `fallback`
    /// is set, the client logs why and authenticates with `fallback` from then on (for the
    /// life of that client); without a fallback the error ends the request. Network
    /// failures and cancellation end the request either way. The fallback cannot be
    /// attestation itself; the usual one is ``dynamicRegistration(_:)`` (the "DCR fallback").
    indirect case attestation(any ClientAttestationProvider, fallback: ClientAuthentication? = nil)
    /// A client registered once per device from a template client (RFC 7591), whose ID
    /// and secret (`client_secret_basic`) are used from then on; see
    /// ``DynamicClientRegistration`` and ``HaapiClient/effectiveClientID()``.
    case dynamicRegistration(DynamicClientRegistration)

    /// The OAuth method name (`token_endpoint_auth_method`).
    public var methodName: String {
        switch self {
        case .clientSecretBasic: "client_secret_basic"
        case .clientSecretPost: "client_secret_post"
        case .privateKeyJWT: "private_key_jwt"
        case .attestation: "attestation"
        case .dynamicRegistration: "dynamic_client_registration"
        }
    }

    /// The dynamic registration this authentication uses, if it uses one: its own, or
    /// that of attestation's fallback.
    public var dynamicRegistration: DynamicClientRegistration? {
        switch self {
        case .dynamicRegistration(let registration): registration
        case .attestation(_, let fallback): fallback?.dynamicRegistration
        case .clientSecretBasic, .clientSecretPost, .privateKeyJWT: nil
        }
    }

    /// The method name (and a fallback's) only; secrets and keys are never described.
    public var description: String {
        guard case .attestation(_, let fallback?) = self else { return methodName }
        return "\(methodName), falling back to \(fallback)"
    }
}
