import Foundation
import HaapiClient
import HaapiModel

extension TestValues {
    static let register = URL(string: "https://login.example.com/oauth/register")!
    static let templateID = "haapi-template"
    static let templateSecret = "template-secret-Ww2r"

    /// The endpoints with a registration endpoint.
    static var registrationEndpoints: ServerEndpoints {
        var endpoints = TestValues.endpoints
        endpoints.registrationEndpoint = register
        return endpoints
    }

    /// A registration from ``templateID`` with its secret, kept in `store`.
    static func registration(
        _ authorization: DynamicClientRegistration.Authorization = .templateClient(.clientSecretBasic(ClientSecret(templateSecret))),
        store: any RegisteredClientStore = InMemoryRegisteredClientStore()
    ) -> DynamicClientRegistration {
        DynamicClientRegistration(
            templateClientID: templateID, authorization: authorization, store: store,
            metadata: .init(clientName: "Test app", softwareVersion: "2.1"))
    }

    /// A configuration that registers dynamically with `registration` at ``registrationEndpoints``.
    static func registeringConfiguration(_ registration: DynamicClientRegistration) throws -> HaapiClientConfiguration {
        try configuration {
            $0.clientID = templateID
            $0.endpoints = .explicit(registrationEndpoints)
            $0.clientAuthentication = .dynamicRegistration(registration)
        }
    }

    /// A registration as a store keeps it, made earlier at this issuer.
    static func registered(_ clientID: String, secret: String = "kept-secret-Q9") -> RegisteredClient {
        RegisteredClient(
            clientID: clientID, clientSecret: ClientSecret(secret), registrationAccessToken: "kept-rat-\(clientID)",
            registrationClientURI: URL(string: register.absoluteString + "/" + clientID), issuer: issuer, templateClientID: templateID)
    }
}

/// Dynamic client registration on a ``MockAuthorizationServer``: the template client
/// gets initial access tokens (scope `dcr`) at the token endpoint, `POST /oauth/register`
/// registers a client, `GET|DELETE /oauth/register/<id>` read and delete it with its
/// registration access token, and the token endpoint accepts registered clients only
/// while the registry knows them.
struct MockRegistrationEndpoint {
    /// What the registry knows and how it should answer.
    actor Registry {
        /// Registration requests received.
        var registrations = 0
        /// Known clients: secret and registration access token by client ID.
        var clients: [String: (secret: String, token: String)] = [:]
        /// Initial access tokens issued.
        var initialTokens = 0
        /// Replaces the 201 answer: given the new client ID, secret and token.
        var answer: (@Sendable (String, String, String) -> TransportResponse)?
        /// How long a registration takes.
        var delay: Duration = .zero

        func set(_ change: (Registry) -> Void) { change(self) }
        func setAnswer(_ answer: (@Sendable (String, String, String) -> TransportResponse)?) { self.answer = answer }
        func setDelay(_ delay: Duration) { self.delay = delay }
        func add(_ id: String, secret: String, token: String) { clients[id] = (secret, token) }
        func forget(_ id: String) { clients[id] = nil }
        func isKnown(_ id: String, secret: String) -> Bool { clients[id]?.secret == secret }
        func token(of id: String) -> String? { clients[id]?.token }
        func secret(of id: String) -> String? { clients[id]?.secret }
        func isRegistered(_ id: String) -> Bool { clients[id] != nil }

        func nextInitialToken() -> String {
            initialTokens += 1
            return "initial-token-\(initialTokens)"
        }

        func register() -> (id: String, secret: String, token: String) {
            registrations += 1
            let client = (id: "dcr-client-\(registrations)", secret: "dcr-secret-\(registrations)", token: "rat-\(registrations)")
            clients[client.id] = (client.secret, client.token)
            return client
        }
    }

    let server: MockAuthorizationServer
    let registry = Registry()

