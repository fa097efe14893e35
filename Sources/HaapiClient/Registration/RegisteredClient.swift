public import Foundation

/// A client registered from a template (RFC 7591): its credentials and how to manage the
/// registration (RFC 7592), as a ``RegisteredClientStore`` keeps them.
///
/// It holds secrets (the client secret and the registration access token): keep it where
/// credentials are kept. Its description shows neither.
public struct RegisteredClient: Sendable, Hashable, Codable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The registered `client_id`: the client ID every request uses from now on.
    public var clientID: String
    /// The registered `client_secret`.
    public var clientSecret: ClientSecret
    /// When the server issued the client ID (`client_id_issued_at`), if it said.
    public var clientIDIssuedAt: Date?
    /// When the secret stops working (`client_secret_expires_at`); `nil` when never.
    public var clientSecretExpiresAt: Date?
    /// The registration access token (RFC 7592) that reads and deletes the registration,
    /// if the server gave one. A secret.
    public var registrationAccessToken: String?
    /// Where the registration is read and deleted (`registration_client_uri`), if the
    /// server gave it.
    public var registrationClientURI: URL?
    /// The issuer the client was registered at.
    public var issuer: URL
    /// The template client it was registered from.
    public var templateClientID: String

    /// Creates a registered client.
    public init(
        clientID: String, clientSecret: ClientSecret, clientIDIssuedAt: Date? = nil, clientSecretExpiresAt: Date? = nil,
        registrationAccessToken: String? = nil, registrationClientURI: URL? = nil, issuer: URL, templateClientID: String
    ) {
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.clientIDIssuedAt = clientIDIssuedAt
        self.clientSecretExpiresAt = clientSecretExpiresAt
        self.registrationAccessToken = registrationAccessToken
        self.registrationClientURI = registrationClientURI
        self.issuer = issuer
        self.templateClientID = templateClientID
    }

    /// Whether this registration serves `template` at `issuer` with a secret still valid at `now`.
    func isUsable(issuer: URL, template: String, at now: Date) -> Bool {
        guard self.issuer == issuer, templateClientID == template else { return false }
        return clientSecretExpiresAt.map { now < $0 } ?? true
    }

    /// The client ID and the template; no secret.
    public var description: String {
        "RegisteredClient(\(clientID), template: \(templateClientID), secret and registration access token redacted)"
    }

    public var debugDescription: String { description }

    /// No children: `dump` and debuggers show the ``description``, which leaves the secrets out.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }

    private enum CodingKeys: String, CodingKey {
        case clientID = "client_id", clientSecret = "client_secret", clientIDIssuedAt = "client_id_issued_at"
        case clientSecretExpiresAt = "client_secret_expires_at", registrationAccessToken = "registration_access_token"
        case registrationClientURI = "registration_client_uri", issuer, templateClientID = "template_client_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        clientID = try container.decode(String.self, forKey: .clientID)
        clientSecret = ClientSecret(try container.decode(String.self, forKey: .clientSecret))
        clientIDIssuedAt = try container.decodeIfPresent(Date.self, forKey: .clientIDIssuedAt)
        clientSecretExpiresAt = try container.decodeIfPresent(Date.self, forKey: .clientSecretExpiresAt)
        registrationAccessToken = try container.decodeIfPresent(String.self, forKey: .registrationAccessToken)
        registrationClientURI = try container.decodeIfPresent(URL.self, forKey: .registrationClientURI)
        issuer = try container.decode(URL.self, forKey: .issuer)
        templateClientID = try container.decode(String.self, forKey: .templateClientID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(clientID, forKey: .clientID)
        try container.encode(clientSecret.value, forKey: .clientSecret)
        try container.encodeIfPresent(clientIDIssuedAt, forKey: .clientIDIssuedAt)
        try container.encodeIfPresent(clientSecretExpiresAt, forKey: .clientSecretExpiresAt)
        try container.encodeIfPresent(registrationAccessToken, forKey: .registrationAccessToken)
        try container.encodeIfPresent(registrationClientURI, forKey: .registrationClientURI)
        try container.encode(issuer, forKey: .issuer)
        try container.encode(templateClientID, forKey: .templateClientID)
    }
}
