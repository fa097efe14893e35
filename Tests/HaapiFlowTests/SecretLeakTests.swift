import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiFlow
import HaapiModel
import HaapiTesting
import HaapiWebAuthn
import Testing

/// Secrets never leak (issue 31): a login with each dev-server authenticator, with the
/// client, the flow and the dev server logging at `trace`; every log line, update,
/// diagnostic, result and error (as `description` and `debugDescription`) is searched for
/// every secret of the login. See ``LeakRun``.
@Suite("Secrets never leak from a login through the flow driver")
struct SecretLeakTests {
    @Test func passwordWithAWrongTryThenRefreshAndSignOut() async throws {
        try await LeakRun.search { run in
            let client = try run.client()
            let driver = try run.driver(client: client)
            try await driver.start()
            try await driver.chooseAuthenticator("username-password")
            try await driver.press(.login, ["userName": DevServerConfiguration.demoUsername, "password": LeakRun.wrongPassword])
            #expect(try await driver.form().problem?.type == .incorrectCredentials)
            try await driver.press(.login, ["userName": DevServerConfiguration.demoUsername, "password": LeakRun.password])
            try await run.finish(driver)
            let refreshed = try await client.refresh()
            await run.note(refreshed)
            run.sink.add(describing: refreshed, at: "the refreshed tokens")
            run.sink.add(describing: await client.signOut(), at: "the sign-out's result")
            do {
                _ = try await client.refresh()
                Issue.record("a refresh after signing out succeeded")
            } catch {
                run.sink.add(error: error, at: "the refresh after signing out")
            }
        }
    }

    @Test func emailCode() async throws {
        try await LeakRun.search { run in
            let driver = try run.driver()
            try await driver.start()
            try await driver.chooseAuthenticator("email")
            try await driver.press(.login, ["email": "demo@example.com"])
            let code = try await run.harness.server.lastCode(to: "demo@example.com")
            await run.note("e-mail code", code, numeric: true)
            try await driver.press(.login, ["otp": code])
            try await run.finish(driver)
        }
    }

    @Test func totp() async throws {
        try await LeakRun.search({ $0.authenticators[2].totp.digits = 8 }) { run in
            let driver = try run.driver()
            try await driver.start()
            try await driver.chooseAuthenticator("totp")
            let secret = try #require(Base32.decode(DevServerConfiguration.demoTOTPSecret))
            let code = TOTP(secret: secret, digits: 8).code(at: run.harness.server.clock.now)
            await run.note("TOTP code", code, numeric: true)
            try await driver.press(.login, ["userName": DevServerConfiguration.demoUsername, "totp": code])
            try await run.finish(driver)
        }
    }

    @Test func bankIDPolling() async throws {
        try await LeakRun.search { run in
            let driver = try run.driver()
            var updates = driver.updates.makeAsyncIterator()
            try await driver.start()
            try await driver.chooseAuthenticator("bankid")
            try await driver.press(.bankidSameDevice)
            let model = try await nextBankIDModel(&updates)
            run.sink.add(describing: model, at: "the BankID screen")
            try await run.harness.server.approveBankID()
            try await run.harness.clock.advanceToNextSleeper(within: .seconds(2))
            try await run.finish(driver)
        }
    }

    @Test func externalBrowser() async throws {
        try await LeakRun.search { run in
            let driver = try run.driver(operations: .standard(opener: BrowserPlayingOpener()))
            try await driver.start()
            try await driver.chooseAuthenticator("browser")
            try await run.finish(driver)
        }
    }

    @Test func consent() async throws {
        try await LeakRun.search { run in
            let driver = try run.driver(client: try run.client(clientID: "haapi-consent"))
            try await driver.start()
            try await driver.logInWithPassword(LeakRun.password)
            try await driver.press(.userConsent)
            try await run.finish(driver)
        }
    }

    /// A passkey made after a password login, then a login with it alone.
    @Test func passkeyRegistrationThenSignIn() async throws {
        try await LeakRun.search({ configuration in
            configuration.authenticators[6].passkey = PasskeySettings(offerRegistrationAfter: ["username-password"], autofill: false)
        }) { run in
            let store = InMemoryPasskeyStore()
            let authenticator = SoftwareAuthenticator(store: store, userVerifier: AutomaticUserVerifier())
            let operations = ClientOperationHandlers.standard(opener: FixedOpener(succeeds: false), webAuthn: authenticator)

            let first = try run.driver(operations: operations)
            try await first.start()
            try await first.logInWithPassword(LeakRun.password)
            try await first.press(.deviceRegister)
            try await run.finish(first)
            let passkey = try #require(await store.passkeys().first)
            await run.note("passkey private key", bytes: passkey.privateKey)
            run.sink.add(describing: passkey, at: "the stored passkey")

            let second = try run.driver(operations: operations)
            try await second.start()
            try await second.chooseAuthenticator("passkey1")
            try await run.finish(second)
        }
    }
}
