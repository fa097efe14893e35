import HaapiOnboarding
import HaapiUI

/// The onboarding session's delegate in the web host: discovery by the host's
/// ``WebOnboarding``, the login made by the host (in the browser's language, with
/// the browser's DPoP key).
@MainActor
final class WebOnboardingDelegate: OnboardingSessionDelegate {
    private let onboarding: WebOnboarding
    private let makeLogin: @MainActor ([String: String]) -> HaapiFlowSession

    init(onboarding: WebOnboarding, makeLogin: @escaping @MainActor ([String: String]) -> HaapiFlowSession) {
        self.onboarding = onboarding
        self.makeLogin = makeLogin
    }

    func onboardingSession(_ session: OnboardingSession, serverForEmail email: String) async -> OnboardingDiscovery {
        await onboarding.serverForEmail(email)
    }

    func onboardingSession(_ session: OnboardingSession, serverForScanResult scanResult: String) async -> OnboardingDiscovery {
        await onboarding.serverForScanResult(scanResult)
    }

    func onboardingSession(_ session: OnboardingSession, loginSessionFor server: OnboardingServer?) throws -> HaapiFlowSession {
        makeLogin(server?.loginHint.map { ["login_hint": $0] } ?? [:])
    }
}
