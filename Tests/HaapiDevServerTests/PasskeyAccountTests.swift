import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiJOSE
import HaapiModel
import HaapiTesting
import HaapiWebAuthn
import Testing

/// The passkey account API (`/account/passkeys`): a person's own passkeys with their
/// access token (scope `passkeys`, DPoP-bound), and each of its refusals.
@Suite("Passkey account API: list, rename, delete, add, and its refusals")
struct PasskeyAccountTests {
    @Test func aPersonListsRenamesAndDeletesTheirPasskey() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let client = ScriptedClient(baseURL: base)
            try await client.registerPasskey(with: PasskeyServer.authenticator())
            let token = try await client.accountToken()
            let list = try await client.accountPasskeys(token)
            #expect(list.status == 200, "\(list.text)")
            #expect(list.json?["rpId"] == "localhost")
            #expect(list.json?["user"]?["name"] == "demo")
            #expect(list.json?["user"]?["id"]?.stringValue?.isEmpty == false, "the user handle, for the Signals API")
            #expect(list.json?["otherWaysToSignIn"] == true)
            let passkey = try #require(list.json?["passkeys"]?.arrayValue?.first)
            #expect(passkey["provider"] == "HaapiKit development authenticator", "named from its AAGUID")
            #expect(passkey["name"] == .null && passkey["lastUsedAt"] == .null)
            #expect(passkey["backupEligible"] == false && passkey["backedUp"] == false)
            #expect(passkey["createdAt"]?.stringValue?.hasSuffix("Z") == true)
            let id = try #require(passkey["id"]?.stringValue)

            let renamed = try await client.resource("PATCH", "/account/passkeys/\(id)", accessToken: token, json: ["name": "  Work laptop "])
            #expect(renamed.status == 200, "\(renamed.text)")
            #expect(renamed.json?["name"] == "Work laptop", "trimmed")
            for bad in ["", "   ", String(repeating: "x", count: 65), "tab\there", "bidi\u{202E}"] {
                let refused = try await client.resource("PATCH", "/account/passkeys/\(id)", accessToken: token, json: ["name": .string(bad)])
                #expect(refused.status == 400 && refused.json?["error"] == "invalid_request", "\(bad.debugDescription): \(refused.text)")
            }
            #expect(try await client.accountPasskeys(token).json?["passkeys"]?[0]?["name"] == "Work laptop")

