import Foundation
import HaapiClient
import HaapiFlow
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

@Suite("HaapiUIKitConfigurationBuilder")
struct ConfigurationBuilderTests {
    static let base = URL(string: "https://login.example.com/oauth")!

    func builder() -> HaapiUIKitConfigurationBuilder {
        HaapiUIKitConfigurationBuilder(
            clientId: "haapi-ios-client", baseURL: Self.base,
            tokenEndpointURL: URL(string: "https://login.example.com/oauth/token")!,
            authorizationEndpointURL: URL(string: "https://login.example.com/oauth/authorize")!,
            appRedirect: "app:/callback"
        ).setClientAuthenticationMethod(.clientSecretBasic("s3cr3t"))
    }

    @Test func everyOptionReachesTheClientAndTheFlow() throws {
        let configuration = try builder()
            .setScopes(["openid", "profile"])
            .setAcrValues(["urn:se:curity:authentication:html-form:Username-Password"])
            .setExtraRequestParameters(["ui_locales": "sv"])
            .setRevocationEndpointURL(URL(string: "https://login.example.com/oauth/revoke")!)
            .setJWKSEndpointURL(URL(string: "https://login.example.com/oauth/jwks")!)
            .setAutoPollingDuration(.seconds(120))
            .setShouldAutoFollowRedirects(false)
            .setAuthenticationSelectionPresentation(.tabs)
            .setTokenBinding(.unbound)
            .setCustomHeaders(["X-App-Version": "1.2"])
            .setMinTokenTTL(90)
            .setStuckScreenTimeout(.seconds(5))
            .setShouldConfirmFlowInterruption(true)
            .build()
        let client = configuration.clientConfiguration
        #expect(configuration.clientId == "haapi-ios-client" && configuration.baseURL == Self.base)
        #expect(configuration.appRedirect.absoluteString == "app:/callback")
        guard case .explicit(let endpoints) = client.endpoints else { Issue.record("expected explicit endpoints"); return }
        #expect(endpoints.tokenEndpoint.path == "/oauth/token" && endpoints.authorizationEndpoint.path == "/oauth/authorize")
        #expect(endpoints.revocationEndpoint?.path == "/oauth/revoke")
        #expect(endpoints.jwksURI?.path == "/oauth/jwks")
        #expect(client.scopes == ["openid", "profile"])
        #expect(client.acrValues == ["urn:se:curity:authentication:html-form:Username-Password"])
        #expect(client.extraAuthorizationParameters == ["ui_locales": "sv"])
        #expect(client.clientAuthentication.methodName == "client_secret_basic")
        #expect(!client.dpopBoundTokens)
        #expect(client.minimumTokenTTL == 90)
        #expect((client.headersProvider as? StaticHeadersProvider)?.values == ["X-App-Version": "1.2"])
        #expect(configuration.flowConfiguration.maximumPollingDuration == .seconds(120))
        #expect(!configuration.flowConfiguration.followRedirects)
        #expect(configuration.flowConfiguration.stuckScreenTimeout == .seconds(5))
        #expect(configuration.authenticationSelectionPresentation == .tabs)
        #expect(configuration.shouldConfirmFlowInterruption)
    }

