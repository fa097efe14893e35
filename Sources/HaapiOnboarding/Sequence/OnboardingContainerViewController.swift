public import HaapiUI

/// The container an ``OnboardingSession`` shows its screens in: the screen kit's
/// container, titled for onboarding, whose close button ends the onboarding. Its
/// header and close button take the shown screen's navigation-bar style classes
/// (`fdlFUIWelcomeScreen_navigationBar`, `fdlFUIWelcomeScreen_cancelButton`, ...).
@MainActor
open class OnboardingContainerViewController: ScreenContainerViewController {
    /// Called when the person closed the container.
    public var onClose: (@MainActor () -> Void)?

    /// `onb_title`.
    open override var defaultTitleKey: StringKey { .onboardingTitle }

    /// Shows `next`, styling the header as `next` asks.
    open override func showScreen(_ next: ViewController) {
        loadViewIfNeeded()
        let type = (next as? OnboardingScreen).map { Swift.type(of: $0) }
        headerView.style = type?.navigationBarStyleClass.map { style($0) } ?? style(for: .header)
        closeButton.style = type?.navigationCancelStyleClass.map { style($0) } ?? style(for: .textButton)
        super.showScreen(next)
    }

    /// Closes the current screen and ends the onboarding.
    open override func close() {
        super.close()
        onClose?()
    }
}
