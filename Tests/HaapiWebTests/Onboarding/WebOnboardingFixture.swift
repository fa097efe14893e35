import Foundation
import HaapiDevServerTesting
import HaapiOnboarding
import HaapiWeb

/// The onboarding the tests show in front of the dev server: addresses at
/// example.com and the code `test-activation` find it; a licence agreement (two
/// paragraphs, bold words and a link), a
/// required consent with a "learn more" page, an optional two-page one.
enum WebOnboardingFixture {
    static let learnMore = "https://consent.example.com/privacy"
    static let activationCode = "test-activation"

    /// The onboarding; `options` say how the welcome screen finds the server (an e-mail address by default).
    static func onboarding(_ server: TestDevServer, options: WelcomeControllerConfigurationOption = .discoveryService) -> WebOnboarding {
        let found = OnboardingServer(name: "Dev server", address: server.baseURL.absoluteString)
        let configuration = OnboardingConfiguration(
            welcomeState: .notConfigured, configurationOptions: options, isDemoAvailable: true,
            eula: EULAContent(text: "Use this test as you like.\n\nIt comes **without any warranty**; see [the terms](https://example.com/terms?a=1&b=2)."),
            consentForms: [
                ConsentFormContent(id: "privacy", isRequired: true, pages: [
                    ConsentPageContent(title: "Data Privacy", body: "Your user name goes to the server.", actionTitle: "Learn more", actionURL: learnMore),
                ]),
                ConsentFormContent(id: "usage", isRequired: false, pages: [
                    ConsentPageContent(title: "Usage Statistics", body: "Which screens you use."),
                    ConsentPageContent(title: "What Is Shared", body: "Screen names only."),
                ]),
            ])
        return WebOnboarding(
            configuration: configuration,
            serverForEmail: { email in
                guard email.lowercased().hasSuffix("@example.com") else { return .refused(message: "No organisation is known for \(email).") }
                var server = found
                server.loginHint = String(email.prefix { $0 != "@" })
                return .found(server)
            },
            serverForScanResult: { code in code == activationCode ? .found(found) : .refused(message: "Not an activation code.") })
    }
}
