import Foundation
import HTTPTypes
import HaapiJOSE
import HaapiModel
import Hummingbird
import Logging
import NIOCore

/// Dynamic client registration from templates (``ClientTemplate``):
/// - `POST /oauth/register` (RFC 7591): a JSON object of client metadata, authorized by
///   the template client's initial access token (`Authorization: DPoP <token>` with a
///   DPoP proof; the token has the scope `dcr` and is used up) or by a
///   `software_statement` naming the template. Answers 201 with the new client's
///   `client_id`, `client_secret` and its registration access token;
/// - `GET /oauth/register/<client_id>` and `DELETE /oauth/register/<client_id>` (RFC
///   7592) with `Authorization: Bearer <registration access token>`: read (200) and
///   delete (204). A deleted client gets no more tokens.
struct RegistrationEndpoint: Sendable {
    static let path = "/oauth/register"

    let environment: ServerEnvironment

    func register(on router: Router<BasicRequestContext>) {
        router.post("/oauth/register") { request, _ in try await registerClient(request) }
        router.get("/oauth/register/{client}") { request, context in
            try await read(request, clientID: context.parameters.get("client") ?? "")
        }
        router.delete("/oauth/register/{client}") { request, context in
            try await delete(request, clientID: context.parameters.get("client") ?? "")
        }
    }

    // MARK: Registration (RFC 7591)

    func registerClient(_ request: Request) async throws(HTTPFailure) -> Response {
        let members = try await jsonObject(request)
        let statement = members["software_statement"]
        if let statement, statement.stringValue == nil {
            throw .oauth("invalid_software_statement", "software_statement must be a string, not \(statement.typeDescription)")
        }
        var template: ClientConfiguration?
        var initialToken: HaapiCaller?
        if request.headers[.authorization] != nil {
            let caller = try await HaapiAccessGuard(environment: environment).authorize(request, scope: ClientTemplate.registrationScope)
            guard let client = environment.configuration.client(caller.clientID), client.template?.clientAuthentication == true else {
                throw HTTPFailure.unauthorized("invalid_token", "the initial access token was not issued to a template client")
            }
            template = client
            initialToken = caller
        }
        var claims: JWTClaims = [:]
        if let statement = statement?.stringValue {
            let verified = try SoftwareStatementVerifier(environment: environment).verify(statement)
            if let template, template.id != verified.template.id {
                throw .oauth("invalid_software_statement", "the software statement names another template than the initial access token's client")
            }
            template = verified.template
            claims = verified.claims
        }
        guard let template else {
            throw HTTPFailure.unauthorized(nil, "registering needs a template's initial access token (Authorization: DPoP) or a software_statement")
        }
        let chosen = try RegistrationMetadata(members, statementClaims: claims).registration(from: template)
        if let initialToken {
            let expiry = environment.now.addingTimeInterval(environment.configuration.tokens.haapiTokenLifetime)
            guard await environment.state.useAccessTokenOnce(jti: initialToken.tokenID, until: expiry) else {
                throw HTTPFailure.unauthorized("invalid_token", "the initial access token was used already")
            }
        }
        let token = environment.identifier(32)
        var record = RegisteredClientRecord(
            clientID: "", templateID: template.id, secret: environment.identifier(32),
            registrationTokenHash: RegisteredClientRecord.hash(registrationToken: token), name: chosen.name,
            redirectURIs: chosen.redirectURIs, scopes: chosen.scopes, tokenEndpointAuthMethod: chosen.authMethod,
            softwareVersion: chosen.softwareVersion, issuedAt: environment.now)
        repeat {
            record.clientID = "dcr-" + environment.identifier(16)
        } while environment.configuration.client(record.clientID) != nil
        let stored: Bool
        do {
            stored = try await environment.users.addRegisteredClient(record)
        } catch {
            environment.logger.error("registration not stored", metadata: ["reason": .string("\(error)")])
            throw HTTPFailure.unexpected("The registration could not be stored")
        }
        guard stored else { throw HTTPFailure.unexpected("A new client_id came up twice") }
        environment.logger.info("client registered", metadata: [
            "client_id": .string(record.clientID), "template": .string(template.id),
            "authorized_by": .string(initialToken == nil ? "software_statement" : "initial_access_token"),
        ])
        return try information(record, template: template, registrationToken: token, status: .created)
    }

    // MARK: Management (RFC 7592)

