import Crypto
import Foundation
import GRDB
import HaapiJOSE

/// A client registered at run time from a template (RFC 7591), as stored in SQLite
/// (table `registered_client`). Only what the registration chose is kept; the rest comes
/// from the template as the configuration has it now (see ``ClientTemplate``).
struct RegisteredClientRecord: Sendable, Hashable, Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "registered_client"

    /// The `client_id` (the primary key).
    var clientID: String
    /// The template's `client_id`.
    var templateID: String
    /// The client secret, for `client_secret_basic` and `client_secret_post`.
    var secret: String
    /// The SHA-256 of the registration access token (RFC 7592), base64url; the token
    /// itself is not kept.
    var registrationTokenHash: String
    /// `client_name`, when the registration gave one.
    var name: String?
    /// The registered redirect URIs (a subset of the template's).
    var redirectURIs: [String]
    /// The registered scopes (a subset of the template's).
    var scopes: [String]
    /// `token_endpoint_auth_method`.
    var tokenEndpointAuthMethod: String
    /// `software_version`, when the registration gave one.
    var softwareVersion: String?
    /// When it was registered (`client_id_issued_at`).
    var issuedAt: Date

    /// The hash ``registrationTokenHash`` holds for `token`.
    static func hash(registrationToken token: String) -> String {
        Base64URL.encode(SHA256.hash(data: Data(token.utf8)))
    }

    /// The client as the server's endpoints see it: the template with this client's ID,
    /// secret, name, redirect URIs and scopes, and no template settings.
    func configuration(from template: ClientConfiguration) -> ClientConfiguration {
        var client = template
        client.id = clientID
        client.secret = secret
        client.jwk = nil
        client.name = name ?? template.name
        client.redirectURIs = redirectURIs
        client.scopes = scopes
        client.template = nil
        client.attestation = false
        return client
    }
}
