import Foundation

/// What makes a client a template for dynamic client registration (RFC 7591): apps
/// register clients of their own from it at `POST /oauth/register`, one per device.
///
/// A template runs no flows itself. A client registered from it gets its own `client_id`
/// and secret, and inherits everything else from the template as the configuration has
/// it now: redirect URIs, scopes, consent, name, and the server's rules for every client
/// (DPoP-bound tokens, the authenticators).
///
/// A registration is authorized in one of two ways, each allowed here:
/// - **template client authentication**: the template client authenticates at the token
///   endpoint (`client_credentials`, scope ``registrationScope``, with a DPoP proof) and
///   presents the DPoP-bound initial access token it got, once;
/// - **a software statement**: a JWT signed (ES256) with ``softwareStatementKey``'s
///   private key, whose `software_id` names the template.
///
/// ```yaml
/// clients:
///   - id: my-app-template
///     secret: my-app-template-secret
///     redirectUris: [myapp://callback]
///     scopes: [openid, profile]
///     template:
///       clientAuthentication: true
///       softwareStatementKey: {kty: EC, crv: P-256, x: ..., y: ...}
/// ```
public struct ClientTemplate: Sendable, Hashable {
    /// The scope of an initial access token, which authorizes one registration.
    public static let registrationScope = "dcr"

    /// Whether the template client itself may authorize a registration with an initial
    /// access token (it then needs a secret or a key).
    public var clientAuthentication: Bool
    /// The EC P-256 public key (a JWK's members `kty`, `crv`, `x`, `y`) that software
    /// statements naming this template must verify with; `nil` accepts none.
    public var softwareStatementKey: [String: String]?

    /// Creates template settings.
    public init(clientAuthentication: Bool = true, softwareStatementKey: [String: String]? = nil) {
        self.clientAuthentication = clientAuthentication
        self.softwareStatementKey = softwareStatementKey
    }
}