    func read(_ request: Request, clientID: String) async throws(HTTPFailure) -> Response {
        let (record, template, token) = try await authorizeManagement(request, clientID: clientID)
        return try information(record, template: template, registrationToken: token, status: .ok)
    }

    func delete(_ request: Request, clientID: String) async throws(HTTPFailure) -> Response {
        _ = try await authorizeManagement(request, clientID: clientID)
        do {
            _ = try await environment.users.deleteRegisteredClient(clientID)
        } catch {
            environment.logger.error("registration not deleted", metadata: ["reason": .string("\(error)")])
            throw HTTPFailure.unexpected("The registration could not be deleted")
        }
        environment.logger.info("client registration deleted", metadata: ["client_id": .string(clientID)])
        return Response(status: .noContent, headers: [.cacheControl: "no-store"])
    }

    /// The registered client `clientID` when the request carries its registration access
    /// token as a bearer token, with its template and the token; otherwise 401 (RFC 7592
    /// answers an unknown client the same as a wrong token).
    private func authorizeManagement(
        _ request: Request, clientID: String
    ) async throws(HTTPFailure) -> (RegisteredClientRecord, ClientConfiguration, String) {
        let header = request.headers[.authorization] ?? ""
        guard header.count > 7, header.prefix(7).lowercased() == "bearer " else {
            throw Self.invalidToken("the registration access token is required (Authorization: Bearer <token>)")
        }
        let token = String(header.dropFirst(7))
        guard let record = await environment.users.registeredClient(clientID),
            ConstantTime.equals(record.registrationTokenHash, RegisteredClientRecord.hash(registrationToken: token)),
            let template = environment.configuration.client(record.templateID), template.template != nil
        else {
            throw Self.invalidToken("the registration access token is not valid for this client, or the client is gone")
        }
        return (record, template, token)
    }

    /// 401 with the error `invalid_token` in the body. There is no `WWW-Authenticate`
    /// challenge: URLSession on Linux (libcurl) takes a `Bearer` challenge, like a `Basic`
    /// one, as its own to answer and never hands the response to a client without an
    /// authentication delegate.
    private static func invalidToken(_ description: String) -> HTTPFailure {
        .oauth("invalid_token", description, status: .unauthorized)
    }

    // MARK: Bodies

    /// The client information response (RFC 7591 section 3.2.1, RFC 7592 section 3).
    private func information(
        _ record: RegisteredClientRecord, template: ClientConfiguration, registrationToken: String, status: HTTPResponse.Status
    ) throws(HTTPFailure) -> Response {
        var body: [String: JSONValue] = [
            "client_id": .string(record.clientID), "client_secret": .string(record.secret),
            "client_id_issued_at": .number(JSONNumber(Int(record.issuedAt.timeIntervalSince1970.rounded(.down)))),
            "client_secret_expires_at": 0,
            "registration_access_token": .string(registrationToken),
            "registration_client_uri": .string(try environment.serverURL(Self.path + "/" + record.clientID).absoluteString),
            "redirect_uris": .array(record.redirectURIs.map { .string($0) }),
            "scope": .string(record.scopes.joined(separator: " ")),
            "grant_types": .array(RegistrationMetadata.grantTypes.map { .string($0) }),
            "response_types": ["code"],
            "token_endpoint_auth_method": .string(record.tokenEndpointAuthMethod),
            "software_id": .string(template.id),
            "dpop_bound_access_tokens": true,
        ]
        if let name = record.name { body["client_name"] = .string(name) }
        if let version = record.softwareVersion { body["software_version"] = .string(version) }
        var response = Reply.json(.object(body), status: status)
        response.headers[HTTPField.Name("Pragma")!] = "no-cache"
        return response
    }

    /// The body as a JSON object; anything else is `invalid_client_metadata`.
    private func jsonObject(_ request: Request) async throws(HTTPFailure) -> [String: JSONValue] {
        let type = request.headers[.contentType]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
        guard let type, HaapiModel.MediaType.isJSON(type) else {
            throw .oauth("invalid_client_metadata", "the body must be \(HaapiModel.MediaType.json)")
        }
        let bytes: [UInt8]
        do {
            bytes = Array(buffer: try await request.body.collect(upTo: .max))
        } catch {
            throw .oauth("invalid_request", "the body could not be read")
        }
        guard let json = try? JSONValue.parse(bytes), let members = json.objectValue else {
            throw .oauth("invalid_client_metadata", "the body is not a JSON object")
        }
        return members
    }
}
