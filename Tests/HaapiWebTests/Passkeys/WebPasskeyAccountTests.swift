import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiModel
import HaapiTesting
import HaapiUI
import HaapiWeb
import HaapiWebAuthn
import Testing

/// The passkeys page over HTTP, without JavaScript: what the page shows, renaming and
/// deleting with forms, adding with a ceremony answered as a browser's script would, and
/// what a host without the page or tokens without the scope show.
@MainActor
@Suite("Passkeys page over HTTP")
struct WebPasskeyAccountTests {
    /// The origin the software authenticator claims for the browser (the dev server accepts it).
    static let origin = "http://localhost:8080"

    /// A host with the passkeys page in front of a dev server that accepts ``origin`` and makes no offer after a password.
    func run(scopes: [String] = ["openid", "profile", "passkeys"], _ body: (WebFixture) async throws -> Void) async throws {
        var configuration = WebHostConfiguration()
        configuration.passkeyAccount = WebPasskeyAccount(endpoint: try #require(URL(string: "/account/passkeys")))
        let options = TestDevServer.options { server in
            for index in server.authenticators.indices where server.authenticators[index].type == .passkey {
                server.authenticators[index].passkey = PasskeySettings(origins: [Self.origin], offerRegistrationAfter: [], autofill: false)
            }
        }
        try await WebFixture.run(configuration, server: options, assembly: { server, language in
            try WebFixture.login(server, language) { $0.setScopes(scopes) }
        }, body)
    }

    /// Loads `path` (with its query) of the host.
    static func load(_ browser: inout PlainBrowser, _ path: String) async throws {
        let base = browser.base.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        _ = try await browser.reload(base + path)
    }

    /// Presses the button reading `title` on the passkeys page (its form posts to the page), then
    /// loads where the answer leads (the list with its notice), or the page the answer is.
    static func press(_ browser: inout PlainBrowser, _ title: String, _ fields: [String: String] = [:]) async throws {
        let control = try #require(PlainBrowser.controls(titled: title, in: browser.page).first, "no button reading \(title)")
        var form = fields
        form["_control"] = control
        let answer = try await browser.post(WebPasskeyAccount.path, form)
        if answer.status == 303, let location = answer.headers["Location"] {
            try await load(&browser, location)
        } else {
            browser.page = PlainBrowser.text(answer)
        }
    }

    static func signIn(_ web: WebFixture) async throws -> PlainBrowser {
        var browser = try await PlainBrowser.open(web.baseURL)
        try await browser.press("Username and password")
        try await browser.press("Login", ["textField-userName": "demo", "textField-password": "Password1"])
        #expect(browser.page.contains("You are signed in"), "\(browser.page.suffix(1500))")
        return browser
    }

    @Test func aPasskeyIsAddedRenamedAndDeletedWithForms() async throws {
        try await run { web in
            var browser = try await Self.signIn(web)
            #expect(browser.page.contains(#"href="/account/passkeys""#), "the result page links to the passkeys page")
            let upgrade = try #require(browser.ceremony, "the result page asks for an automatic passkey")
            #expect(upgrade.kind == "upgrade" && upgrade.answerPath == WebPasskeyAccount.automaticAnswerPath)

            try await Self.load(&browser, "/account/passkeys")
            #expect(browser.page.contains("You have no passkey yet."))
            try await Self.press(&browser, "Add a passkey")
            let ceremony = try #require(browser.ceremony, "the add page runs a ceremony")
            #expect(ceremony.kind == "create" && ceremony.answerPath == WebPasskeyAccount.answerPath)
            let options = try JSONValue.parse(ceremony.optionsJSON).decoded(as: PublicKeyCredentialCreationOptionsJSON.self)
            #expect(options.user.name == "demo")
            let device = SoftwareAuthenticator(store: InMemoryPasskeyStore(), userVerifier: AutomaticUserVerifier(), origin: Self.origin)
            let credential = try JSONValue(encoding: try await device.register(options)).jsonString()
            let added = try await browser.post(WebPasskeyAccount.answerPath, ["credential": credential])
            #expect(added.status == 303 && added.headers["Location"] == "/account/passkeys?notice=added", "\(added.headers["Location"] ?? "")")
            try await Self.load(&browser, "/account/passkeys?notice=added")
            #expect(browser.page.contains("Your new passkey is saved.") && browser.page.contains("HaapiKit development authenticator"))
            #expect(browser.page.contains("data-haapi-passkey-signals"), "the page tells the browser the account's passkeys")
            let id = try #require(try await web.server.passkeys().first?["id"]?.stringValue)

            try await Self.press(&browser, "Rename", ["web.passkey.name.\(id)": "Work laptop"])
            #expect(browser.page.contains("The new name is saved.") && browser.page.contains("Work laptop"), "\(browser.page.suffix(2000))")
            try await Self.press(&browser, "Rename", ["web.passkey.name.\(id)": String(repeating: "x", count: 65)])
            #expect(browser.page.contains("A name is 1 to 64 characters.") && browser.page.contains("Work laptop"))

            try await Self.press(&browser, "Delete")
            #expect(browser.page.contains("Delete “Work laptop”? You can no longer sign in with it."), "asked first")
            #expect(try await web.server.passkeys().count == 1)
            try await Self.press(&browser, "Yes, delete it")
            #expect(browser.page.contains("The passkey is deleted."))
            #expect(try await web.server.passkeys().isEmpty)
        }
    }

    @Test func withoutTheScopeOrASignInThePageSaysToSignIn() async throws {
        try await run(scopes: ["openid", "profile"]) { web in
            var browser = try await Self.signIn(web)
            #expect(!browser.page.contains(#"href="/account/passkeys""#), "no link without the account API's scope")
            #expect(browser.ceremony == nil, "no automatic passkey either")
            try await Self.load(&browser, "/account/passkeys")
            #expect(browser.page.contains("Sign in to see your passkeys."))
            #expect(!browser.page.contains("Add a passkey"))
        }
    }

    @Test func theHostPublishesItsPasskeyPagesAndHostsWithoutThemDoNot() async throws {
        try await run { web in
            let answer = try await URLSessionTransport(defaultTimeout: WebFixture.patience).send(
                TransportRequest(method: "GET", url: web.baseURL.appendingPathComponent(".well-known/passkey-endpoints")))
            #expect(answer.status == 200 && answer.headers["Content-Type"] == "application/json")
            let page = web.baseURL.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/")) + "/account/passkeys"
            #expect(try JSONValue.parse(answer.body) == ["enroll": .string(page), "manage": .string(page)])
        }
        try await WebFixture.run { web in
            let answer = try await URLSessionTransport(defaultTimeout: WebFixture.patience).send(
                TransportRequest(method: "GET", url: web.baseURL.appendingPathComponent(".well-known/passkey-endpoints")))
            #expect(answer.status == 404)
        }
    }

    @Test func aProblemNamingAnUnknownPasskeyIsReadAndNothingElseIs() throws {
        func response(_ status: Int, _ body: String) -> TransportResponse {
            TransportResponse(status: status, headers: [:], body: Data(body.utf8))
        }
        let unknown = #"{"type":"https://curity.se/problems/authentication-failed","unknownCredential":{"credentialId":"Qm9i","rpId":"localhost"}}"#
        #expect(UnknownPasskey(problem: response(400, unknown)) == UnknownPasskey(rpID: "localhost", credentialID: "Qm9i"))
        #expect(UnknownPasskey(problem: response(200, unknown)) == nil, "only a refusal")
        #expect(UnknownPasskey(problem: response(400, #"{"unknownCredential":{"credentialId":""}}"#)) == nil)
        #expect(UnknownPasskey(problem: response(400, "not json")) == nil)
    }
}
