import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Testing

/// The passcode step after the login: in the sequence, and end to end against the dev server.
@MainActor
@Suite struct OnboardingPasscodeStepTests {
    static let server = OnboardingServer(name: "Example Corp", address: "https://idp.example.com")

    static func configuration() -> OnboardingConfiguration {
        OnboardingConfiguration(welcomeState: .isConfigured, server: server, createsPasscode: true)
    }

    @Test func theSequenceAsksThePasscodeAfterTheLoginWithoutSavingThatStep() throws {
        var sequence = OnboardingStateMachine(configuration: Self.configuration())
        _ = sequence.handle(.start)
        #expect(sequence.handle(.welcomeContinued) == [.persist, .startLogin(Self.server)])
        let saved = sequence
        #expect(sequence.handle(.loginFinished(.succeeded)) == [.show(.passcode)], "the tokens wait in memory: nothing is saved")
        #expect(sequence.step == .passcode)
        #expect(sequence.handle(.passcodeFinished(.created)) == [.clearPersisted, .finish(.completed)])
        // Interrupted at the passcode, the saved state (at the login) resumes at the login.
        var resumed = saved
        #expect(resumed.handle(.start) == [.startLogin(Self.server)])
    }

    @Test func skippingCompletesAndCancellingKeepsTheStateAtTheLogin() {
        var skipped = OnboardingStateMachine(configuration: Self.configuration())
        _ = skipped.handle(.start); _ = skipped.handle(.welcomeContinued); _ = skipped.handle(.loginFinished(.succeeded))
        #expect(skipped.handle(.passcodeFinished(.skipped)) == [.clearPersisted, .finish(.completed)])
        var cancelled = OnboardingStateMachine(configuration: Self.configuration())
        _ = cancelled.handle(.start); _ = cancelled.handle(.welcomeContinued); _ = cancelled.handle(.loginFinished(.succeeded))
        #expect(cancelled.handle(.passcodeFinished(.cancelled)) == [.finish(.cancelled)])
    }

    @Test func aConfigurationSavedBeforeThePasscodeStepExistedStillLoads() throws {
        var json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(OnboardingConfiguration(server: Self.server))) as! [String: Any]
        json.removeValue(forKey: "createsPasscode")
        let decoded = try JSONDecoder().decode(OnboardingConfiguration.self, from: JSONSerialization.data(withJSONObject: json))
        #expect(decoded == OnboardingConfiguration(server: Self.server))
    }

    @Test func aPasscodeStepNeedsASetupAndASetupNeedsTheStep() throws {
        let registry = try onboardingRegistry()
        let store = FileSecureStore(url: URL(fileURLWithPath: "/nonexistent/never.store"))
        #expect(throws: OnboardingConfigurationError(problems: ["passcode: createsPasscode needs an OnboardingPasscodeSetup"])) {
            try OnboardingSession(configuration: Self.configuration(), themeRegistry: registry, delegate: nil)
        }
        #expect(throws: OnboardingConfigurationError(problems: ["passcode: a setup is given but createsPasscode is false"])) {
            try OnboardingSession(configuration: OnboardingConfiguration(server: Self.server), themeRegistry: registry,
                                  passcode: OnboardingPasscodeSetup(store: store), delegate: nil)
        }
    }

    @Test func theLoginsTokensEndEncryptedInTheStoreThePasscodeCreated() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onboarding-passcode-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileSecureStore(url: folder.appendingPathComponent("secure.store"), derivation: .fastForTests)
        try await store.create(passcode: "an-earlier-1")   // an earlier onboarding's store is replaced
        let biometrics = SimulatedBiometricAuthenticator()
        try await TestDevServer.run { server in
            let dpopKeys = InMemoryDPoPKeyStore()
            let application = try server.applicationBuilder().addModule(.onboarding).setDPoPKeyStore(dpopKeys).build()
            let delegate = TestOnboardingDelegate(application: application)
            // Failures counted against the earlier passcode do not carry over to the new one.
            let lockout = try PasscodeLockout(retryLimit: 5, store: InMemoryLockoutRecordStore())
            _ = await lockout.countFailure()
            let setup = OnboardingPasscodeSetup(
                store: store, policy: try PasscodePolicy(minLength: 6, hasDigit: true), biometrics: biometrics, dpopKeyStore: dpopKeys,
                lockout: lockout)
            let session = try OnboardingSession(
                configuration: OnboardingConfiguration(welcomeState: .isConfigured, server: TestOnboardingDelegate.server, createsPasscode: true),
                themeRegistry: application.themeRegistry, passcode: setup, delegate: delegate)
            let run = Task { await session.run() }
            let person = SessionDriver(session: session)
            try await person.press("Start")
            try await person.press("Username and password")
            try await person.type(DevServerConfiguration.demoUsername, into: "textField-userName")
            try await person.type(DevServerConfiguration.demoPassword, into: "textField-password")
            try await person.press("Login")
            try await person.waitFor("Next")
            #expect(session.rootView.view(withIdentifier: "headlineLabel", as: MessageView.self)?.text == "Create Passcode")
            try await person.type("secret-42", into: "passcodeTextField")
            try await person.press("Next")
            try await person.waitFor("Done")
            try await person.type("secret-42", into: "passcodeTextField")
            try await person.press("Done")
            try await person.press("Enable")
            let outcome = try await within(60, "the onboarding to end") { await run.value }
            #expect(outcome.end == .completed)
            #expect(outcome.passcode == .finished(biometricsEnabled: true))
            #expect(await lockout.state() == .open(failures: 0, triesRemaining: 5))
            let tokens = try #require(outcome.tokens)
            await store.close()
            try await store.open(passcode: "secret-42")
            #expect(try await SecureStoreTokenStore(store: store).load()?.accessToken == tokens.accessToken)
            let file = try Data(contentsOf: folder.appendingPathComponent("secure.store"))
            #expect(file.range(of: Data(tokens.accessToken.utf8)) == nil, "the token is not in the file in clear")
            let released = try await biometrics.secret(account: PasscodeController.biometricAccount(for: nil), reason: "test")
            #expect(String(decoding: released, as: UTF8.self) == "secret-42")

            // The app restarts: new objects over the same file, and the login goes on — the
            // refresh is DPoP-bound, so it works only with the kept key.
            let reopened = FileSecureStore(url: folder.appendingPathComponent("secure.store"), derivation: .fastForTests)
            try await reopened.open(passcode: "secret-42")
            let client = try server.applicationBuilder()
                .setTokenStore(SecureStoreTokenStore(store: reopened)).setDPoPKeyStore(SecureStoreDPoPKeyStore(store: reopened))
                .build().makeClient()
            let refreshed = try await client.refresh()
            #expect(refreshed.isDPoPBound)
            #expect(refreshed.accessToken != tokens.accessToken)
            #expect(try await SecureStoreTokenStore(store: reopened).load()?.accessToken == refreshed.accessToken, "the refreshed tokens are kept")
        }
    }
}
