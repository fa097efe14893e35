import HaapiClient
import HaapiFlow
import HaapiOnboarding
import HaapiUI

/// What the host waits on for the next screen: a journey, or a screen shown alone (its container).
@MainActor
protocol DisplaySource: AnyObject {
    /// Counts the display changes.
    var displayVersion: Int { get }
    /// The next display change after `version`.
    func waitForDisplayChange(after version: Int, ignoringProgress: Bool) async -> DisplayChange?
}

extension ScreenContainerViewController: DisplaySource {}

/// What a browser session runs: a login (``HaapiUI/HaapiFlowSession``) or an
/// onboarding that ends in one (``HaapiOnboarding/OnboardingSession``). The host
/// renders, waits on and saves either the same way.
@MainActor
protocol WebJourney: DisplaySource {
    /// The container whose banner the host's notices use.
    var screenContainer: ScreenContainerViewController { get }
    /// What pages are rendered from.
    var rootView: View { get }
    /// Stops it, waiting at most `gracePeriod` for it to confirm.
    func cancel(gracePeriod: Duration) async
    /// The login on screen now, if any (a polling one makes pages refresh).
    var visibleLogin: HaapiFlowViewController? { get }
    /// Whether its first screen is up.
    var showsScreen: Bool { get }
    /// Whether the login on screen runs a client operation now (it may open a page in a moment).
    func runsClientOperation() async -> Bool
    /// The login as it stands, to continue in another process (`nil` when there is none to save).
    func persistedFlow() async -> PersistedFlow?
    /// Runs it to the end, telling `renderer` about every change: how it ended, and the
    /// tokens of a sign-in (kept only for the passkeys page, ``WebPasskeyAccount``).
    func result(renderer: any ScreenRenderer) async -> (result: WebLoginResult, tokens: OAuthTokens?)
}

extension HaapiFlowSession: WebJourney {
    var visibleLogin: HaapiFlowViewController? { flowViewController }
    var showsScreen: Bool { flowViewController.currentViewController != nil }
    func runsClientOperation() async -> Bool { await isRunningClientOperation() }
    func persistedFlow() async -> PersistedFlow? { await persistedState() }
    func result(renderer: any ScreenRenderer) async -> (result: WebLoginResult, tokens: OAuthTokens?) {
        let flow = await run(renderer: renderer)
        return (WebLoginResult(flow), flow.tokens)
    }
}

extension OnboardingSession: WebJourney {
    var visibleLogin: HaapiFlowViewController? { loginSession?.flowViewController }
    var showsScreen: Bool {
        guard onboardingContainer.currentScreen != nil else { return false }
        // A login inside the onboarding shows a screen once its first step came.
        return loginSession?.showsScreen ?? true
    }
    func runsClientOperation() async -> Bool { await loginSession?.isRunningClientOperation() ?? false }
    /// The onboarding saves itself (its ``OnboardingStore``); a login inside it starts again when continued.
    func persistedFlow() async -> PersistedFlow? { nil }
    func result(renderer: any ScreenRenderer) async -> (result: WebLoginResult, tokens: OAuthTokens?) {
        let outcome = await run(renderer: renderer)
        return (WebLoginResult(outcome), outcome.loginResult?.tokens)
    }
}

extension FlowResult {
    /// The tokens of a sign-in.
    fileprivate var tokens: OAuthTokens? {
        if case .tokens(let tokens) = self { return tokens }
        return nil
    }
}
