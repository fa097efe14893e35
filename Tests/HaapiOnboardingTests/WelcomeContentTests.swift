import Foundation
import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Testing

/// The application's name, detail text and logo on the welcome screen, and the app's
/// own words kept when the launch setting changes.
@MainActor
@Suite struct WelcomeContentTests {
    @Test func detailTheAppSetSurvivesEverySettingChange() throws {
        let welcome = WelcomeScreen(themeRegistry: try onboardingRegistry())
        welcome.loadViewIfNeeded()
        let standard = welcome.detailLabel.text
        welcome.state = .notConfigured
        #expect(welcome.detailLabel.text != standard, "the screen's own instructions follow the setting")
        welcome.detailLabel.text = "Thank you for downloading Project Companion."
        welcome.configurationOptions = .barcodeScanner
        welcome.isDemoAvailable = true
        welcome.state = .isConfigured
        #expect(welcome.detailLabel.text == "Thank you for downloading Project Companion.")
    }

    @Test(arguments: [(Language.english, "Welcome to Project Companion"), (.dutch, "Welkom bij Project Companion"),
                      (.swedish, "Välkommen till Project Companion")])
    func theApplicationNameIsInTheHeadline(_ language: Language, _ headline: String) throws {
        let welcome = WelcomeScreen(themeRegistry: try onboardingRegistry(language))
        welcome.applicationName = "Project Companion"
        welcome.loadViewIfNeeded()
        #expect(welcome.headlineLabel.text == headline)
        welcome.applicationName = nil
        #expect(welcome.headlineLabel.text != headline)
    }

    @Test func aHeadlineAndLogoSetBeforeLoadingAreKept() throws {
        let welcome = WelcomeScreen(themeRegistry: try onboardingRegistry())
        welcome.headlineLabel.text = "Project Companion"
        welcome.logoImageView.image = .named("CompanyLogo")
        welcome.applicationName = "Ignored"
        welcome.loadViewIfNeeded()
        welcome.state = .notConfigured
        #expect(welcome.headlineLabel.text == "Project Companion")
        #expect(welcome.logoImageView.image == .named("CompanyLogo"))
        #expect(!welcome.logoImageView.isHidden)
    }

    @Test func theSessionShowsTheConfigurationsNameDetailAndLogo() async throws {
        let registry = try onboardingRegistry()
        var configuration = OnboardingConfiguration(server: OnboardingServer(name: "Example", address: "https://login.example.com"))
        configuration.welcome = WelcomeContent(applicationName: "Companion", detailText: "Sign in with your work account.",
                                               logoImageName: "CompanyLogo")
        let session = try OnboardingSession(configuration: configuration, themeRegistry: registry, delegate: nil)
        let run = Task { await session.run() }
        defer { run.cancel() }
        try await waitUntil("the welcome screen", seconds: 300) { session.onboardingContainer.currentScreen is WelcomeScreen }
        let welcome = try #require(session.onboardingContainer.currentScreen as? WelcomeScreen)
        #expect(welcome.headlineLabel.text == "Welcome to Companion")
        #expect(welcome.detailLabel.text == "Sign in with your work account.")
        #expect(welcome.logoImageView.image == .named("CompanyLogo") && !welcome.logoImageView.isHidden)
        await session.cancel()
        #expect(await run.value.end == .cancelled)
    }

    @Test func aConfigurationWithoutWelcomeContentReadsAsTheDefaults() throws {
        let json = Data("""
            {"welcomeState": 0, "configurationOptions": 0, "isDemoAvailable": false, "consentForms": [],
             "server": {"name": "Example", "address": "https://login.example.com"}}
            """.utf8)
        let configuration = try JSONDecoder().decode(OnboardingConfiguration.self, from: json)
        #expect(configuration.welcome == WelcomeContent())
        var named = configuration
        named.welcome.applicationName = "Companion"
        let again = try JSONDecoder().decode(OnboardingConfiguration.self, from: JSONEncoder().encode(named))
        #expect(again.welcome.applicationName == "Companion")
        named.welcome.logoImageName = ""
        #expect(named.problems == ["welcome.logoImageName: empty"])
    }
}
