import Foundation
import HaapiApp
import HaapiFlow
import HaapiUI

/// One browser as a device of the app (``WebApp``): its own facade, and the facade's
/// delegate. The host presents the flows it starts itself, so the delegate is asked for
/// nothing but a push token, which a browser does not have.
@MainActor
final class WebAppDevice: HaapiKitDelegate {
    let kit: HaapiKit

    init(kit: HaapiKit) {
        self.kit = kit
    }

    func pushToken(for haapiKit: HaapiKit) async throws -> String? { nil }

    /// Every flow the host starts is presented by the host; one started otherwise is not shown.
    func haapiKit(_ haapiKit: HaapiKit, present presentation: HaapiKitPresentation) {
        Task { @MainActor in await presentation.cancel() }
    }

    /// The flow `link` starts: the QR scanner (``WebApp/scanLink``) or the app's link.
    func start(_ link: String) -> HaapiKitPresentation {
        guard link != WebApp.scanLink else {
            return kit.qrScanFlow(showDialogOnFail: true, success: { _ in }, failure: { _ in })
        }
        let url = URL(string: link) ?? URL(fileURLWithPath: "/")
        return kit.handleURL(url, calledFromExternalApp: true, success: { _ in }, failure: { _ in })
    }

    /// Hands `url` to the onboarding on screen when it waits for an activation link; whether it did.
    func continueOnboarding(with url: URL) -> Bool {
        guard kit.onboardingWaitingForLink(url) != nil else { return false }
        kit.handleURL(url, calledFromExternalApp: true, success: { _ in }, failure: { _ in })
        return true
    }
}
