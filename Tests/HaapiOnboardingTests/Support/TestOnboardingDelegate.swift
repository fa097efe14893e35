import HaapiOnboarding
import HaapiUI

/// An app's side of an onboarding in tests: addresses at example.com and the
/// code `activate:demo` lead to the dev server; the login is the application's.
@MainActor
final class TestOnboardingDelegate: OnboardingSessionDelegate {
    static let server = OnboardingServer(name: "Dev Server", address: "http://127.0.0.1", loginHint: nil)
    let application: HaapiUIKitApplication?
    private(set) var emails: [String] = []
    private(set) var loginServers: [OnboardingServer?] = []

    init(application: HaapiUIKitApplication?) {
        self.application = application
    }

    func onboardingSession(_ session: OnboardingSession, serverForEmail email: String) async -> OnboardingDiscovery {
        emails.append(email)
        return email.hasSuffix("@example.com") ? .found(Self.server) : .refused(message: "No organisation is known for this address.")
    }

    func onboardingSession(_ session: OnboardingSession, serverForScanResult scanResult: String) async -> OnboardingDiscovery {
        scanResult == "activate:demo" ? .found(Self.server) : .refused(message: "not an activation code")
    }

    func onboardingSession(_ session: OnboardingSession, loginSessionFor server: OnboardingServer?) throws -> HaapiFlowSession {
        loginServers.append(server)
        guard let application else { throw LoginUnavailable() }
        return application.makeFlowSession()
    }

    struct LoginUnavailable: Error, CustomStringConvertible {
        var description: String { "no server in this test" }
    }
}
