import Crypto
import Foundation
import HaapiClient
import HaapiJOSE
import HaapiModel
import Testing

/// Pushed authorization requests (RFC 9126) against the mock server: what is pushed, what
/// the flow starts with, and every bad answer as a typed error with nothing started.
@Suite struct PushedAuthorizationRequestTests {
    static var endpointsWithPAR: ServerEndpoints {
        var endpoints = TestValues.endpoints
        endpoints.pushedAuthorizationRequestEndpoint = TestValues.par
        return endpoints
    }

    static func configuration(
        _ use: PushedAuthorizationRequests, endpoints: ServerEndpoints = endpointsWithPAR,
        _ change: (inout HaapiClientConfiguration.Builder) -> Void = { _ in }
    ) throws -> HaapiClientConfiguration {
        try TestValues.configuration { builder in
            builder.endpoints = .explicit(endpoints)
            builder.pushedAuthorizationRequests = use
            change(&builder)
        }
    }

    @Test func thePushedRequestCarriesTheParametersAndTheURLOnlyItsReference() async throws {
        let server = await MockAuthorizationServer()
        let key = P256.Signing.PrivateKey()
        let client = try server.client(
            configuration: try Self.configuration(.whenOffered) { $0.maxAge = 300; $0.prompt = [.login] },
            keyStore: InMemoryDPoPKeyStore(key: key))
        let tokens = try await login(client)
        #expect(tokens.idTokenClaims?.subject == "alice", "state and nonce of the pushed request were checked")

        let pushed = try #require(await server.transport.requests(to: TestValues.par.path).first)
        #expect(pushed.method == "POST")
        #expect(pushed.headers["Content-Type"] == "application/x-www-form-urlencoded")
        #expect(pushed.headers["Authorization"]?.hasPrefix("Basic ") == true)
        let proof = try CompactJWS(parsing: try #require(pushed.headers["DPoP"])).payloadClaims()
        #expect(proof["htu"]?.stringValue == TestValues.par.absoluteString)
        #expect(proof["htm"]?.stringValue == "POST")
        let form = formPairs(pushed.bodyText)
        #expect(form.map { $0.0 } == [
            "client_id", "response_type", "redirect_uri", "scope", "state", "nonce", "code_challenge", "code_challenge_method",
            "acr_values", "max_age", "prompt", "dpop_jkt",
        ])
        #expect(formValue("max_age", in: pushed.bodyText) == "300")
        #expect(formValue("prompt", in: pushed.bodyText) == "login")
        #expect(formValue("dpop_jkt", in: pushed.bodyText) == (try JWK(key.publicKey).thumbprint()))

