import Foundation
import HaapiClient
import HaapiJOSE
import HaapiModel
import Testing

/// `max_age`, `prompt` and `acr_values`: what the authorization request carries, and the
/// ID token checks they lead to (OpenID Connect Core 1.0 section 3.1.3.7).
@Suite struct RequestedAuthenticationTests {
    static let now = IDTokenScenario.now

    /// The query of the first authorization request `server` received.
    static func authorizationQuery(_ server: MockAuthorizationServer) async throws -> URL {
        try #require(await server.transport.requests(to: TestValues.authorize.path).first?.url)
    }

    @Test func theConfiguredSettingsAreSent() async throws {
        let server = await MockAuthorizationServer()
        let configuration = try TestValues.configuration { $0.maxAge = 300; $0.prompt = [.login, .consent] }
        _ = try await server.client(configuration: configuration).start()
        let url = try await Self.authorizationQuery(server)
        #expect(queryValue("max_age", in: url) == "300")
        #expect(queryValue("prompt", in: url) == "login consent")
        #expect(queryValue("acr_values", in: url) == "urn:se:curity:authentication:html-form:Username-Password")
    }

    @Test func oneFlowMayAskOtherwise() async throws {
        let server = await MockAuthorizationServer()
        let configuration = try TestValues.configuration { $0.maxAge = 300; $0.prompt = [.login] }
        _ = try await server.client(configuration: configuration).start(parameters: [
            "max_age": "0", "prompt": "consent select_account", "acr_values": "urn:a urn:b", "login_hint": "alice",
        ])
        let url = try await Self.authorizationQuery(server)
        let names = formPairs(url.query).map { $0.0 }
        #expect(names.filter { ["max_age", "prompt", "acr_values"].contains($0) } == ["acr_values", "max_age", "prompt"], "each once")
        #expect(queryValue("max_age", in: url) == "0")
        #expect(queryValue("prompt", in: url) == "consent select_account")
        #expect(queryValue("acr_values", in: url) == "urn:a urn:b")
        #expect(queryValue("login_hint", in: url) == "alice")
    }

