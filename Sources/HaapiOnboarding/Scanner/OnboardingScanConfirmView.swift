import HaapiUI
public import HaapiScreenKit
import Logging

/// Confirms an accepted QR code before connecting (seed 002's
/// `FUIOnboardingScanConfirmView`; `FUIOnboardingScanConfirmView` is an alias):
/// "Confirmation", the check image, "Scan succeeded. You will be connected to:",
/// the server's name, and Continue.
///
/// Hierarchy (outlets, styled by `fdlFUIOnboardingScanConfirmView_<outlet>`):
/// `rootStackView` holding `titleLabel`, `checkImageView`,
/// `successMessageLabel`, `hcpServerLabel` and `continueButton`.
@MainActor
open class OnboardingScanConfirmView: OnboardingScreen {
    /// The outlets of the confirmation.
    public enum Outlet: String, ScreenOutletSet {
        case titleLabel, checkImageView, successMessageLabel, hcpServerLabel, continueButton
    }

    nonisolated open override class var styleTarget: StyleTarget { .onboardingScanConfirmView }
    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }

    /// The server the app will connect to.
    public var serverName = "" { didSet { hcpServerLabel.text = serverName } }
    /// What Continue does (the scanner sets it).
    public var onContinue: (@MainActor () -> Void)?

    /// "Confirmation".
    public let titleLabel = MessageView(identifier: Outlet.titleLabel.rawValue, style: .heading, text: "")
    /// A green circle with a white check mark.
    public let checkImageView = ImageView(identifier: Outlet.checkImageView.rawValue, image: .named("checkmark.circle.fill"))
    /// "Scan succeeded. You will be connected to:".
    public let successMessageLabel = MessageView(identifier: Outlet.successMessageLabel.rawValue, style: .content, text: "")
    /// The server's name.
    public let hcpServerLabel = Label(identifier: Outlet.hcpServerLabel.rawValue)
    /// Continue.
    public let continueButton = Button(identifier: Outlet.continueButton.rawValue, type: .primary, title: "")

    /// Builds the hierarchy.
    open override func loadView() {
        super.loadView()
        titleLabel.style = style(.scanConfirmTitleLabel)
        titleLabel.text = text(.onboardingScanConfirmTitle)
        checkImageView.style = style(.scanConfirmCheckImageView)
        if let name = checkImageView.style.imageName(.imageName) { checkImageView.image = .named(name) }
        checkImageView.accessibilityLabel = text(.onboardingScanConfirmCheck)
        successMessageLabel.style = style(.scanConfirmSuccessMessageLabel)
        successMessageLabel.text = text(.onboardingScanConfirmMessage)
        hcpServerLabel.style = style(.scanConfirmServerLabel)
        hcpServerLabel.text = serverName
        continueButton.style = style(.scanConfirmContinueButton)
        continueButton.title = text(.onboardingContinue)
        continueButton.action = { [weak self] in self?.onContinue?() }
        for view in [titleLabel, checkImageView, successMessageLabel, hcpServerLabel, continueButton] as [View] {
            rootStackView.addArrangedSubview(view)
        }
    }
}
