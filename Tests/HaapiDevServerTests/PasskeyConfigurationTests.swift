import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiModel
import HaapiTesting
import HaapiWebAuthn
import Testing

@Suite("Passkey configuration")
struct PasskeyConfigurationTests {
    static let head = "authenticators:\n  - id: pw\n    type: username-password\n"

    @Test func readsThePasskeySettings() throws {
        let yaml = Self.head + """
              - id: passkey1
                type: passkey
                maxAttempts: 3
                passkey:
                  rpId: login.example.com
                  origins: [https://login.example.com, https://app.login.example.com:8443]
                  userVerification: required
                  challengeLifetime: 120
                  offerRegistrationAfter: [pw]
                  autofill: false
                  hints: [security-key, client-device]
                  upgradeAfterPassword: 0
                  accountPages:
                    enroll: https://login.example.com/passkeys/new
                    manage: https://login.example.com/passkeys

            """
        let c = try DevServerConfiguration.parse(yaml, format: .yaml)
        let passkey = try #require(c.authenticator("passkey1"))
        #expect(passkey.type == .passkey && passkey.title == nil && passkey.maxAttempts == 3)
        #expect(
            passkey.passkey
                == PasskeySettings(
                    rpID: "login.example.com", origins: ["https://login.example.com", "https://app.login.example.com:8443"],
                    userVerification: .required, challengeLifetime: 120, offerRegistrationAfter: ["pw"], autofill: false,
                    hints: ["security-key", "client-device"], upgradeAfterPassword: 0,
                    accountPages: PasskeyAccountPages(
                        enroll: try #require(URL(string: "https://login.example.com/passkeys/new")),
                        manage: try #require(URL(string: "https://login.example.com/passkeys")))))
    }

    @Test func leftOutSettingsDeriveFromTheServer() throws {
        let c = try DevServerConfiguration.parse(Self.head + "  - id: passkey1\n    type: passkey\n", format: .yaml)
        #expect(c.authenticator("passkey1")?.passkey == PasskeySettings())
        #expect(PasskeySettings() == PasskeySettings(userVerification: .preferred, challengeLifetime: 300, autofill: true))
    }

    @Test func theDefaultConfigurationOffersAPasskeyInThePicker() {
        let passkey = DevServerConfiguration.default.authenticators.last
        #expect(passkey?.id == "passkey1" && passkey?.type == .passkey && passkey?.title == nil)
        #expect(passkey?.type.defaultTitle(in: .english) == "Passkey")
        #expect(passkey?.passkey.offerRegistrationAfter == [] && passkey?.passkey.autofill == false, "sign-in only")
    }

    static let badCases: [(text: String, key: String, reason: String)] = [
        ("  - id: k\n    type: passkey\n    passkey: {rpId: 'https://example.com'}\n", "authenticators[1].passkey.rpId", "not a domain"),
        ("  - id: k\n    type: passkey\n    passkey: {rpId: Example.com}\n", "authenticators[1].passkey.rpId", "not a domain"),
        ("  - id: k\n    type: passkey\n    passkey: {origins: ['https://localhost/']}\n", "authenticators[1].passkey.origins[0]", "not an origin"),
        ("  - id: k\n    type: passkey\n    passkey: {origins: ['http://example.com']}\n", "authenticators[1].passkey.origins[0]", "not an origin"),
        ("  - id: k\n    type: passkey\n    passkey: {origins: ['http://127.0.0.1:8080']}\n", "authenticators[1].passkey.origins[0]", "http on localhost"),
        ("  - id: k\n    type: passkey\n    passkey: {origins: []}\n", "authenticators[1].passkey.origins", "at least one"),
        (
            "  - id: k\n    type: passkey\n    passkey: {rpId: example.com, origins: ['https://example.org']}\n",
            "authenticators[1].passkey.origins[0]", "not example.com or under it"
        ),
        ("  - id: k\n    type: passkey\n    passkey: {userVerification: always}\n", "authenticators[1].passkey.userVerification", "discouraged"),
        ("  - id: k\n    type: passkey\n    passkey: {challengeLifetime: 7200}\n", "authenticators[1].passkey.challengeLifetime", "at most 3600"),
        ("  - id: k\n    type: passkey\n    passkey: {offerRegistrationAfter: [nope]}\n", "authenticators[1].passkey.offerRegistrationAfter[0]", "no authenticator"),
        ("  - id: k\n    type: passkey\n    passkey: {offerRegistrationAfter: [k]}\n", "authenticators[1].passkey.offerRegistrationAfter[0]", "passkey sign-in"),
        ("  - id: k\n    type: passkey\n    passkey: {colour: blue}\n", "authenticators[1].passkey.colour", "unknown key"),
        ("  - id: k\n    type: passkey\n    passkey: {autofill: sometimes}\n", "authenticators[1].passkey.autofill", "true or false"),
        ("  - id: k\n    type: passkey\n    codeLifetime: 60\n", "authenticators[1].codeLifetime", "challengeLifetime"),
        ("  - id: k\n    type: passkey\n    passkey: {hints: [phone]}\n", "authenticators[1].passkey.hints[0]", "not a WebAuthn hint"),
        ("  - id: k\n    type: passkey\n    passkey: {hints: [hybrid, hybrid]}\n", "authenticators[1].passkey.hints", "given twice"),
        ("  - id: k\n    type: passkey\n    passkey: {upgradeAfterPassword: -1}\n", "authenticators[1].passkey.upgradeAfterPassword", "outside"),
        ("  - id: k\n    type: passkey\n    passkey: {accountPages: {enroll: 'https://a.example/p'}}\n", "authenticators[1].passkey.accountPages.manage", "missing"),
        (
            "  - id: k\n    type: passkey\n    passkey: {accountPages: {enroll: 'http://a.example/p', manage: 'https://a.example/p'}}\n",
            "authenticators[1].passkey.accountPages.enroll", "not an https URL"
        ),
        ("  - id: k\n    type: passkey\n    passkey: {accountPages: {enroll: 'p', manage: 'q'}}\n", "authenticators[1].passkey.accountPages.enroll", "not an absolute URL"),
        ("  - id: t\n    type: totp\n    passkey: {rpId: localhost}\n", "authenticators[1].passkey", "only a passkey authenticator"),
        ("  - id: k\n    type: passkey\n  - id: k2\n    type: passkey\n", "authenticators[2].type", "only one passkey authenticator"),
    ]

    @Test(arguments: badCases.indices)
    func badPasskeySettingsNameKeyAndReason(_ index: Int) {
        let bad = Self.badCases[index]
        do {
            _ = try DevServerConfiguration.parse(Self.head + bad.text, format: .yaml, file: "bad.yaml")
            Issue.record("accepted: \(bad.text)")
        } catch {
            #expect(error.key == bad.key, "\(error)")
            #expect(error.reason.contains(bad.reason), "\(error)")
        }
    }

    @Test func theRPIDIsTheIssuersHostUnlessItIsLoopback() async throws {
        for (issuer, rpID) in [(nil, "localhost"), ("https://login.example.com:8443/oauth", "login.example.com")] {
            var options = PasskeyServer.options()
            options.configuration.issuer = issuer
            try await withServer(options) { _, base in
                let step = try await ScriptedClient(baseURL: base).passkeySignInStep()
                #expect(try #require(step.operation).requestOptions().rpId == rpID)
            }
        }
    }

    @Test func passkeysAndUserHandlesSurviveARestart() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-passkeys-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var options = PasskeyServer.options()
        options.databasePath = path
        let authenticator = PasskeyServer.authenticator()
        try await withServer(options) { _, base in
            _ = try await ScriptedClient(baseURL: base).registerPasskey(with: authenticator).code()
        }
        // The restarted server seeds its users again; their passkeys and handles stay.
        try await withServer(options) { _, base in
            let client = ScriptedClient(baseURL: base)
            #expect(try await client.passkeys().count == 1)
            _ = try await client.answer(try await client.passkeySignInStep(), with: authenticator).code()
        }
    }
}
