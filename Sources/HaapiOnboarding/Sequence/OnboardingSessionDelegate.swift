import HaapiUI

/// What the app answers when an onboarding needs to know where to connect.
public enum OnboardingDiscovery: Sendable, Hashable {
    /// The server to use.
    case found(OnboardingServer)
    /// No server; `message` is shown to the person (under the e-mail field, on the scanner).
    case refused(message: String)
}

/// What an ``OnboardingSession`` asks the app. Held weakly by the session: keep it
/// alive while the session runs.
@MainActor
public protocol OnboardingSessionDelegate: AnyObject {
    /// Finds the server for a (valid) e-mail address: the discovery service.
    func onboardingSession(_ session: OnboardingSession, serverForEmail email: String) async -> OnboardingDiscovery
    /// Checks a scanned QR code and returns the server it configures.
    func onboardingSession(_ session: OnboardingSession, serverForScanResult scanResult: String) async -> OnboardingDiscovery
    /// Makes the login against `server` (for example with
    /// `HaapiUI/HaapiUIKitApplication/makeFlowSession(parameters:client:)`, passing
    /// `login_hint`). The session shows it in its container and runs it.
    func onboardingSession(_ session: OnboardingSession, loginSessionFor server: OnboardingServer?) throws -> HaapiFlowSession
}