        let authorize = try #require(await server.transport.requests(to: TestValues.authorize.path).first)
        #expect(formPairs(authorize.url.query).map { $0.0 } == ["client_id", "request_uri"])
        #expect(queryValue("client_id", in: authorize.url) == TestValues.clientID)
        #expect(queryValue("request_uri", in: authorize.url) == "urn:ietf:params:oauth:request_uri:mock-1")
    }

    @Test func clientIDGoesOnceWithClientSecretPostAndNoProofWithoutBoundTokens() async throws {
        let server = await MockAuthorizationServer()
        let configuration = try Self.configuration(.required) { builder in
            builder.clientAuthentication = .clientSecretPost(ClientSecret(TestValues.clientSecret))
            builder.dpopBoundTokens = false
        }
        _ = try await server.client(configuration: configuration).start()
        let pushed = try #require(await server.transport.requests(to: TestValues.par.path).first)
        let form = formPairs(pushed.bodyText)
        #expect(form.filter { $0.0 == "client_id" }.count == 1)
        #expect(formValue("client_secret", in: pushed.bodyText) == TestValues.clientSecret)
        #expect(pushed.headers["DPoP"] == nil)
        #expect(formValue("dpop_jkt", in: pushed.bodyText) == nil)
    }

    @Test(arguments: [
        (PushedAuthorizationRequests.never, true, false),
        (.whenOffered, false, false),
        (.whenOffered, true, true),
        (.required, true, true),
    ])
    func whetherTheRequestIsPushed(_ use: PushedAuthorizationRequests, _ offered: Bool, _ pushes: Bool) async throws {
        let server = await MockAuthorizationServer()
        let endpoints = offered ? Self.endpointsWithPAR : TestValues.endpoints
        _ = try await server.client(configuration: try Self.configuration(use, endpoints: endpoints)).start()
        #expect(await server.transport.requests(to: TestValues.par.path).count == (pushes ? 1 : 0))
        let authorize = try #require(await server.transport.requests(to: TestValues.authorize.path).first)
        #expect((queryValue("request_uri", in: authorize.url) != nil) == pushes)
        #expect((queryValue("state", in: authorize.url) != nil) == !pushes)
    }

    @Test func settingsThatContradictTheEndpointsAreConfigurationErrors() throws {
        var withoutPAR = TestValues.builder()
        withoutPAR.pushedAuthorizationRequests = .required
        #expect(throws: HaapiClientError.configuration(ConfigurationError(
            field: "endpoints.pushedAuthorizationRequestEndpoint",
            reason: "is required when pushedAuthorizationRequests is .required; give the server's PAR endpoint or use discovery"))) {
            try withoutPAR.build()
        }
        var requiring = Self.endpointsWithPAR
        requiring.requirePushedAuthorizationRequests = true
        var never = TestValues.builder(endpoints: .explicit(requiring))
        never.pushedAuthorizationRequests = .never
        #expect(throws: HaapiClientError.configuration(ConfigurationError(
            field: "pushedAuthorizationRequests",
            reason: "is .never, but the endpoints say the server requires pushed authorization requests; use .whenOffered or .required"))) {
            try never.build()
        }
        var insecure = Self.endpointsWithPAR
        insecure.pushedAuthorizationRequestEndpoint = URL(string: "http://login.example.com/oauth/par")!
        var builder = TestValues.builder(endpoints: .explicit(insecure))
        builder.pushedAuthorizationRequests = .required
        let error = #expect(throws: HaapiClientError.self) { try builder.build() }
        guard case .configuration(let configuration)? = error else { return }
        #expect(configuration.field == "endpoints.pushedAuthorizationRequestEndpoint")
    }

    /// A bad answer of the PAR endpoint and the error it must become.
    struct BadAnswer: Sendable, CustomTestStringConvertible {
        var name: String
        var response: TransportResponse
        var check: @Sendable (HaapiClientError?) -> Bool

        var testDescription: String { name }
    }

    static let badAnswers: [BadAnswer] = [
        BadAnswer(name: "200 instead of 201", response: .json(#"{"request_uri":"urn:x:1","expires_in":60}"#)) {
            guard case .protocolViolation(let v) = $0, case .other(let text) = v.reason else { return false }
            return v.status == 200 && text.contains("201 Created")
        },
        BadAnswer(name: "no request_uri", response: .json(#"{"expires_in":60}"#, status: 201)) {
            guard case .protocolViolation(let v) = $0, case .invalidMember("request_uri", _) = v.reason else { return false }
            return true
        },
        BadAnswer(name: "a URL, not a URN", response: .json(#"{"request_uri":"https://evil.example/r","expires_in":60}"#, status: 201)) {
            guard case .protocolViolation(let v) = $0, case .invalidMember("request_uri", let reason) = v.reason else { return false }
            return reason.hasPrefix("not a URN")
        },
        BadAnswer(name: "a URN with a space", response: .json(#"{"request_uri":"urn:x y","expires_in":60}"#, status: 201)) {
            guard case .protocolViolation(let v) = $0, case .invalidMember("request_uri", _) = v.reason else { return false }
            return true
        },
        BadAnswer(name: "expired already", response: .json(#"{"request_uri":"urn:x:1","expires_in":0}"#, status: 201)) {
            guard case .protocolViolation(let v) = $0, case .invalidMember("expires_in", let reason) = v.reason else { return false }
            return reason == "0: the request_uri has expired already"
        },
        BadAnswer(name: "no expires_in", response: .json(#"{"request_uri":"urn:x:1"}"#, status: 201)) {
            guard case .protocolViolation(let v) = $0, case .invalidMember("expires_in", "missing") = v.reason else { return false }
            return true
        },
        BadAnswer(name: "not JSON", response: .json("<html></html>", status: 201, contentType: "text/html")) {
            guard case .protocolViolation(let v) = $0, case .unexpectedContentType = v.reason else { return false }
            return true
        },
        BadAnswer(name: "an OAuth error", response: .json(#"{"error":"invalid_request","error_description":"max_age"}"#, status: 400)) {
            guard case .oauth(let error) = $0 else { return false }
            return error.error == "invalid_request" && error.endpoint == "pushed authorization request" && error.status == 400
        },
        BadAnswer(name: "a server failure", response: TransportResponse(status: 503, headers: ["Content-Type": "text/plain"], body: Data("busy".utf8))) {
            guard case .httpStatus(let status) = $0 else { return false }
            return status.status == 503 && status.request == "POST https://login.example.com/oauth/par"
        },
    ]

    @Test(arguments: badAnswers)
    func aBadAnswerIsATypedErrorAndNothingStarts(_ bad: BadAnswer) async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client(configuration: try Self.configuration(.required))
        _ = try await client.start()   // a flow under way, forgotten by the next start
        await server.transport.clearRequests()
        await server.state.setPARResponse(bad.response)
        let error = await caught { try await client.start() }
        #expect(bad.check(error), "\(String(describing: error))")
        #expect(await client.hasActiveFlow == false)
        #expect(await server.transport.requests(to: TestValues.authorize.path).isEmpty)
    }
}
