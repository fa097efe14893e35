import HaapiUI
public import HaapiScreenKit

/// Shown when the person cancelled the biometric prompt (seed 002's
/// `FUITouchIDErrorViewController`; `FUITouchIDErrorViewController` is an alias):
/// the passcode instead, or biometrics again. Its texts are the
/// `onb_biometrics_cancelled_*` keys.
///
/// Hierarchy (outlets, styled by `fdlFUITouchIDErrorViewController_<outlet>`):
/// `rootStackView` holding `errorTitleLabel`, `errorMessageLabel`, `actionButton`
/// (Enter Passcode) and `retryButton` (Use Touch ID).
@MainActor
open class TouchIDErrorViewController: OnboardingScreen {
    /// The texts set with `PasscodeController.setText(_:for:)`, shared with the passcode screens.
    open override class var runtimeTexts: [StringKey: String] { PasscodeRuntimeTexts.texts }

    /// The outlets of the screen.
    public enum Outlet: String, ScreenOutletSet {
        case errorTitleLabel, errorMessageLabel, actionButton, retryButton
    }

    nonisolated open override class var styleTarget: StyleTarget { .touchIDErrorViewController }
    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }

    /// "Touch ID Cancelled".
    public let errorTitleLabel = MessageView(identifier: Outlet.errorTitleLabel.rawValue, style: .heading, text: "")
    /// What the person can do.
    public let errorMessageLabel = MessageView(identifier: Outlet.errorMessageLabel.rawValue, style: .content, text: "")
    /// Enter Passcode.
    public let actionButton = Button(identifier: Outlet.actionButton.rawValue, type: .primary, title: "")
    /// Use Touch ID again.
    public let retryButton = Button(identifier: Outlet.retryButton.rawValue, type: .secondary, title: "")

    /// The name of the biometrics in the texts ("Touch ID").
    public var biometricsName = ""
    /// Called with `true` for Enter Passcode, `false` for trying biometrics again.
    public var onChoice: (@MainActor (_ usePasscode: Bool) -> Void)?

    /// Builds the hierarchy.
    open override func loadView() {
        super.loadView()
        errorTitleLabel.style = style(.touchIDErrorTitleLabel)
        errorTitleLabel.text = text(.biometricsCancelledTitle, .text(biometricsName))
        errorMessageLabel.style = style(.touchIDErrorMessageLabel)
        errorMessageLabel.text = text(.biometricsCancelledMessage)
        actionButton.style = style(.touchIDErrorActionButton)
        actionButton.title = text(.biometricsEnterPasscode)
        actionButton.action = { [weak self] in self?.choose(usePasscode: true) }
        retryButton.style = style(.touchIDErrorRetryButton)
        retryButton.title = text(.biometricsUse, .text(biometricsName))
        retryButton.action = { [weak self] in self?.choose(usePasscode: false) }
        for view in [errorTitleLabel, errorMessageLabel, actionButton, retryButton] as [View] {
            rootStackView.addArrangedSubview(view)
        }
    }

    /// Tells the passcode screen the choice, then shows it again in its new step (one
    /// new screen for renderers, never the step it left).
    private func choose(usePasscode: Bool) {
        onChoice?(usePasscode)
        goBack()
    }
}
