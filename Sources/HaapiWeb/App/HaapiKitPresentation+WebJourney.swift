import HaapiClient
import HaapiApp
import HaapiFlow
import HaapiUI

/// A facade's flow in a browser: rendered, waited on and ended as a login is.
extension HaapiKitPresentation: WebJourney {
    var visibleLogin: HaapiFlowViewController? { visibleLoginSession?.flowViewController }
    var showsScreen: Bool {
        guard container.currentScreen != nil else { return false }
        // A login inside shows a screen once its first step came.
        return visibleLoginSession?.showsScreen ?? true
    }
    func runsClientOperation() async -> Bool { await visibleLoginSession?.isRunningClientOperation() ?? false }
    /// A facade's flow starts again from its link when continued elsewhere.
    func persistedFlow() async -> PersistedFlow? { nil }
    /// The facade keeps its tokens: the host is given none.
    func result(renderer: any ScreenRenderer) async -> (result: WebLoginResult, tokens: OAuthTokens?) {
        (WebLoginResult(await run(renderer: renderer)), nil)
    }
}

extension WebLoginResult {
    /// What the result page shows for a facade flow's `outcome`: claims, never tokens; an
    /// error by its words for the person (its detail stays in the host's log).
    init(_ outcome: HaapiKitOutcome) {
        switch outcome {
        case .success(.signedIn(let tokens)):
            self.init(.tokens(tokens))
        case .success(.onboarded(let onboarding, _)):
            self.init(onboarding)
        case .success(.signInApproved):
            self.init(outcome: .signInApproved)
        case .success(.signInDenied):
            self.init(outcome: .signInDenied)
        case .success(.appActionDone):
            self.init(outcome: .appActionDone)
        case .success(.unlocked), .success(.passcodeReset), .success(.locked):
            // A web host starts no unlock: a passcode belongs to a device, not a browser.
            self.init(outcome: .cancelled)
        case .failure(.flowCancelled), .failure(.flowClosed):
            self.init(outcome: .cancelled)
        case .failure(let error):
            self.init(outcome: .failed, messageKey: error.presentation.message)
        }
    }
}
