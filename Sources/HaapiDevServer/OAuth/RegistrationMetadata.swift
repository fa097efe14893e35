import Foundation
import HaapiJOSE
import HaapiModel

/// The client metadata of a registration request (RFC 7591 section 2) the dev server
/// reads; other members are ignored, as the RFC asks. A wrong type is
/// `invalid_client_metadata` naming the member.
struct RegistrationMetadata: Sendable {
    /// The grant types every registered client uses: the HAAPI token, the code, refresh.
    static let grantTypes = ["authorization_code", "refresh_token", "client_credentials"]
    /// The token endpoint authentication methods a registered client may choose.
    static let authMethods = ["client_secret_basic", "client_secret_post"]

    var redirectURIs: [String]?
    var scopes: [String]?
    var grantTypes: [String]?
    var responseTypes: [String]?
    var tokenEndpointAuthMethod: String?
    var clientName: String?
    var softwareID: String?
    var softwareVersion: String?

    /// Reads `members`; the claims of a verified software statement win over them (RFC
    /// 7591 section 2.3).
    init(_ members: [String: JSONValue], statementClaims: JWTClaims = [:]) throws(HTTPFailure) {
        var all = members
        for (name, value) in statementClaims { all[name] = Self.json(value) }
        redirectURIs = try Self.strings("redirect_uris", all)
        scopes = try Self.string("scope", all).map { TokenEndpoint.scopes($0) }
        grantTypes = try Self.strings("grant_types", all)
        responseTypes = try Self.strings("response_types", all)
        tokenEndpointAuthMethod = try Self.string("token_endpoint_auth_method", all)
        clientName = try Self.string("client_name", all)
        softwareID = try Self.string("software_id", all)
        softwareVersion = try Self.string("software_version", all)
    }

    /// What a client registered from `template` with this metadata gets: its redirect
    /// URIs, scopes, name, authentication method and software version.
    func registration(from template: ClientConfiguration) throws(HTTPFailure) -> (
        redirectURIs: [String], scopes: [String], name: String?, authMethod: String, softwareVersion: String?
    ) {
        if let softwareID, softwareID != template.id {
            throw .oauth("invalid_client_metadata", "software_id \(softwareID) names another template than the one authorizing the registration")
        }
        let redirectURIs = self.redirectURIs ?? template.redirectURIs
        guard !redirectURIs.isEmpty else { throw .oauth("invalid_redirect_uri", "redirect_uris is empty") }
        if let unknown = redirectURIs.first(where: { !template.redirectURIs.contains($0) }) {
            throw .oauth("invalid_redirect_uri", "the redirect URI \(unknown) is not one of the template's (exact match)")
        }
        let scopes = self.scopes ?? template.scopes
        if let unknown = scopes.first(where: { !template.scopes.contains($0) }) {
            throw .oauth("invalid_client_metadata", "the scope \(unknown) is not one of the template's")
        }
        if let grantTypes, Set(grantTypes) != Set(Self.grantTypes) {
            throw .oauth(
                "invalid_client_metadata",
                "grant_types must be \(Self.grantTypes.joined(separator: ", ")) (or left out): a registered client gets the HAAPI token, codes and refresh tokens")
        }
        if let responseTypes, responseTypes != ["code"] {
            throw .oauth("invalid_client_metadata", "response_types must be [\"code\"] (or left out)")
        }
        let authMethod = tokenEndpointAuthMethod ?? Self.authMethods[0]
        guard Self.authMethods.contains(authMethod) else {
            throw .oauth("invalid_client_metadata", "token_endpoint_auth_method must be one of \(Self.authMethods.joined(separator: ", "))")
        }
        if let clientName, clientName.trimmingCharacters(in: .whitespaces).isEmpty || clientName.count > 200 {
            throw .oauth("invalid_client_metadata", "client_name must be 1 to 200 characters, not only spaces")
        }
        if let softwareVersion, softwareVersion.isEmpty || softwareVersion.count > 100 {
            throw .oauth("invalid_client_metadata", "software_version must be 1 to 100 characters")
        }
        return (redirectURIs, scopes, clientName, authMethod, softwareVersion)
    }

    private static func string(_ name: String, _ members: [String: JSONValue]) throws(HTTPFailure) -> String? {
        guard let value = members[name], !value.isNull else { return nil }
        guard let text = value.stringValue else {
            throw .oauth("invalid_client_metadata", "\(name) must be a string, not \(value.typeDescription)")
        }
        return text
    }

    private static func strings(_ name: String, _ members: [String: JSONValue]) throws(HTTPFailure) -> [String]? {
        guard let value = members[name], !value.isNull else { return nil }
        guard let items = value.arrayValue else {
            throw .oauth("invalid_client_metadata", "\(name) must be an array of strings, not \(value.typeDescription)")
        }
        var texts: [String] = []
        for item in items {
            guard let text = item.stringValue else {
                throw .oauth("invalid_client_metadata", "\(name) must hold strings only, not \(item.typeDescription)")
            }
            texts.append(text)
        }
        return texts
    }

    /// A JWT claim as JSON.
    private static func json(_ value: JWTClaimValue) -> JSONValue {
        switch value {
        case .string(let text): .string(text)
        case .int(let number): .number(JSONNumber(Int(number)))
        case .double(let number): JSONNumber(number).map(JSONValue.number) ?? .null
        case .bool(let flag): .bool(flag)
        case .null: .null
        case .array(let items): .array(items.map(json))
        case .object(let members): .object(members.mapValues(json))
        }
    }
}