    init(on server: MockAuthorizationServer) async {
        self.server = server
        let registry = registry
        let state = server.state
        let clock = server.clock
        await server.transport.route("POST", TestValues.token.path) { request in
            guard let (id, secret) = Self.basicCredentials(request) else { return Self.invalidClient }
            let body = request.bodyText
            if id == TestValues.templateID {
                guard secret == TestValues.templateSecret, formValue("scope", in: body) == "dcr" else { return Self.invalidClient }
                return .json(#"{"access_token":"\#(await registry.nextInitialToken())","token_type":"DPoP","expires_in":300}"#)
            }
            guard await registry.isKnown(id, secret: secret) else { return Self.invalidClient }
            switch formValue("grant_type", in: body) {
            case "client_credentials":
                return .json(#"{"access_token":"haapi-token-\#(await state.nextHaapiToken())","token_type":"DPoP","expires_in":300}"#)
            case "authorization_code":
                guard formValue("code", in: body) == MockAuthorizationServer.code else { return .json(#"{"error":"invalid_grant"}"#, status: 400) }
                let n = await state.nextUserToken()
                let idToken = await MockAuthorizationServer.idToken(state: state, clock: clock, nonce: await state.lastNonce)
                return .json(#"{"access_token":"user-access-\#(n)","token_type":"DPoP","expires_in":600,"refresh_token":"user-refresh-\#(n)","id_token":"\#(idToken)"}"#)
            default:
                return .json(#"{"error":"unsupported_grant_type"}"#, status: 400)
            }
        }
        await server.transport.route("POST", TestValues.register.path) { _ in
            try await Task.sleep(for: await registry.delay)
            let client = await registry.register()
            if let answer = await registry.answer { return answer(client.id, client.secret, client.token) }
            return Self.created(id: client.id, secret: client.secret, token: client.token)
        }
        await server.transport.setFallback { request in
            let prefix = TestValues.register.path + "/"
            guard request.url.path.hasPrefix(prefix) else { return TransportResponse(status: 404) }
            let id = String(request.url.path.dropFirst(prefix.count))
            guard let token = await registry.token(of: id), request.headers["Authorization"] == "Bearer " + token else {
                return .json(#"{"error":"invalid_token"}"#, status: 401, headers: ["WWW-Authenticate": #"Bearer error="invalid_token""#])
            }
            switch request.method {
            case "GET":
                guard let secret = await registry.secret(of: id) else { return TransportResponse(status: 401) }
                var response = Self.created(id: id, secret: secret, token: token)
                response.status = 200
                return response
            case "DELETE":
                await registry.forget(id)
                return TransportResponse(status: 204)
            default:
                return TransportResponse(status: 405)
            }
        }
    }

    static let invalidClient = TransportResponse.json(#"{"error":"invalid_client","error_description":"unknown client"}"#, status: 401)

    /// A 201 client information response.
    static func created(id: String, secret: String, token: String, members: String = "") -> TransportResponse {
        .json(
            #"{"client_id":"\#(id)","client_secret":"\#(secret)","client_id_issued_at":1700000000,"client_secret_expires_at":0,"registration_access_token":"\#(token)","registration_client_uri":"\#(TestValues.register.absoluteString)/\#(id)","redirect_uris":["\#(TestValues.redirect.absoluteString)"],"software_id":"\#(TestValues.templateID)","token_endpoint_auth_method":"client_secret_basic"\#(members)}"#,
            status: 201)
    }

    /// The client ID and secret of `Authorization: Basic`.
    static func basicCredentials(_ request: TransportRequest) -> (String, String)? {
        guard let header = request.headers["Authorization"], header.hasPrefix("Basic "),
            let data = Data(base64Encoded: String(header.dropFirst(6))), let text = String(data: data, encoding: .utf8),
            let colon = text.firstIndex(of: ":")
        else { return nil }
        let decode = { (part: Substring) in String(part).removingPercentEncoding ?? String(part) }
        return (decode(text[..<colon]), decode(text[text.index(after: colon)...]))
    }
}
