import HaapiUI
public import HaapiScreenKit
import Logging

/// An information or splash screen (seed 002's `FUIInfoViewController`; the alias
/// keeps that name): a title, the information, and up to two buttons whose taps
/// go to the ``delegate``.
///
/// The app sets the texts (``titleText``, ``informationText``,
/// ``primaryButtonTitle``, ``secondaryButtonTitle``; `nil` shows the keyed
/// default) and hides what it does not need with the views' `isHidden`
/// (``titleTextView``, ``informationTextView``, ``primaryButton``,
/// ``secondaryButton``); the screen never unhides them.
///
/// Hierarchy (outlets, styled by `fdlFUIInfoViewScreen_<outlet>`): `rootStackView`
/// holding `titleTextView`, `informationTextView`, `errorMessageLabel` (hidden
/// until something goes wrong), `primaryButton` and `secondaryButton`.
///
/// ```swift
/// let info = InfoViewController(themeRegistry: registry)   // registry with ScreenKitModule.onboarding
/// info.titleText = "Update Available"
/// info.informationText = "A new version of the app is ready."
/// info.primaryButtonTitle = "Update"
/// info.secondaryButton.isHidden = true
/// info.delegate = self
/// container.showScreen(info)
/// ```
@MainActor
open class InfoViewController: OnboardingScreen {
    /// The outlets of the screen.
    public enum Outlet: String, ScreenOutletSet {
        case titleTextView, informationTextView, errorMessageLabel, primaryButton, secondaryButton
    }

    nonisolated open override class var styleTarget: StyleTarget { .infoViewScreen }
    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }

    /// Where the buttons' taps go. Held weakly: keep it alive.
    public weak var delegate: (any InfoViewControllerDelegate)?

    /// The title; `nil` shows "Information".
    public var titleText: String? { didSet { refresh() } }
    /// The information; `nil` shows a line asking to continue.
    public var informationText: String? { didSet { refresh() } }
    /// The primary button's title; `nil` shows "Continue".
    public var primaryButtonTitle: String? { didSet { refresh() } }
    /// The secondary button's title; `nil` shows "Later".
    public var secondaryButtonTitle: String? { didSet { refresh() } }

    /// The title.
    public let titleTextView = MessageView(identifier: Outlet.titleTextView.rawValue, style: .heading, text: "")
    /// The information.
    public let informationTextView = MessageView(identifier: Outlet.informationTextView.rawValue, style: .content, text: "")
    /// Why the screen cannot go on, when it cannot.
    public let errorMessageLabel = MessageView(identifier: Outlet.errorMessageLabel.rawValue, style: .error, text: "")
    /// The primary button.
    public let primaryButton = Button(identifier: Outlet.primaryButton.rawValue, type: .primary, title: "", role: .primary)
    /// The secondary button.
    public let secondaryButton = Button(identifier: Outlet.secondaryButton.rawValue, type: .secondary, title: "", role: .secondary)

    /// Builds the hierarchy.
    open override func loadView() {
        super.loadView()
        titleTextView.style = style(.infoTitleTextView)
        informationTextView.style = style(.infoInformationTextView)
        errorMessageLabel.style = style(.infoErrorMessageLabel)
        errorMessageLabel.isHidden = true
        primaryButton.style = style(.infoPrimaryButton)
        primaryButton.action = { [weak self] in self?.primaryTapped() }
        secondaryButton.style = style(.infoSecondaryButton)
        secondaryButton.action = { [weak self] in self?.secondaryTapped() }
        for view in [titleTextView, informationTextView, errorMessageLabel, primaryButton, secondaryButton] as [View] {
            rootStackView.addArrangedSubview(view)
        }
        applyTexts()
    }

    private func refresh() {
        guard isViewLoaded else { return }
        applyTexts()
        contentDidChange()
    }

    private func applyTexts() {
        titleTextView.text = titleText ?? text(.onboardingInfoTitle)
        informationTextView.text = informationText ?? text(.onboardingInfoDetail)
        primaryButton.title = primaryButtonTitle ?? text(.onboardingContinue)
        secondaryButton.title = secondaryButtonTitle ?? text(.onboardingInfoLater)
    }

    // MARK: Actions

    /// The primary button: tells the delegate.
    open func primaryTapped() {
        guard let delegate else { return delegateMissing("infoViewControllerDidTapPrimaryButton(_:)") }
        delegate.infoViewControllerDidTapPrimaryButton(self)
    }

    /// The secondary button: tells the delegate.
    open func secondaryTapped() {
        guard let delegate else { return delegateMissing("infoViewControllerDidTapSecondaryButton(_:)") }
        delegate.infoViewControllerDidTapSecondaryButton(self)
    }

    /// Shows `message` above the buttons (or hides it when `nil`).
    open override func showError(_ message: String?) {
        errorMessageLabel.show(message)
        contentDidChange()
    }
}
