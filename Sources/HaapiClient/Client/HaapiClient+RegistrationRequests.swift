import Foundation
import HaapiModel
import Logging

extension HaapiClient {
    /// Registers a client from the template (RFC 7591) and stores it; a registration that
    /// cannot be stored is deleted at the server again (best effort) and nothing is kept.
    func register(_ registration: DynamicClientRegistration) async throws(HaapiClientError) -> RegisteredClient {
        let endpoints = try await serverEndpoints()
        guard let endpoint = endpoints.registrationEndpoint else {
            throw .registration(RegistrationError(
                .noRegistrationEndpoint, request: "dynamic client registration at \(endpoints.issuer.redactedDescription)"))
        }
        let softwareID = registration.metadata.softwareID ?? registration.templateClientID
        let body = Data(requestBody(registration, softwareID: softwareID).serialized())
        var headers: TransportHeaders = ["Accept": MediaType.json, "Content-Type": MediaType.json]
        var secrets = clientSecrets
        logger.info("registering a client from the template", metadata: [
            "template": .string(registration.templateClientID), "endpoint": .string(endpoint.redactedDescription),
        ])
        let response: TransportResponse
        switch registration.authorization {
        case .templateClient(let template):
            let token = try await initialAccessToken(registration, template: template, endpoints: endpoints)
            secrets.append(token)
            headers["Authorization"] = "DPoP " + token
            let authorized = headers
            response = try await sendWithDPoP(method: "POST", url: endpoint, accessToken: token) { proof in
                var signed = authorized
                signed[HeaderName.dpop] = proof
                return TransportRequest(method: "POST", url: endpoint, headers: signed, body: body)
            }
        case .softwareStatement:
            response = try await transmit(TransportRequest(method: "POST", url: endpoint, headers: headers, body: body))
        }
        let reader = RegistrationResponse(
            request: "POST \(endpoint.redactedDescription)", expectedStatus: 201, issuer: configuration.endpoints.issuer,
            templateClientID: registration.templateClientID, softwareID: softwareID, redirectURI: configuration.redirectURI,
            registrationEndpoint: endpoint, knownSecrets: secrets)
        let registered = try reader.read(response)
        do {
            try await registration.store.save(registered)
        } catch {
            logger.warning("the registered client could not be stored; deleting it at the server", metadata: [
                "client_id": .string(registered.clientID),
            ])
            _ = try? await manageRegistration(registered, registration, method: "DELETE")
            throw .storage(StorageError(operation: "RegisteredClientStore.save", errorType: String(describing: type(of: error))))
        }
        logger.info("registered a client", metadata: [
            "client_id": .string(registered.clientID), "template": .string(registration.templateClientID),
        ])
        return registered
    }

    /// The registration request's metadata (RFC 7591 section 2): the configured redirect
    /// URI, the grants a HAAPI client uses, `client_secret_basic`, the template as
    /// `software_id`, and the statement when it authorizes the registration.
    private func requestBody(_ registration: DynamicClientRegistration, softwareID: String) -> JSONValue {
        var members: [String: JSONValue] = [
            "redirect_uris": [.string(configuration.redirectURI.absoluteString)],
            "grant_types": ["authorization_code", "refresh_token", "client_credentials"],
            "response_types": ["code"],
            "token_endpoint_auth_method": "client_secret_basic",
            "software_id": .string(softwareID),
        ]
        if let name = registration.metadata.clientName { members["client_name"] = .string(name) }
        if let version = registration.metadata.softwareVersion { members["software_version"] = .string(version) }
        if case .softwareStatement(let statement) = registration.authorization {
            members["software_statement"] = .string(statement)
        }
        return .object(members)
    }

    /// The template client's initial access token: `client_credentials` with the scope
    /// `dcr`, DPoP-bound.
    private func initialAccessToken(
        _ registration: DynamicClientRegistration, template: ClientAuthentication, endpoints: ServerEndpoints
    ) async throws(HaapiClientError) -> String {
        let templateClient = ClientAuthenticator(
            clientID: registration.templateClientID, method: template, clock: clock, random: random)
        logger.debug("requesting an initial access token", metadata: ["template": .string(registration.templateClientID)])
        let tokens = try await tokenRequest(
            [("grant_type", "client_credentials"), ("scope", DynamicClientRegistration.registrationScope)],
            endpoint: endpoints.tokenEndpoint, dpop: true, extraSecrets: [], as: templateClient)
        return tokens.accessToken
    }

    /// Reads (`GET`, 200) or deletes (`DELETE`, 204) `client`'s registration with its
    /// registration access token (RFC 7592); a read returns the client as the server has it.
    func manageRegistration(
        _ client: RegisteredClient, _ registration: DynamicClientRegistration, method: String
    ) async throws(HaapiClientError) -> RegisteredClient {
        guard let uri = client.registrationClientURI, let token = client.registrationAccessToken else {
            throw .registration(RegistrationError(.notManageable, request: "\(method) (no registration_client_uri)"))
        }
        guard HostClassifier.isSecureServerURL(uri) else {
            throw .security(SecurityCheckError(.insecureURL(uri.redactedDescription)))
        }
        // The registration access token goes to the authorization server's origin only.
        try await checkServerOrigin(of: uri)
        let request = "\(method) \(uri.redactedDescription)"
        let response = try await transmit(TransportRequest(
            method: method, url: uri, headers: ["Accept": MediaType.json, "Authorization": "Bearer " + token]))
        let secrets = clientSecrets + [token, client.clientSecret.value]
        if response.status == 401 {
            throw .registration(RegistrationError(.revoked, request: request, status: 401))
        }
        guard method == "GET" else {
            guard response.isSuccess else {
                if let error = TokenResponse.oauthError(in: response, endpoint: "registration") { throw .oauth(error) }
                throw .httpStatus(ResponseClassifier.statusError(response, request: request, knownSecrets: secrets))
            }
            return client
        }
        let endpoint = (try await serverEndpoints()).registrationEndpoint ?? uri
        let reader = RegistrationResponse(
            request: request, expectedStatus: 200, issuer: client.issuer, templateClientID: client.templateClientID,
            softwareID: registration.metadata.softwareID ?? registration.templateClientID, redirectURI: configuration.redirectURI,
            registrationEndpoint: endpoint, clientID: client.clientID, knownSecrets: secrets)
        var read = try reader.read(response)
        // A read may leave out the registration access token and the client URI; they stay the same then.
        read.registrationAccessToken = read.registrationAccessToken ?? token
        read.registrationClientURI = read.registrationClientURI ?? uri
        return read
    }
}
