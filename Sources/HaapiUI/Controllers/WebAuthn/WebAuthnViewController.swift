public import HaapiFlow

/// The stock screen for a `WebAuthnOperationModel` (a passkey ceremony).
///
/// Hierarchy: `rootStackView` holding `titleLabel` (what is asked:
/// `hui_webauthn_title` to sign in; `hui_webauthn_register_title`,
/// `hui_webauthn_register_this_device_title` or
/// `hui_webauthn_register_another_device_title` to register; hidden when the
/// step's heading message, shown in the header, says the same), `descriptionLabel`
/// (the action's own title, when the server sent one and nothing above says it), `messagesStackView`,
/// `statusView` (`hui_webauthn_in_progress` while a platform can run the
/// ceremony, otherwise a warning, `hui_webauthn_not_supported` or
/// `hui_webauthn_register_not_supported`),
/// `buttonsStackView` (the server's fallbacks, such as "use another method",
/// then the step's other choices, such as "No, not now"; each with its caption) and
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
        case titleLabel, descriptionLabel, statusView, buttonsStackView
    }

    nonisolated open override class var styleTarget: StyleTarget { .webAuthnViewController }
    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }

    /// The model shown.
    public let model: WebAuthnOperationModel
    /// Whether the platform can run the ceremony.
    public let isWebAuthnSupported: Bool
    /// The screen's title.
    public let titleLabel = Label(identifier: Outlet.titleLabel.rawValue)
    /// The action's own title, e.g. "Register a passkey on this device".
    public let descriptionLabel = Label(identifier: Outlet.descriptionLabel.rawValue)
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
        descriptionLabel.style = style(for: .label)
        buttonsStackView.style = style(for: .stackView)
        for view in [titleLabel, descriptionLabel, messagesStackView, statusView, buttonsStackView, linksStackView] as [View] {
            rootStackView.addArrangedSubview(view)
        }
    }

    /// Fills the views from the model.
    open override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = text(.webAuthnTitleKey(for: model))
        descriptionLabel.text = model.title ?? ""
        // The header already shows the step's heading message: say nothing twice.
        let heading = model.heading?.text
        titleLabel.isHidden = titleLabel.text == heading
        descriptionLabel.isHidden = model.title == nil || model.title == titleLabel.text || model.title == heading
        handleInfoMessageModels(model.messages)
        handleLinkItemModels(model.links)
        statusView.messageStyle = isWebAuthnSupported ? .info : .warning
        statusView.text = isWebAuthnSupported ? text(.webAuthnInProgress)
            : text(model.operation == .registration ? .webAuthnRegisterNotSupported : .webAuthnNotSupported)
        statusView.style = style(for: .messageView(statusView.messageStyle))
        let buttons = model.errorButtons + model.alternativeButtons
        for (index, model) in buttons.enumerated() {
            for view in makeButtonViews(for: model, index: index, action: { [weak self] in self?.submit(model.actionModel) }) {
                buttonsStackView.addArrangedSubview(view)
            }
        }
        buttonsStackView.isHidden = buttons.isEmpty
    }
}
