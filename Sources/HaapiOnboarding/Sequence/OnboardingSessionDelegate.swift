public import Foundation
public import HaapiUI

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
    /// Checks an activation link the app received (seed 002's "launch with link"
    /// setting, handed over with ``OnboardingSession/openActivationLink(_:)``) and
    /// returns the server it configures. By default the link is checked as a scanned QR
    /// code holding its text would be (``onboardingSession(_:serverForScanResult:)``).
    func onboardingSession(_ session: OnboardingSession, serverForActivationLink url: URL) async -> OnboardingDiscovery
    /// Makes the login against `server` (for example with
    /// `HaapiUI/HaapiUIKitApplication/makeFlowSession(parameters:client:)`, passing
    /// `login_hint`). The session shows it in its container and runs it.
    func onboardingSession(_ session: OnboardingSession, loginSessionFor server: OnboardingServer?) throws -> HaapiFlowSession
}

extension OnboardingSessionDelegate {
    /// Checks the link's text as a scanned code: an activation's QR code holds the same link.
    public func onboardingSession(_ session: OnboardingSession, serverForActivationLink url: URL) async -> OnboardingDiscovery {
        await onboardingSession(session, serverForScanResult: url.absoluteString)
    }
}