    @Test(arguments: [
        ("max_age", "-1"), ("max_age", "1.5"), ("max_age", "soon"), ("max_age", ""), ("max_age", "99999999999"),
        ("prompt", "none login"), ("prompt", " "), ("acr_values", ""),
    ])
    func aMalformedParameterForOneFlowIsRefusedBeforeAnythingIsSent(_ name: String, _ value: String) async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client()
        let error = await caught { try await client.start(parameters: [name: value]) }
        guard case .invalidUse(let use) = error else {
            Issue.record("expected invalidUse, got \(String(describing: error))")
            return
        }
        #expect(use.message.hasPrefix("the authorization parameter \(name) given to start(parameters:)"), "\(use)")
        #expect(await server.transport.requests(to: TestValues.authorize.path).isEmpty)
        #expect(await client.hasActiveFlow == false)
    }

    /// A bad setting and the field its error must name.
    struct BadSetting: Sendable, CustomTestStringConvertible {
        var field: String
        var change: @Sendable (inout HaapiClientConfiguration.Builder) -> Void

        var testDescription: String { field }
    }

    static let badSettings: [BadSetting] = [
        BadSetting(field: "maxAge") { $0.maxAge = -1 },
        BadSetting(field: "maxAge") { $0.maxAge = 1.5 },
        BadSetting(field: "maxAge") { $0.maxAge = .infinity },
        BadSetting(field: "prompt") { $0.prompt = [.none, .login] },
        BadSetting(field: "prompt[0]") { $0.prompt = [Prompt(rawValue: "")] },
        BadSetting(field: "prompt[1]") { $0.prompt = [.login, Prompt(rawValue: "a b")] },
        BadSetting(field: "extraAuthorizationParameters[prompt]") { $0.extraAuthorizationParameters = ["prompt": "login"] },
        BadSetting(field: "extraAuthorizationParameters[max_age]") { $0.extraAuthorizationParameters = ["max_age": "1"] },
        BadSetting(field: "extraAuthorizationParameters[acr_values]") { $0.extraAuthorizationParameters = ["acr_values": "urn:x"] },
        BadSetting(field: "extraAuthorizationParameters[request_uri]") { $0.extraAuthorizationParameters = ["request_uri": "urn:x"] },
    ]

    @Test(arguments: badSettings)
    func badSettingsNameTheirField(_ bad: BadSetting) {
        var builder = TestValues.builder()
        bad.change(&builder)
        let error = #expect(throws: HaapiClientError.self) { try builder.build() }
        guard case .configuration(let configuration)? = error else { return }
        #expect(configuration.field == bad.field, "\(configuration)")
    }

    // MARK: The ID token

    @Test func anAuthenticationWithinMaxAgeIsAcceptedAndItsClaimsRead() async throws {
        let scenario = try await IDTokenScenario(configuration: try TestValues.configuration { $0.maxAge = 60 })
        let tokens = try await login(scenario.client)   // the mock's auth_time is 30 s ago
        let claims = try #require(tokens.idTokenClaims)
        #expect(claims.authTime == TestValues.start.addingTimeInterval(-30))
        #expect(claims.acr == "urn:se:curity:authentication:html-form:Username-Password")
        #expect(claims.amr == ["pwd"])
    }

    @Test func anAuthenticationOlderThanMaxAgeAndTheSkewIsRefused() async throws {
        let scenario = try await IDTokenScenario(configuration: try TestValues.configuration { $0.maxAge = 300 })
        let error = await scenario.signIn { $0.claims["auth_time"] = .int(Self.now - 361) }
        expectIDTokenFailure(error, .authenticationTooOld(
            authTime: TestValues.start.addingTimeInterval(-361), maxAge: 300, now: TestValues.start, leeway: 60))
        #expect(try await scenario.client.storedTokens() == nil)
        let onTheEdge = try await IDTokenScenario(configuration: try TestValues.configuration { $0.maxAge = 300 })
        #expect(await onTheEdge.signIn { $0.claims["auth_time"] = .int(Self.now - 360) } == nil, "300 s plus 60 s of skew")
    }

    @Test func maxAgeOfOneFlowIsCheckedToo() async throws {
        let scenario = try await IDTokenScenario()
        await scenario.server.state.setIDTokenChange { $0.claims["auth_time"] = .int(Self.now - 3600) }
        let first = try await scenario.client.start(parameters: ["max_age": "600"])
        let form = try #require(first.representation?.action(ofKind: .login)?.form)
        let done = try await scenario.client.submit(form, values: ["userName": "alice", "password": "correct horse"])
        let error = await caught { try await scenario.client.exchangeCode(from: try #require(done.authorizationResponse)) }
        expectIDTokenFailure(error, .authenticationTooOld(
            authTime: TestValues.start.addingTimeInterval(-3600), maxAge: 600, now: TestValues.start, leeway: 60))
        // Without max_age the same token is fine.
        #expect(await scenario.signIn { $0.claims["auth_time"] = .int(Self.now - 3600) } == nil)
    }

    @Test func maxAgeNeedsAnAuthTime() async throws {
        let scenario = try await IDTokenScenario(configuration: try TestValues.configuration { $0.maxAge = 0 })
        let error = await scenario.signIn { $0.claims["auth_time"] = nil }
        expectIDTokenFailure(error, .authTimeMissing(maxAge: 0))
        #expect(error?.description.contains("has no auth_time, but the authorization request sent a max_age of 0 s") == true)
    }

    @Test func aRefreshIsNotHeldToMaxAge() async throws {
        let scenario = try await IDTokenScenario(configuration: try TestValues.configuration { $0.maxAge = 60 })
        _ = try await login(scenario.client)
        scenario.clock.advance(by: 3600)
        await scenario.server.state.setIDTokenOnRefresh(true)
        let refreshed = try await scenario.client.refresh()
        #expect(refreshed.idTokenClaims?.authTime == TestValues.start.addingTimeInterval(-30))
    }

    @Test func aRestoredFlowKeepsItsMaxAge() async throws {
        let scenario = try await IDTokenScenario(configuration: try TestValues.configuration { $0.maxAge = 120 })
        await scenario.server.state.setIDTokenChange { $0.claims["auth_time"] = .int(Self.now - 1000) }
        let first = try await scenario.client.start()
        let snapshot = try #require(await scenario.client.flowSnapshot())
        let restored = try scenario.server.client(configuration: try TestValues.configuration())
        try await restored.restoreFlow(try JSONDecoder().decode(AuthorizationFlowSnapshot.self, from: JSONEncoder().encode(snapshot)))
        let form = try #require(first.representation?.action(ofKind: .login)?.form)
        let done = try await restored.submit(form, values: ["userName": "alice", "password": "correct horse"])
        let error = await caught { try await restored.exchangeCode(from: try #require(done.authorizationResponse)) }
        expectIDTokenFailure(error, .authenticationTooOld(
            authTime: TestValues.start.addingTimeInterval(-1000), maxAge: 120, now: TestValues.start, leeway: 60))
    }

    @Test func theACRIsCheckedOnlyWhenRequired() async throws {
        let other: @Sendable (inout IDTokenDraft) -> Void = { $0.claims["acr"] = "urn:other" }
        let relaxed = try await IDTokenScenario()
        #expect(await relaxed.signIn(changingIDToken: other) == nil)
        #expect(try await relaxed.client.storedTokens()?.idTokenClaims?.acr == "urn:other", "the app reads what it got")

        let strict = try await IDTokenScenario(configuration: try TestValues.configuration { $0.requireRequestedACR = true })
        expectIDTokenFailure(
            await strict.signIn(changingIDToken: other),
            .unrequestedACR("urn:other", requested: ["urn:se:curity:authentication:html-form:Username-Password"]))
        let missing = try await IDTokenScenario(configuration: try TestValues.configuration { $0.requireRequestedACR = true })
        expectIDTokenFailure(
            await missing.signIn { $0.claims["acr"] = nil },
            .unrequestedACR(nil, requested: ["urn:se:curity:authentication:html-form:Username-Password"]))
        let matching = try await IDTokenScenario(configuration: try TestValues.configuration { $0.requireRequestedACR = true })
        #expect(try await login(matching.client).idTokenClaims?.acr == "urn:se:curity:authentication:html-form:Username-Password")
        // Nothing to require when no acr_values were sent.
        let none = try await IDTokenScenario(configuration: try TestValues.configuration { $0.requireRequestedACR = true; $0.acrValues = [] })
        #expect(await none.signIn(changingIDToken: other) == nil)
    }
}
