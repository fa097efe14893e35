import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiModel
import HaapiTesting
import HaapiUI
import HaapiWeb
import Testing

/// Secrets never leak (issue 31) from the web host: a login through `PlainBrowser` with
/// each authenticator a browser without JavaScript can finish, the host, the login and the
/// dev server logging at `trace`; every page served (and every answer's `Location`) and
/// every log line searched for the login's secrets — the password, the one-time codes, the
/// client secret, the tokens, the DPoP key of the browser's login, the DPoP proofs and the
/// session cookie.
///
/// The CSRF token is on every page by design (the forms post it back); it is the host's
/// check that a post came from its own page, not a secret of the person, so it is not searched.
@MainActor
@Suite("Secrets never leak from a login through the web host")
struct WebSecretLeakTests {
    static let password = "pw-LEAKCANARY-Web5Jh"
    static let wrongPassword = "pw-LEAKCANARY-WRONG-Web2Lp"
    static let clientSecret = "cs-LEAKCANARY-Web7Rc"

    @Test func passwordWithAWrongTry() async throws {
        try await search { web, browser, _ in
            try await browser.step("Username and password")
            try await browser.step("Login", ["textField-userName": "demo", "textField-password": Self.wrongPassword])
            #expect(!browser.browser.page.contains("You are signed in"))
            try await browser.step("Login", ["textField-userName": "demo", "textField-password": Self.password])
        }
    }

    @Test func emailCode() async throws {
        try await search { web, browser, secrets in
            try await browser.step("E-mail code")
            try await browser.step("Send code", ["textField-email": "demo@example.com"])
            let code = try await web.server.lastCode(to: "demo@example.com")
            secrets.add("e-mail code", code, numeric: true)
            try await browser.step("Verify", ["textField-otp": code])
        }
    }

    @Test func totp() async throws {
        try await search({ $0.authenticators[2].totp.digits = 8 }) { web, browser, secrets in
            try await browser.step("Authenticator app (TOTP)")
            let secret = try #require(Base32.decode(DevServerConfiguration.demoTOTPSecret))
            let code = TOTP(secret: secret, digits: 8).code(at: web.server.clock.now)
            secrets.add("TOTP code", code, numeric: true)
            try await browser.step("Verify", ["textField-userName": "demo", "textField-totp": code])
        }
    }

    @Test func bankIDPolling() async throws {
        try await search { web, browser, _ in
            try await browser.step("BankID")
            try await browser.step("Login")
            try await browser.load("open")
            try await web.server.approveBankID()
            for _ in 0..<480 where !browser.browser.page.contains("You are signed in") {  // the host polls the server every second or two
                try await Task.sleep(for: .milliseconds(250))
                try await browser.load()
            }
        }
    }

