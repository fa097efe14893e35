import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiJOSE
import HaapiModel
import HaapiTesting
import HaapiUI
import HaapiWeb
import HaapiWebAuthn
import InMemoryTracing
import Testing

/// Passkeys in a real browser: headless Chromium with its virtual authenticator
/// (`passkey_scenarios.py`), the host reached at `http://localhost:<port>` (the relying
/// party's ID is `localhost`).
@MainActor
@Suite("Passkeys in Chromium", .serialized, .enabled(if: Browser.missing == nil, "\(Browser.missing ?? "")"))
struct PasskeyBrowserTests {
    /// `url` with the host `localhost` (the host listens on 127.0.0.1, where `localhost` leads).
    static func localhost(_ url: URL) throws -> URL {
        var components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        components.host = "localhost"
        return try #require(components.url)
    }

    /// The client data a credential carries.
    static func clientData(_ base64url: String) throws -> JSONValue {
        try JSONValue.parse(try Base64URL.decode(base64url))
    }

    func expectPassed(_ report: Browser.Report, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    /// With the browser's JSON helpers, and with the script's own conversion.
    @Test(arguments: [false, true])
    func aPasskeyIsCreatedThenUsedAndARefusalTakesTheFallback(withoutJSONHelpers: Bool) async throws {
        let steps = PasskeyStepsTransport()
        try await WebFixture.run(assembly: { server, language in try WebFixture.demoLogin(server, language).setTransport(steps) }) { web in
            let base = try Self.localhost(web.baseURL)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-web-passkey-banner\(withoutJSONHelpers ? "-fallback" : "").png").path
            let report = try await Browser.scenario(
                "passkey_steps", base: base, ["--screenshot", file] + (withoutJSONHelpers ? ["--no-json-helpers"] : []),
                script: Browser.passkeyScript)
            expectPassed(report)
            let credentials = await steps.log.credentials
            try #require(credentials.count == 3, "a registration and two sign-ins reached the server: \(credentials.count)")
            let registration = try credentials[0].decoded(as: RegistrationResponseJSON.self)
            let assertion = try credentials[1].decoded(as: AuthenticationResponseJSON.self)
            #expect(registration.type == "public-key" && registration.id == registration.rawId)
            #expect(!registration.response.attestationObject.isEmpty)
            #expect(assertion.id == registration.id, "the sign-in used the new passkey")
            #expect(try credentials[2].decoded(as: AuthenticationResponseJSON.self).id == registration.id, "and the one after the wait")
            #expect(!assertion.response.signature.isEmpty && assertion.response.userHandle == "ZGVtby11c2VyLWlk")
            for (data, type) in [(registration.response.clientDataJSON, "webauthn.create"), (assertion.response.clientDataJSON, "webauthn.get")] {
                let client = try Self.clientData(data)
                #expect(client["type"] == .string(type))
                #expect(client["challenge"] == .string(PasskeyStepsTransport.challenge))
                #expect(client["origin"] == .string(base.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/"))))
            }
            #expect(await steps.log.fallbacks == 1, "the refused ceremony took the fallback")
            #expect(FileManager.default.fileExists(atPath: file))
        }
    }

    @Test func aPasskeyPickedFromTheUserNameFieldsAutofillSignsIn() async throws {
        var steps = PasskeyStepsTransport()
        steps.autofill = true
        try await WebFixture.run(assembly: { [steps] server, language in try WebFixture.demoLogin(server, language).setTransport(steps) }) { web in
            let report = try await Browser.scenario("passkey_autofill", base: try Self.localhost(web.baseURL), script: Browser.passkeyScript)
            expectPassed(report)
            #expect("\(report.notes["available"] ?? "")" == "1" || "\(report.notes["available"] ?? "")" == "true", "\(report.raw)")
            let credentials = await steps.log.credentials
            try #require(credentials.count == 2, "the registration, then the passkey picked from autofill: \(credentials.count)")
            let assertion = try credentials[1].decoded(as: AuthenticationResponseJSON.self)
            let client = try Self.clientData(assertion.response.clientDataJSON)
            #expect(client["challenge"] == .string(PasskeyStepsTransport.autofillChallenge), "the autofill offer's challenge")
            #expect(await steps.log.ceremonies == 1, "no ceremony step for the sign-in: only the registration's")
        }
    }

    /// The dev server a web host's logins use, once it runs.
    @MainActor
    final class StartedServer {
        var server: TestDevServer?
    }

    /// A web host in front of a dev server whose relying party accepts the host's
    /// origin (`http://localhost:<port>`, so the host starts first), requires user
    /// verification, offers passkeys after a password and autofill on its step.
    ///
    /// With `passkeyAccount`, the host has the passkeys page (the dev server's account API, at
    /// a path on its origin), its logins ask for the `passkeys` scope, and the dev server
    /// makes no offer after a password (the result page asks for an automatic passkey instead).
    func withDevServerRelyingParty(passkeyAccount: Bool = false, _ body: (WebFixture, URL) async throws -> Void) async throws {
        let started = StartedServer()
        let tracer = InMemoryTracer()
        var configuration = WebHostConfiguration()
        configuration.tracer = tracer
        if passkeyAccount { configuration.passkeyAccount = WebPasskeyAccount(endpoint: try #require(URL(string: "/account/passkeys"))) }
        let host = WebHost(configuration: configuration, logger: .quiet("HaapiWebTests.host")) { language in
            guard let server = started.server else { throw TestError("the dev server has not started") }
            guard passkeyAccount else { return try WebFixture.demoLogin(server, language).build() }
            return try WebFixture.login(server, language) { $0.setScopes(["openid", "profile", "passkeys"]) }.build()
        }
        let url = try await host.start()
        let base = try Self.localhost(url)
        let origin = "http://localhost:\(try #require(url.port))"
        var options = TestDevServer.options { configuration in
            for index in configuration.authenticators.indices where configuration.authenticators[index].type == .passkey {
                configuration.authenticators[index].passkey = PasskeySettings(
                    origins: [origin], userVerification: .required, offerRegistrationAfter: passkeyAccount ? [] : nil, autofill: true)
            }
        }
        options.tracer = tracer
        do {
            try await TestDevServer.run(options: options) { server in
                started.server = server
                try await body(WebFixture(server: server, host: host, baseURL: url, tracer: tracer), base)
            }
        } catch {
            await host.stop()
            throw error
        }
        await host.stop()
        // Every passkey journey's trace (offer, ceremonies, the account page): nothing of the person.
        TracePrivacy.expectPrivate(tracer)
    }

    @Test(arguments: [false, true])
    func aPasskeyIsOfferedCreatedAndSignsInAgainstTheDevServer(withoutJSONHelpers: Bool) async throws {
        try await withDevServerRelyingParty { web, base in
            let file = FileManager.default.temporaryDirectory
                .appendingPathComponent("haapi-web-passkey-journey\(withoutJSONHelpers ? "-fallback" : "").png").path
            let report = try await Browser.scenario(
                "passkey_journey", base: base, dev: web.server.baseURL,
                ["--screenshot", file] + (withoutJSONHelpers ? ["--no-json-helpers"] : []), script: Browser.passkeyScript)
            expectPassed(report)
            #expect(FileManager.default.fileExists(atPath: file))
            // The funnel: the offer after the password was shown and taken.
            let metrics = OperationsFixture.text(try await OperationsFixture.get(web.baseURL, "metrics"))
            #expect(OperationsFixture.sample(#"haapi_web_passkey_offers_total{event="shown"}"#, in: metrics) == 1, "\(metrics)")
            #expect(OperationsFixture.sample(#"haapi_web_passkey_offers_total{event="accepted"}"#, in: metrics) == 1, "\(metrics)")
            #expect(OperationsFixture.sample(#"haapi_web_passkey_offers_total{event="declined"}"#, in: metrics) == nil)
        }
    }

    /// The passkeys page: an automatic passkey asked for after the password sign-in, a
    /// passkey added, renamed and deleted (the browser told each time), and one deleted at
    /// the server refused as unknown, which the page tells the browser.
    @Test func aPersonSeesRenamesDeletesAndAddsPasskeysOnThePasskeysPage() async throws {
        try await withDevServerRelyingParty(passkeyAccount: true) { web, base in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-web-passkeys-page.png").path
            let report = try await Browser.scenario(
                "passkey_account", base: base, dev: web.server.baseURL, ["--screenshot", file] + Browser.axeArguments,
                script: Browser.passkeyScript)
            expectPassed(report)
            #expect("\(report.notes["automatic"] ?? "")".contains("conditional"), "\(report.raw)")
            #expect(FileManager.default.fileExists(atPath: file))
            #expect(try await web.server.passkeys().isEmpty, "every passkey of the scenario was deleted")
        }
    }

    /// The passkey offer and a passkey sign-in with the keyboard alone, each page audited
    /// by the access checks, light and dark.
    @Test(arguments: [false, true])
    func thePasskeyJourneysAreDoneWithTheKeyboard(dark: Bool) async throws {
        try await withDevServerRelyingParty { web, base in
            let report = try await Browser.scenario(
                "passkey_keyboard", base: base, dev: web.server.baseURL, (dark ? ["--dark"] : []) + Browser.axeArguments,
                script: Browser.passkeyScript)
            expectPassed(report)
            #expect("\(report.notes["pages_audited"] ?? 0)" == "2", "\(report.raw)")
        }
    }

    @Test func anyDeviceRegistrationMakesAPasskeyOnThisDevice() async throws {
        try await withDevServerRelyingParty { web, base in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-web-passkey-offer.png").path
            expectPassed(try await Browser.scenario(
                "passkey_any_device", base: base, dev: web.server.baseURL, ["--screenshot", file], script: Browser.passkeyScript))
        }
    }

    @Test(arguments: [false, true])
    func thePasskeyScreenOffersToAskAgainOrSaysWhyNot(withoutScript: Bool) async throws {
        let steps = PasskeyStepsTransport()
        try await WebFixture.run(assembly: { server, language in try WebFixture.demoLogin(server, language).setTransport(steps) }) { web in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-web-passkey-screen\(withoutScript ? "-no-js" : "").png").path
            let report = try await Browser.scenario(
                "passkey_screen", base: try Self.localhost(web.baseURL), ["--screenshot", file] + (withoutScript ? ["--no-js"] : []) + Browser.axeArguments,
                script: Browser.passkeyScript)
            expectPassed(report)
            #expect(await steps.log.fallbacks == 1)
            #expect(await steps.log.credentials.isEmpty)
        }
    }
}
