import Foundation
import HaapiFlow
import HaapiOnboarding

/// Records what the EULA, info and web page screens tell their delegate.
@MainActor
final class RecordingAgreementDelegate: EULADelegate, InfoViewControllerDelegate, WebViewContainerDelegate {
    private(set) var calls: [String] = []
    private(set) var openedURLs: [URL] = []

    func eulaAccepted(_ controller: EULAViewController) { calls.append("eulaAccepted") }
    func eulaRejected(_ controller: EULAViewController) { calls.append("eulaRejected") }
    func eulaCancelled(_ controller: EULAViewController) { calls.append("eulaCancelled") }
    func infoViewControllerDidTapPrimaryButton(_ controller: InfoViewController) { calls.append("primary") }
    func infoViewControllerDidTapSecondaryButton(_ controller: InfoViewController) { calls.append("secondary") }
    func webViewContainerDidCancel(_ container: WebViewContainer) { calls.append("webCancel") }
    func webViewContainer(_ container: WebViewContainer, didOpen url: URL) {
        calls.append("webOpened")
        openedURLs.append(url)
    }
}

/// Records what the consent screens tell their delegates, with each form's
/// acceptance at the time.
@MainActor
final class RecordingConsentDelegate: UserConsentViewControllerDelegate, UserConsentPageViewControllerDelegate {
    private(set) var calls: [String] = []
    /// `isUserAccepted` of the forms handed to the last call.
    private(set) var acceptance: [Bool] = []

    func userConsentViewController(_ viewController: UserConsentViewController, didCancelConsentForms forms: [any UserConsentForm]) {
        calls.append("cancelled")
        acceptance = forms.map(\.isUserAccepted)
    }

    func userConsentViewController(
        _ viewController: UserConsentViewController, didReceiveResponseToConsentForms forms: [any UserConsentForm]
    ) {
        calls.append("responded")
        acceptance = forms.map(\.isUserAccepted)
    }

    func didAllow(_ controller: UserConsentPageViewController) { calls.append("didAllow") }
    func didDeny(_ controller: UserConsentPageViewController) { calls.append("didDeny") }
}

/// Opens nothing: records the URLs it is asked to open and answers `result`.
actor RecordingOpener: URLOpener {
    private(set) var opened: [URL] = []
    private let result: Bool

    init(result: Bool = true) { self.result = result }

    func open(_ url: URL) async -> Bool {
        opened.append(url)
        return result
    }
}