    @Test func externalBrowser() async throws {
        try await search { web, browser, _ in
            try await browser.step("Login in the browser")
            try await browser.load("open")
            let href = try #require(WebClientOperationsTests.link(startingWith: web.server.baseURL.absoluteString, in: browser.browser.page))
            let page = try await URLSessionTransport(defaultTimeout: WebFixture.patience)
                .send(TransportRequest(method: "GET", url: try #require(URL(string: href))))
            let back = try #require(page.headers["Location"])
            try await browser.load(back)
            try await browser.load()
        }
    }

    @Test func consent() async throws {
        try await search({ $0.clients[0].requiresConsent = true }) { web, browser, _ in
            try await browser.step("Username and password")
            try await browser.step("Login", ["textField-userName": "demo", "textField-password": Self.password])
            try await browser.step("Allow")
        }
    }

    // MARK: The search

    /// A browser whose every page and answer goes into the sink.
    @MainActor
    struct RecordingBrowser {
        var browser: PlainBrowser
        let sink: EmissionSink
        var steps = 0

        mutating func step(_ title: String, _ fields: [String: String] = [:]) async throws {
            let answer = try await browser.press(title, fields)
            keep(answer, "press \(title)")
        }

        mutating func load(_ path: String = "") async throws {
            keep(try await browser.reload(path), "GET /\(path.prefix(60))")
        }

        private mutating func keep(_ answer: TransportResponse, _ what: String) {
            steps += 1
            sink.add(PlainBrowser.text(answer), at: "page \(steps) (\(what))")
            if let location = answer.headers["Location"] { sink.add(location, at: "page \(steps) (\(what)) Location") }
            sink.add(browser.page, at: "page \(steps) (\(what)), then shown")
        }
    }

    /// Runs `login` in a web host with trace loggers, then searches what it emitted.
    func search(
        _ change: @escaping (inout DevServerConfiguration) -> Void = { _ in }, sourceLocation: SourceLocation = #_sourceLocation,
        _ login: (WebFixture, inout RecordingBrowser, inout SecretSet) async throws -> Void
    ) async throws {
        let sink = EmissionSink()
        let serverSink = EmissionSink()
        let store = KeepingSessionStore()
        var secrets = SecretSet()
        let options = TestDevServer.options(logger: serverSink.logger(label: "dev server")) { configuration in
            configuration.users[0].password = Self.password
            configuration.clients = configuration.clients.map { var client = $0; client.secret = client.secret.map { _ in Self.clientSecret }; return client }
            change(&configuration)
        }
        let tap = CredentialTap(wrapping: URLSessionTransport(defaultTimeout: WebFixture.patience))
        let logger = sink.logger(label: "login")
        try await WebFixture.run(
            WebHostConfiguration(store: store), server: options,
            assembly: { server, language in
                try WebFixture.login(server, language) { $0.setClientAuthenticationMethod(.clientSecretBasic(ClientSecret(Self.clientSecret))) }
                    .setTransport(tap).setLogger(logger)
            }, hostLogger: sink.logger(label: "web host")
        ) { web in
            let opened = try await PlainBrowser.open(web.baseURL)
            sink.add(opened.page, at: "page 0 (the first)")
            var browser = RecordingBrowser(browser: opened, sink: sink)
            try await login(web, &browser, &secrets)
            #expect(browser.browser.page.contains("You are signed in"), "\(browser.browser.page.suffix(1500))", sourceLocation: sourceLocation)
            secrets.add("session cookie", String(browser.browser.cookie.split(separator: "=", maxSplits: 1).last ?? ""))
        }
        secrets.add("password", Self.password)
        secrets.add("wrong password", Self.wrongPassword)
        secrets.add("client secret", Self.clientSecret)
        // An ended login's record has no key left (an empty one).
        for record in await store.saved where !record.dpopKey.isEmpty {
            secrets.add("the login's DPoP private key", bytes: Array(record.dpopKey))
            secrets.add("session key", record.key)
        }
        tap.add(to: &secrets)
        #expect(sink.emissions(at: "log login").count > 5, "the login logged at trace", sourceLocation: sourceLocation)
        #expect(sink.emissions(at: "log web host").count > 2, "the host logged at trace", sourceLocation: sourceLocation)
        #expect(secrets.leaks(in: sink) == [], sourceLocation: sourceLocation)
        #expect(secrets.removing("e-mail code").leaks(in: serverSink) == [], sourceLocation: sourceLocation)
    }
}

/// The in-memory session store, keeping a copy of every record saved (to learn the keys
/// the host made: each browser's DPoP key).
actor KeepingSessionStore: WebSessionStore {
    private let inner = InMemoryWebSessionStore()
    private(set) var saved: [WebSessionRecord] = []

    nonisolated var name: String { inner.name }
    func record(_ key: String) async throws(WebSessionStoreError) -> WebSessionRecord? { try await inner.record(key) }
    func save(_ record: WebSessionRecord) async throws(WebSessionStoreError) {
        try await inner.save(record)
        saved.append(record)
    }
    func remove(_ key: String) async throws(WebSessionStoreError) { await inner.remove(key) }
    func evict(now: Date, limits: SessionLimits) async throws(WebSessionStoreError) -> [String] { await inner.evict(now: now, limits: limits) }
    func count() async throws(WebSessionStoreError) -> Int { await inner.count() }
}