    @Test func theAuthorizationRequestSettingsReachTheClient() throws {
        let client = try HaapiUIKitConfigurationBuilder(clientId: "c", baseURL: Self.base, appRedirect: "app:/cb")
            .setClientAuthenticationMethod(.clientSecretPost("s"))
            .setMaxAge(300)
            .setPrompt([.login, .consent])
            .setPushedAuthorizationRequests(.required)
            .setRequireRequestedACR(true)
            .build()
            .clientConfiguration
        #expect(client.maxAge == 300)
        #expect(client.prompt == [.login, .consent])
        #expect(client.pushedAuthorizationRequests == .required)
        #expect(client.requireRequestedACR)
        let defaults = try HaapiUIKitConfigurationBuilder(clientId: "c", baseURL: Self.base, appRedirect: "app:/cb")
            .setClientAuthenticationMethod(.clientSecretPost("s")).build().clientConfiguration
        #expect(defaults.maxAge == nil && defaults.prompt.isEmpty && defaults.pushedAuthorizationRequests == .never)
        let bad = #expect(throws: ConfigurationError.self) {
            try HaapiUIKitConfigurationBuilder(clientId: "c", baseURL: Self.base, appRedirect: "app:/cb")
                .setClientAuthenticationMethod(.clientSecretPost("s")).setMaxAge(-1).build()
        }
        #expect(bad?.field == "maxAge")
    }

    @Test func defaultsUseDiscoveryAndTheFlowDefaults() throws {
        let configuration = try HaapiUIKitConfigurationBuilder(clientId: "c", baseURL: Self.base, appRedirect: "app:/cb")
            .setClientAuthenticationMethod(.clientSecretPost("s"))
            .build()
        #expect(configuration.clientConfiguration.endpoints == .discovery(issuer: Self.base))
        #expect(configuration.clientConfiguration.dpopBoundTokens)
        #expect(configuration.clientConfiguration.headersProvider == nil)
        #expect(configuration.flowConfiguration == FlowConfiguration())
        #expect(configuration.authenticationSelectionPresentation == .list)
        #expect(!configuration.shouldConfirmFlowInterruption)
    }

    @Test func headersProviderAndCustomHeadersCombine() async throws {
        let configuration = try builder()
            .setCustomHeaders(["X-App": "demo", "X-Trace": "fixed"])
            .setHTTPHeadersProvider(ClosureHeadersProvider { _ in ["X-Trace": "per-request"] })
            .build()
        let provider = try #require(configuration.clientConfiguration.headersProvider)
        let request = TransportRequest(method: "GET", url: Self.base)
        #expect(await provider.headers(for: request) == ["X-App": "demo", "X-Trace": "per-request"])
    }

    @Test(arguments: [
        ("clientAuthenticationMethod", "is required; set it with setClientAuthenticationMethod(_:)"),
        ("clientId", "must not be empty"),
        ("appRedirect", "plain http is allowed for loopback hosts only"),
        ("tokenEndpointURL", "must use https (plain http is allowed for loopback hosts only)"),
        ("authorizationEndpointURL", "is required when tokenEndpointURL is set"),
        ("revocationEndpointURL", "needs tokenEndpointURL and authorizationEndpointURL; without them discovery finds it"),
        ("jwksEndpointURL", "needs tokenEndpointURL and authorizationEndpointURL; without them discovery finds it"),
        ("baseURL", "must use https (plain http is allowed for loopback hosts only)"),
        ("scopes[1]", "must not contain spaces or control characters"),
        ("extraRequestParameters[state]", "is set by the client itself; use the dedicated setting"),
        ("customHeaders[X Bad]", "is not a valid header name"),
        ("customHeaders[X-Split]", "the value contains a line break or NUL"),
        ("minTokenTTL", "must be a finite number of seconds, 0 or more"),
        ("autoPollingDuration", "must be longer than zero"),
        ("stuckScreenTimeout", "must be longer than zero"),
    ])
    func badInputIsRefusedNamingTheField(_ field: String, _ reason: String) throws {
        let broken: HaapiUIKitConfigurationBuilder
        let good = builder()
        switch field {
        case "clientAuthenticationMethod":
            broken = HaapiUIKitConfigurationBuilder(clientId: "c", baseURL: Self.base, appRedirect: "app:/cb")
        case "clientId": broken = with(good) { $0.clientId = "" }
        case "appRedirect": broken = with(good) { $0.appRedirect = "http://example.com/callback" }
        case "tokenEndpointURL": broken = with(good) { $0.tokenEndpointURL = URL(string: "http://login.example.com/token")! }
        case "authorizationEndpointURL": broken = with(good) { $0.authorizationEndpointURL = nil }
        case "revocationEndpointURL":
            broken = HaapiUIKitConfigurationBuilder(clientId: "c", baseURL: Self.base, appRedirect: "app:/cb")
                .setClientAuthenticationMethod(.clientSecretBasic("s"))
                .setRevocationEndpointURL(URL(string: "https://login.example.com/revoke")!)
        case "jwksEndpointURL":
            broken = HaapiUIKitConfigurationBuilder(clientId: "c", baseURL: Self.base, appRedirect: "app:/cb")
                .setClientAuthenticationMethod(.clientSecretBasic("s"))
                .setJWKSEndpointURL(URL(string: "https://login.example.com/jwks")!)
        case "baseURL":
            broken = HaapiUIKitConfigurationBuilder(clientId: "c", baseURL: URL(string: "http://login.example.com")!, appRedirect: "app:/cb")
                .setClientAuthenticationMethod(.clientSecretBasic("s"))
        case "scopes[1]": broken = good.setScopes(["openid", "read write"])
        case "extraRequestParameters[state]": broken = good.setExtraRequestParameters(["state": "mine"])
        case "customHeaders[X Bad]": broken = good.setCustomHeaders(["X Bad": "1"])
        case "customHeaders[X-Split]": broken = good.setCustomHeaders(["X-Split": "a\r\nInjected: yes"])
        case "minTokenTTL": broken = good.setMinTokenTTL(-1)
        case "autoPollingDuration": broken = good.setAutoPollingDuration(.zero)
        default: broken = good.setStuckScreenTimeout(.seconds(-1))
        }
        #expect(throws: ConfigurationError(field: field, reason: reason)) { try broken.build() }
    }

    @Test func explicitEndpointsWithOpenIDNeedTheJWKSEndpoint() throws {
        do {
            _ = try builder().setScopes(["openid"]).build()
            Issue.record("accepted explicit endpoints with openid and no JWKS endpoint")
        } catch {
            #expect(error.field == "jwksEndpointURL")
        }
        _ = try builder().setScopes(["profile"]).build()
    }

    @Test func clientFieldNamesBecomeBuilderNames() {
        #expect(HaapiUIKitConfigurationBuilder.builderField(forClientField: "extraAuthorizationParameters[nonce]")
                    == "extraRequestParameters[nonce]")
        #expect(HaapiUIKitConfigurationBuilder.builderField(forClientField: "requestTimeout") == "requestTimeout")
        #expect(ConfigurationError(field: "clientId", reason: "must not be empty").description == "clientId: must not be empty")
    }

    private func with(_ builder: HaapiUIKitConfigurationBuilder, _ change: (inout HaapiUIKitConfigurationBuilder) -> Void)
        -> HaapiUIKitConfigurationBuilder
    {
        var copy = builder
        change(&copy)
        return copy
    }
}

@Suite("The request timeout")
struct RequestTimeoutSettingTests {
    @Test func theFlowWaitsForAStepAsLongAsTheClientWaitsForARequest() throws {
        let configuration = try HaapiUIKitConfigurationBuilder(
            clientId: "c", baseURL: URL(string: "https://login.example.com")!, appRedirect: "app://callback")
            .setClientAuthenticationMethod(.clientSecretBasic("s"))
            .setRequestTimeout(95)
            .build()
        #expect(configuration.clientConfiguration.requestTimeout == 95)
        #expect(configuration.flowConfiguration.requestTimeout == .seconds(95))
    }
}
