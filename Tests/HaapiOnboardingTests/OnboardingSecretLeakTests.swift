import Crypto
import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Testing

/// Secrets never leak (issue 31): an onboarding that logs in with a password and creates
/// a passcode (with biometrics), then a restart that opens the store with the passcode and
/// refreshes — every logger at `trace`, every diagnostic, the outcome and the store file
/// searched for the password, the passcode, the client secret, the tokens and the DPoP key.
@MainActor
@Suite struct OnboardingSecretLeakTests {
    static let password = "pw-LEAKCANARY-Onb8Kq"
    static let clientSecret = "cs-LEAKCANARY-Onb3Zt"
    static let passcode = "pc-LEAKCANARY-51x"
    static let wrongPasscode = "pc-LEAKCANARY-WRONG-62y"

    @Test func anOnboardingWithAPasscodeLeaksNothing() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onboarding-leaks-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sink = EmissionSink()
        let storeURL = folder.appendingPathComponent("secure.store")
        let store = FileSecureStore(url: storeURL, derivation: .fastForTests, logger: sink.logger(label: "secure store"))
        let biometrics = SimulatedBiometricAuthenticator(logger: sink.logger(label: "biometrics"))
        var secrets = SecretSet()
        try await TestDevServer.run(logger: sink.logger(label: "dev server")) { configuration in
            configuration.users[0].password = Self.password
            configuration.clients[0].secret = Self.clientSecret
        } _: { server in
            let dpopKeys = InMemoryDPoPKeyStore()
            let tap = CredentialTap(wrapping: server.transport)
            defer { tap.add(to: &secrets) }
            let application = try server.applicationBuilder { $0.setClientAuthenticationMethod(.clientSecretBasic(ClientSecret(Self.clientSecret))) }
                .addModule(.onboarding).setDPoPKeyStore(dpopKeys).setTransport(tap).setLogger(sink.logger(label: "application")).build()
            let delegate = TestOnboardingDelegate(application: application)
            let setup = OnboardingPasscodeSetup(
                store: store, policy: try PasscodePolicy(minLength: 6, hasDigit: true), biometrics: biometrics, dpopKeyStore: dpopKeys)
            let session = try OnboardingSession(
                configuration: OnboardingConfiguration(welcomeState: .isConfigured, server: TestOnboardingDelegate.server, createsPasscode: true),
                themeRegistry: application.themeRegistry, passcode: setup, delegate: delegate, logger: sink.logger(label: "onboarding"))
            session.onDiagnostic = { sink.add(describing: $0, at: "an onboarding diagnostic") }
            let run = Task { await session.run() }
            let person = SessionDriver(session: session)
            try await person.press("Start")
            try await person.press("Username and password")
            try await person.type(DevServerConfiguration.demoUsername, into: "textField-userName")
            try await person.type(Self.password, into: "textField-password")
            try await person.press("Login")
            try await person.waitFor("Next")
            try await person.type(Self.passcode, into: "passcodeTextField")
            try await person.press("Next")
            try await person.waitFor("Done")
            try await person.type(Self.passcode, into: "passcodeTextField")
            try await person.press("Done")
            try await person.press("Enable")
            let outcome = try await within(60, "the onboarding to end") { await run.value }
            sink.add(describing: outcome, at: "the onboarding's outcome")
            let tokens = try #require(outcome.tokens)
            secrets.add("DPoP private key", bytes: Array(try await dpopKeys.signingKey().rawRepresentation))
            await store.close()

            // A wrong passcode, then the right one; the app restarts and refreshes.
            do {
                try await store.open(passcode: Self.wrongPasscode)
                Issue.record("a wrong passcode opened the store")
            } catch {
                sink.add(error: error, at: "opening with a wrong passcode")
            }
            let reopened = FileSecureStore(url: storeURL, derivation: .fastForTests, logger: sink.logger(label: "secure store, reopened"))
            try await reopened.open(passcode: Self.passcode)
            let client = try server.applicationBuilder { $0.setClientAuthenticationMethod(.clientSecretBasic(ClientSecret(Self.clientSecret))) }
                .setTokenStore(SecureStoreTokenStore(store: reopened)).setDPoPKeyStore(SecureStoreDPoPKeyStore(store: reopened))
                .setTransport(tap).setLogger(sink.logger(label: "application, restarted")).build().makeClient()
            let refreshed = try await client.refresh()
            for each in [tokens, refreshed] {
                secrets.add("access token", each.accessToken)
                if let refresh = each.refreshToken { secrets.add("refresh token", refresh) }
                if let id = each.idToken { secrets.add("ID token", id) }
            }
        }
        try sink.addFiles(in: folder, at: "file")
        secrets.add("password", Self.password)
        secrets.add("client secret", Self.clientSecret)
        secrets.add("passcode", Self.passcode)
        secrets.add("wrong passcode", Self.wrongPasscode)
        #expect(sink.emissions(at: "log application").count > 5, "the login logged at trace")
        #expect(sink.emissions(at: "log secure store").count > 2, "the store logged at trace")
        #expect(sink.emissions(at: "file").count == 1, "the store's file was searched")
        #expect(secrets.leaks(in: sink) == [])
    }
}
