import Foundation
import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Testing

/// The "launch with link" setting: the onboarding waits on the welcome screen until the
/// app hands it the activation link, then goes on with the link's server.
@MainActor
@Suite struct ActivationLinkTests {
    static func configuration(_ options: WelcomeControllerConfigurationOption = []) -> OnboardingConfiguration {
        OnboardingConfiguration(welcomeState: .notConfigured, configurationOptions: options, eula: EULAContent(text: "Be nice."))
    }

    @Test func theSequenceTakesALinkOnlyWhileChoosingHowToConnect() {
        var sequence = OnboardingStateMachine(configuration: Self.configuration())
        #expect(!sequence.acceptsActivationLink, "not started")
        _ = sequence.handle(.start)
        #expect(sequence.acceptsActivationLink)
        #expect(sequence.handle(.activationLinkAccepted(TestOnboardingDelegate.server)) == [.show(.eula), .persist])
        #expect(sequence.server == TestOnboardingDelegate.server)
        #expect(!sequence.acceptsActivationLink)
        #expect(sequence.handle(.activationLinkAccepted(TestOnboardingDelegate.server)).isEmpty)

        var configured = OnboardingStateMachine(configuration: OnboardingConfiguration(server: TestOnboardingDelegate.server))
        _ = configured.handle(.start)
        #expect(!configured.acceptsActivationLink, "a configured app has its server")
    }

    @Test func theLinkContinuesTheWaitingWelcomeScreen() async throws {
        let delegate = TestOnboardingDelegate(application: nil)
        let session = try OnboardingSession(configuration: Self.configuration(), themeRegistry: try onboardingRegistry(), delegate: delegate)
        let run = Task { await session.run() }
        defer { run.cancel() }
        try await waitUntil("the welcome screen", seconds: 300) { session.onboardingContainer.currentScreen is WelcomeScreen }
        let welcome = try #require(session.onboardingContainer.currentScreen as? WelcomeScreen)
        #expect(welcome.launchSetting == .withLink && welcome.primaryActionButton.isHidden, "nothing to press: it waits for the link")

        #expect(await !session.openActivationLink(URL(string: "https://example.com/not-ours")!))
        #expect(welcome.detailLabel.text == "not an activation code", "the refusal shows on the screen")
        #expect(session.sequence.step == .welcome)

        #expect(await session.openActivationLink(URL(string: "activate:demo")!))
        #expect(session.sequence.step == .eula)
        #expect(session.sequence.server == TestOnboardingDelegate.server)
        #expect(session.onboardingContainer.currentScreen is EULAViewController)
        #expect(await !session.openActivationLink(URL(string: "activate:demo")!), "a second link is ignored")
        await session.cancel()
        #expect(await run.value.end == .cancelled)
    }

    /// An app's delegate that checks links itself.
    @MainActor
    final class LinkDelegate: OnboardingSessionDelegate {
        var links: [URL] = []
        func onboardingSession(_ session: OnboardingSession, serverForEmail email: String) async -> OnboardingDiscovery {
            .refused(message: "no")
        }
        func onboardingSession(_ session: OnboardingSession, serverForScanResult scanResult: String) async -> OnboardingDiscovery {
            .refused(message: "no")
        }
        func onboardingSession(_ session: OnboardingSession, serverForActivationLink url: URL) async -> OnboardingDiscovery {
            links.append(url)
            return .found(TestOnboardingDelegate.server)
        }
        func onboardingSession(_ session: OnboardingSession, loginSessionFor server: OnboardingServer?) throws -> HaapiFlowSession {
            throw TestOnboardingDelegate.LoginUnavailable()
        }
    }

    @Test func theActivationScreenTakesALinkToo() async throws {
        let delegate = LinkDelegate()
        let session = try OnboardingSession(
            configuration: Self.configuration([.discoveryService, .barcodeScanner]), themeRegistry: try onboardingRegistry(), delegate: delegate)
        let run = Task { await session.run() }
        defer { run.cancel() }
        let person = SessionDriver(session: session)
        try await person.press("Start")
        try await person.waitFor("Scan")
        #expect(session.sequence.step == .activation)
        let link = URL(string: "haapidemo://activate?code=AB12-CD34")!
        #expect(await session.openActivationLink(link))
        #expect(delegate.links == [link])
        try await person.waitFor("Disagree")
        await session.cancel()
        _ = await run.value
    }
}
