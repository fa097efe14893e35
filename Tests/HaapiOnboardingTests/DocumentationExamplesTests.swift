import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Testing

/// The onboarding articles' examples, between the markers: they must compile and work
/// (`DocumentationExamplesCheck` in HaapiTestingTests finds them here).
@MainActor
@Suite struct DocumentationExamplesTests {
    final class AppDelegate: WelcomeControllerDelegate {
        var emails: [String] = []
        func welcomeController(_ welcomeController: WelcomeController, shouldTryUserEmail userEmail: String) {
            emails.append(userEmail)
            welcomeController.finishEmailCheck(errorMessage: nil)
        }
    }

    @Test func theWelcomeScreenExample() throws {
        let appDelegate = AppDelegate()
        let container = ScreenContainerViewController(themeRegistry: .standard)
        // documented example begin
        let registry = try ThemeRegistry.standard.registering(.onboarding)   // the module's words, styles and screens
        let welcome = WelcomeScreen(themeRegistry: registry)
        welcome.state = .notConfigured
        welcome.configurationOptions = .discoveryService      // ask for the e-mail address
        welcome.isDemoAvailable = true
        welcome.delegate = appDelegate                        // a WelcomeControllerDelegate, held weakly
        container.showScreen(welcome)                         // any ScreenContainerViewController
        // documented example end
        welcome.emailTextField.enterText("anna@example.com")
        welcome.primaryActionButton.tap()
        #expect(appDelegate.emails == ["anna@example.com"])
        #expect(!welcome.isWaitingForDelegate)
    }

    @Test func theSessionExample() async throws {
        try await TestDevServer.run { server in
            let application = try server.applicationBuilder().addModule(.onboarding).build()
            let appDelegate = TestOnboardingDelegate(application: application)
            let renderer = NothingRenderer()
            let licenceText = "Be nice."
            let privacyText = "We keep little."
            let stateFile = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: stateFile) }
            let run = Task { @MainActor () throws -> OnboardingOutcome in
                // documented example begin
                let configuration = OnboardingConfiguration(
                    welcomeState: .notConfigured, configurationOptions: .discoveryService, isDemoAvailable: true,
                    eula: EULAContent(text: licenceText),
                    consentForms: [ConsentFormContent(id: "privacy", isRequired: true,
                                                      pages: [ConsentPageContent(title: "Data Privacy", body: privacyText)])])
                let session = try OnboardingSession(configuration: configuration, themeRegistry: application.themeRegistry,
                                                    store: FileOnboardingStore(fileURL: stateFile), delegate: appDelegate)
                let outcome = await session.run(renderer: renderer)     // .completed with outcome.tokens, .demoMode, .eulaRejected, ...
                // documented example end
                return outcome
            }
            try await waitUntil("the welcome screen", seconds: 300) { renderer.root != nil }
            let root = try #require(renderer.root)
            try #require(root.view(withIdentifier: "footnoteActionButton", as: Button.self)).tap()
            #expect(try await run.value.end == .demoMode)
        }
    }

    @Test func theUnlockExample() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-unlock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let storeFile = folder.appendingPathComponent("secure.store")
        let lockoutFile = folder.appendingPathComponent("secure.store.lockout")
        let registry = try ThemeRegistry.standard.registering(.onboarding)
        let biometrics = SimulatedBiometricAuthenticator()
        let renderer = NothingRenderer()
        let created = FileSecureStore(url: storeFile)
        try await created.create(passcode: "secret-42")
        // The create flow writes the lockout's record with the passcode (PasscodeSession(.create) resets it).
        try await PasscodeLockout(retryLimit: 10, store: FileLockoutRecordStore(url: lockoutFile)).reset()
        try await SecureStoreTokenStore(store: created).save(
            OAuthTokens(accessToken: "at", tokenType: "DPoP", refreshToken: "rt", issuedAt: Date()))
        let run = Task { @MainActor () throws -> OAuthTokens? in
            var kept: OAuthTokens?
            // documented example begin
            let store = FileSecureStore(url: storeFile)                       // AES-GCM under a key derived from the passcode
            let lockout = try PasscodeLockout(retryLimit: 10, store: FileLockoutRecordStore(url: lockoutFile),
                                              passcodeWitness: .secureStore(store))   // a deleted lockout file fails closed
            let unlock = PasscodeSession(.unlock, themeRegistry: registry, store: store,
                                         biometrics: biometrics, lockout: lockout)   // wipes the store at the limit
            if case .unlocked = await unlock.run(renderer: renderer) {
                kept = try await SecureStoreTokenStore(store: store).load()     // never written in clear
            }
            // documented example end
            return kept
        }
        try await waitUntil("the passcode asked", seconds: 300) {
            renderer.root?.view(withIdentifier: "passcodeTextField", as: TextField.self)?.isHidden == false
        }
        let root = try #require(renderer.root)
        try #require(root.view(withIdentifier: "passcodeTextField", as: TextField.self)).enterText("secret-42")
        try #require(root.view(withIdentifier: "primaryActionButton", as: Button.self)).tap()
        let tokens = try await within(60, "the store to open") { await run.result }.get()
        #expect(tokens?.refreshToken == "rt")
    }
}

/// A renderer that only remembers what it was shown.
@MainActor
final class NothingRenderer: ScreenRenderer {
    private(set) var root: View?
    func display(_ root: View, after change: DisplayChange) { self.root = root }
}