            let deleted = try await client.resource("DELETE", "/account/passkeys/\(id)", accessToken: token)
            #expect(deleted.status == 204, "\(deleted.text)")
            #expect(try await client.passkeys().isEmpty)
            let again = try await client.resource("DELETE", "/account/passkeys/\(id)", accessToken: token)
            #expect(again.status == 404 && again.json?["error"] == "not_found")
        }
    }

    @Test func theAPIRefusesWithoutAProofAScopeOrTheOwnersToken() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let demo = ScriptedClient(baseURL: base)
            try await demo.registerPasskey(with: PasskeyServer.authenticator())
            let id = try #require(try await demo.passkeys().first?["id"]?.stringValue)
            let token = try await demo.accountToken()

            let anonymous = try await demo.resource("GET", "/account/passkeys", accessToken: nil)
            #expect(anonymous.status == 401 && anonymous.header("WWW-Authenticate")?.hasPrefix("DPoP") == true)
            let noProof = try await demo.resource("GET", "/account/passkeys", accessToken: token, proof: false)
            #expect(noProof.status == 401, "a DPoP-bound token without its proof: \(noProof.text)")
            let haapi = try await demo.resource("GET", "/account/passkeys", accessToken: try await demo.fetchHaapiToken())
            #expect(haapi.status == 401, "the HAAPI token names a client, not a person")

            let narrow = ScriptedClient(baseURL: base)
            let withoutScope = try await narrow.accountToken(scope: "openid profile")
            for (method, path) in [("GET", "/account/passkeys"), ("DELETE", "/account/passkeys/\(id)")] {
                let refused = try await narrow.resource(method, path, accessToken: withoutScope)
                #expect(refused.status == 403 && refused.json?["error"] == "insufficient_scope", "\(method) \(path): \(refused.text)")
                #expect(refused.header("WWW-Authenticate")?.contains("scope=\"passkeys\"") == true)
            }

            let alice = ScriptedClient(baseURL: base)
            let alicesToken = try await alice.accountToken("alice", "Wonderland1")
            #expect(try await alice.accountPasskeys(alicesToken).json?["passkeys"] == [], "alice sees none of demo's")
            let rename = try await alice.resource("PATCH", "/account/passkeys/\(id)", accessToken: alicesToken, json: ["name": "mine"])
            let delete = try await alice.resource("DELETE", "/account/passkeys/\(id)", accessToken: alicesToken)
            #expect(rename.status == 404 && delete.status == 404, "another person's passkey is as unknown as a missing one")
            #expect(try await demo.passkeys().count == 1)
            #expect(try await demo.passkeys().first?["name"] == .null)
        }
    }

    @Test func theLastWayToSignInIsNotDeleted() async throws {
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-account-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: database) }
        let authenticator = PasskeyServer.authenticator()
        // pat signs up with a password and makes a passkey...
        var first = PasskeyServer.options()
        first.configuration.users.append(UserConfiguration(username: "pat", password: "Patience1"))
        first.databasePath = database
        try await withServer(first) { _, base in
            try await ScriptedClient(baseURL: base).registerPasskey("pat", "Patience1", with: authenticator)
        }
        // ...then has no password any more: the passkey is the only way in.
        var second = PasskeyServer.options()
        second.configuration.users.append(UserConfiguration(username: "pat"))
        second.databasePath = database
        try await withServer(second) { _, base in
            let client = ScriptedClient(baseURL: base)
            let token = try await client.passkeyAccountToken(with: authenticator)
            let list = try await client.accountPasskeys(token)
            #expect(list.json?["otherWaysToSignIn"] == false, "\(list.text)")
            let id = try #require(list.json?["passkeys"]?[0]?["id"]?.stringValue)
            let refused = try await client.resource("DELETE", "/account/passkeys/\(id)", accessToken: token)
            #expect(refused.status == 409 && refused.json?["error"] == "last_credential", "\(refused.text)")
            #expect(try await client.passkeys(of: "pat").count == 1)
            // With a second passkey, either may go.
            let added = try await client.addAccountPasskey(token, with: PasskeyServer.authenticator(), name: "Spare key")
            #expect(added.status == 201 && added.json?["name"] == "Spare key", "\(added.text)")
            let deleted = try await client.resource("DELETE", "/account/passkeys/\(id)", accessToken: token)
            #expect(deleted.status == 204, "\(deleted.text)")
            let last = try #require(added.json?["id"]?.stringValue)
            #expect(try await client.resource("DELETE", "/account/passkeys/\(last)", accessToken: token).status == 409)
        }
    }

    @Test func anAutomaticPasskeyIsTakenOnlyShortlyAfterAPasswordSignIn() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(PasskeyServer.options(clock: clock.clock, passkey: PasskeySettings(upgradeAfterPassword: 120))) { _, base in
            let client = ScriptedClient(baseURL: base, clock: { clock.now })
            let token = try await client.accountToken()
            let options = try await client.resource(
                "POST", "/account/passkeys/registration-options", accessToken: token, json: ["mediation": "conditional"])
            #expect(options.status == 200 && options.json?["mediation"] == "conditional", "\(options.text)")
            #expect(options.json?["publicKey"]?["authenticatorSelection"]?["userVerification"] == "preferred")
            let authenticator = PasskeyServer.authenticator()
            let added = try await client.addAccountPasskey(token, with: authenticator, conditional: true)
            #expect(added.status == 201, "\(added.text)")
            #expect(try await client.passkeys().count == 1)

            // A passkey sign-in is not a password one.
            let signedInWithPasskey = ScriptedClient(baseURL: base, clock: { clock.now })
            let passkeyToken = try await signedInWithPasskey.passkeyAccountToken(with: authenticator)
            let afterPasskey = try await signedInWithPasskey.resource(
                "POST", "/account/passkeys/registration-options", accessToken: passkeyToken, json: ["mediation": "conditional"])
            #expect(afterPasskey.status == 403 && afterPasskey.json?["error"] == "upgrade_not_allowed", "\(afterPasskey.text)")

            // Too long after the password: refused; a passkey the person asks for is still fine.
            let later = ScriptedClient(baseURL: base, clock: { clock.now })
            let laterToken = try await later.accountToken()
            clock.advance(by: 121)
            let late = try await later.resource(
                "POST", "/account/passkeys/registration-options", accessToken: laterToken, json: ["mediation": "conditional"])
            #expect(late.status == 403 && late.json?["error"] == "upgrade_not_allowed", "\(late.text)")
            let bad = try await later.resource("POST", "/account/passkeys/registration-options", accessToken: laterToken, json: ["mediation": "silent"])
            #expect(bad.status == 400)
            #expect(try await later.resource("POST", "/account/passkeys/registration-options", accessToken: laterToken, json: [:]).status == 200)
        }
    }

    @Test func aRegistrationAnswersItsOwnOptionsOnce() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let client = ScriptedClient(baseURL: base)
            let token = try await client.accountToken()
            // No options asked for: no challenge to answer.
            let options = try await client.resource("POST", "/account/passkeys/registration-options", accessToken: token, json: [:])
            let publicKey = try #require(options.json?["publicKey"])
            // The automatic passkey's options meanwhile (a result page shown again) leave the person's own ceremony alone.
            let automatic = try await client.resource(
                "POST", "/account/passkeys/registration-options", accessToken: token, json: ["mediation": "conditional"])
            #expect(automatic.status == 200)
            let credential = try await PasskeyServer.authenticator().register(try publicKey.decoded(as: PublicKeyCredentialCreationOptionsJSON.self))
            let body: JSONValue = ["credential": try JSONValue(encoding: credential)]
            #expect(try await client.resource("POST", "/account/passkeys", accessToken: token, json: body).status == 201)
            let replayed = try await client.resource("POST", "/account/passkeys", accessToken: token, json: body)
            #expect(replayed.status == 400 && replayed.json?["error"] == "invalid_credential", "the challenge is spent: \(replayed.text)")
            let missing = try await client.resource("POST", "/account/passkeys", accessToken: token, json: [:])
            #expect(missing.status == 400 && missing.json?["error"] == "invalid_request")
        }
    }

    @Test func aDeletedPasskeyIsRefusedAsUnknownForTheBrowserToHear() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let client = ScriptedClient(baseURL: base)
            let authenticator = PasskeyServer.authenticator()
            try await client.registerPasskey(with: authenticator)
            let id = try #require(try await client.passkeys().first?["id"]?.stringValue)
            let token = try await client.accountToken()
            #expect(try await client.resource("DELETE", "/account/passkeys/\(id)", accessToken: token).status == 204)
            let signingIn = ScriptedClient(baseURL: base)
            let refused = try await signingIn.answer(try await signingIn.passkeySignInStep(), with: authenticator)
            #expect(refused.status == 400)
            #expect(refused.json?["unknownCredential"] == ["credentialId": .string(id), "rpId": "localhost"], "\(refused.text)")
        }
    }

    @Test func theServerPublishesItsPasskeyPagesAndHints() async throws {
        try await withServer(PasskeyServer.options()) { _, base in
            let none = try await RawHTTP.shared.send("GET", base.appendingPathComponent(".well-known/passkey-endpoints"))
            #expect(none.status == 404, "nothing published unless configured")
        }
        let page = try #require(URL(string: "https://example.com/account/passkeys"))
        let settings = PasskeySettings(hints: ["security-key", "hybrid"], accountPages: PasskeyAccountPages(enroll: page, manage: page))
        try await withServer(PasskeyServer.options(passkey: settings)) { _, base in
            let document = try await RawHTTP.shared.send("GET", base.appendingPathComponent(".well-known/passkey-endpoints"))
            #expect(document.status == 200)
            #expect(document.json == ["enroll": .string(page.absoluteString), "manage": .string(page.absoluteString)])
            let client = ScriptedClient(baseURL: base)
            let step = try await client.passkeySignInStep()
            #expect(try step.operation?.requestOptions().hints == ["security-key", "hybrid"])
            let options = try await client.resource(
                "POST", "/account/passkeys/registration-options", accessToken: try await client.accountToken(), json: [:])
            #expect(options.json?["publicKey"]?["hints"] == ["security-key", "hybrid"])
        }
    }
}
