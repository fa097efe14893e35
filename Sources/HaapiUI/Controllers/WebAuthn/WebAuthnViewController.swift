import HaapiFlow

/// The stock screen for a `WebAuthnOperationModel` (a passkey ceremony).
///
/// Hierarchy: `rootStackView` holding `titleLabel` (`hui_webauthn_title`),
/// `messagesStackView`, `statusView` (`hui_webauthn_in_progress` while a platform
/// can run the ceremony, otherwise a warning, `hui_webauthn_not_supported`),
/// `buttonsStackView` (the server's fallbacks, such as "use another method") and
/// `linksStackView`.
///
/// Renderers that can run WebAuthn pass `isWebAuthnSupported: true` and submit
/// the credential through the model's continue action; the terminal and web
/// renderers of this project offer the fallbacks.
@MainActor
open class WebAuthnViewController: BaseViewController {
    /// The outlets this screen adds to ``BaseViewController``'s, declared once: the
    /// views take their identifiers from them and layouts are checked against them.
    public enum Outlet: String, ScreenOutletSet {
        case titleLabel, statusView, buttonsStackView
    }

    nonisolated open override class var styleTarget: StyleTarget { .webAuthnViewController }
    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }

    /// The model shown.
    public let model: WebAuthnOperationModel
    /// Whether the platform can run the ceremony.
    public let isWebAuthnSupported: Bool
    /// The screen's title.
    public let titleLabel = Label(identifier: Outlet.titleLabel.rawValue)
    /// What is happening, or why nothing can.
    public let statusView = MessageView(identifier: Outlet.statusView.rawValue, style: .info, text: "")
    /// The fallback actions.
    public let buttonsStackView = StackView(identifier: Outlet.buttonsStackView.rawValue)

    /// Creates the screen.
    public init(model: WebAuthnOperationModel, themeRegistry: ThemeRegistry, isWebAuthnSupported: Bool = false) {
        self.model = model
        self.isWebAuthnSupported = isWebAuthnSupported
        super.init(themeRegistry: themeRegistry)
    }

    /// Builds the hierarchy.
    open override func loadView() {
        super.loadView()
        titleLabel.style = style(for: .headingMessageView)
        buttonsStackView.style = style(for: .stackView)
        for view in [titleLabel, messagesStackView, statusView, buttonsStackView, linksStackView] as [View] {
            rootStackView.addArrangedSubview(view)
        }
    }

    /// Fills the views from the model.
    open override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = text(.webAuthnTitle)
        handleInfoMessageModels(model.messages)
        handleLinkItemModels(model.links)
        statusView.messageStyle = isWebAuthnSupported ? .info : .warn
        statusView.text = isWebAuthnSupported ? text(.webAuthnInProgress) : text(.webAuthnNotSupported)
        statusView.style = style(for: .messageView(statusView.messageStyle))
        for (index, model) in model.errorButtons.enumerated() {
            let button = Button(identifier: "button[\(index)]", type: model.type, title: model.label ?? text(.continueAction),
                                actionIdentifier: model.actionModel.id, role: .of(model)) { [weak self] in self?.submit(model.actionModel) }
            button.style = style(for: .button(model.type))
            buttonsStackView.addArrangedSubview(button)
        }
        buttonsStackView.isHidden = model.errorButtons.isEmpty
    }
}
