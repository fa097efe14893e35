import Foundation
import HaapiModel

/// Reads a client information response (RFC 7591 section 3.2.1, RFC 7592 section 3) into
/// a ``RegisteredClient``, checked against what was asked for. Nothing in an error comes
/// from a secret member.
struct RegistrationResponse {
    /// The request's method and URL without query.
    let request: String
    /// 201 for a registration, 200 for a read.
    let expectedStatus: Int
    /// What the registration was for.
    let issuer: URL
    let templateClientID: String
    /// The `software_id` sent: an answer naming another is from another template.
    let softwareID: String
    /// The configured redirect URI, which the registered ones must include.
    let redirectURI: URL
    /// The registration endpoint: the registration access token goes to its origin only.
    let registrationEndpoint: URL
    /// The client ID a read must name; `nil` for a new registration.
    var clientID: String?
    /// Secrets to keep out of body excerpts.
    var knownSecrets: [String] = []

    func read(_ response: TransportResponse) throws(HaapiClientError) -> RegisteredClient {
        guard response.status == expectedStatus else {
            if !response.isSuccess, let error = TokenResponse.oauthError(in: response, endpoint: "registration") {
                throw .oauth(error)
            }
            if !response.isSuccess {
                throw .httpStatus(ResponseClassifier.statusError(response, request: request, knownSecrets: knownSecrets))
            }
            throw fail(.unexpectedStatus(response.status), response)
        }
        guard let type = response.headers["Content-Type"], MediaType.isJSON(type) else {
            throw .protocolViolation(ProtocolViolationError(
                request: request, status: response.status,
                reason: .unexpectedContentType(response.headers["Content-Type"], expected: [MediaType.json])))
        }
        let json: JSONValue
        do {
            json = try JSONValue.parse(response.body)
        } catch {
            throw .protocolViolation(ProtocolViolationError(request: request, status: response.status, reason: .undecodableBody(error)))
        }
        guard let members = json.objectValue else {
            throw .protocolViolation(ProtocolViolationError(
                request: request, status: response.status, reason: .other("the client information is not a JSON object")))
        }
        let id = try requiredString("client_id", members, response)
        if let clientID, id != clientID {
            throw fail(.metadataMismatch("client_id", reason: "the server answered for another client"), response)
        }
        let secret = try requiredString("client_secret", members, response)
        try checkMetadata(members, response)
        return RegisteredClient(
            clientID: id, clientSecret: ClientSecret(secret),
            clientIDIssuedAt: try date("client_id_issued_at", members, response),
            clientSecretExpiresAt: try date("client_secret_expires_at", members, response),
            registrationAccessToken: try optionalString("registration_access_token", members, response),
            registrationClientURI: try clientURI(members, response),
            issuer: issuer, templateClientID: templateClientID)
    }

    /// The registered `software_id`, redirect URIs and authentication method, when the
    /// answer names them, are the ones asked for.
    private func checkMetadata(_ members: [String: JSONValue], _ response: TransportResponse) throws(HaapiClientError) {
        if let registered = try optionalString("software_id", members, response), registered != softwareID {
            throw fail(.otherTemplate(registered), response)
        }
        if let value = members["redirect_uris"], !value.isNull {
            guard let items = value.arrayValue, items.allSatisfy({ $0.stringValue != nil }) else {
                throw fail(.invalidMember("redirect_uris", reason: "not an array of strings"), response)
            }
            guard items.contains(where: { $0.stringValue == redirectURI.absoluteString }) else {
                throw fail(.metadataMismatch("redirect_uris", reason: "they do not include \(redirectURI.absoluteString)"), response)
            }
        }
        if let method = try optionalString("token_endpoint_auth_method", members, response), method != "client_secret_basic" {
            throw fail(.metadataMismatch("token_endpoint_auth_method", reason: "\(method), not client_secret_basic"), response)
        }
    }

    /// `registration_client_uri`: `https` (or loopback `http`) on the registration
    /// endpoint's origin, since the registration access token goes there.
    private func clientURI(_ members: [String: JSONValue], _ response: TransportResponse) throws(HaapiClientError) -> URL? {
        guard let text = try optionalString("registration_client_uri", members, response) else { return nil }
        guard let url = URL(string: text), url.scheme != nil, url.host != nil else {
            throw fail(.invalidMember("registration_client_uri", reason: "not an absolute URL"), response)
        }
        guard HostClassifier.isSecureServerURL(url) else {
            throw .security(SecurityCheckError(.insecureURL(url.redactedDescription)))
        }
        let allowed = Origin(registrationEndpoint)
        guard let allowed, Origin(url) == allowed else {
            throw .security(SecurityCheckError(.foreignOrigin(
                url: url.redactedDescription, allowed: allowed.map { [$0.description] } ?? [])))
        }
        return url
    }

    private func requiredString(_ name: String, _ members: [String: JSONValue], _ response: TransportResponse) throws(HaapiClientError) -> String {
        guard let text = members[name]?.stringValue, !text.isEmpty else {
            throw fail(.invalidMember(name, reason: "missing or not a non-empty string"), response)
        }
        return text
    }

    private func optionalString(_ name: String, _ members: [String: JSONValue], _ response: TransportResponse) throws(HaapiClientError) -> String? {
        guard let value = members[name], !value.isNull else { return nil }
        guard let text = value.stringValue, !text.isEmpty else {
            throw fail(.invalidMember(name, reason: "not a non-empty string"), response)
        }
        return text
    }

    /// A time in seconds since 1970; 0 and absence are `nil` (for a secret's expiry, never).
    private func date(_ name: String, _ members: [String: JSONValue], _ response: TransportResponse) throws(HaapiClientError) -> Date? {
        guard let value = members[name], !value.isNull else { return nil }
        guard let seconds = value.numberValue?.doubleValue, seconds.isFinite, seconds >= 0 else {
            throw fail(.invalidMember(name, reason: "not a number of seconds since 1970"), response)
        }
        return seconds == 0 ? nil : Date(timeIntervalSince1970: seconds)
    }

    private func fail(_ reason: RegistrationError.Reason, _ response: TransportResponse) -> HaapiClientError {
        .registration(RegistrationError(reason, request: request, status: response.status))
    }
}
