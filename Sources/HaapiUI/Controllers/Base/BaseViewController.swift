import Foundation
public import HaapiClient
public import HaapiFlow
import HaapiModel

/// The base of the stock screens: a themed root stack, the messages and links
/// stacks, insertion above / below any view of the screen, and the
/// ``HaapiUIViewController`` behaviour with overridable hooks.
///
/// Subclasses (stock screens and the app's own) override hooks and call `super`:
///
/// ```swift
/// final class MyBankIdViewController: BankIdViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         try? insertView(Label(identifier: "promo", text: "Tip"), aboveView: bankIdStackView)
///     }
/// }
/// ```
@MainActor
open class BaseViewController: ScreenViewController, HaapiUIViewController {
    /// The outlets every stock screen has.
    public enum Outlet: String, ScreenOutletSet { case messagesStackView, linksStackView }

    nonisolated open override class var outlets: ScreenOutlets {
        super.outlets.adding(Outlet.self).renaming(Outlet.messagesStackView.rawValue, to: messagesStackViewIdentifier)
    }

    /// The outlet name of the messages stack: `messagesStackView` (seed 000 calls
    /// BankID's `messagesViewStackView`).
    nonisolated open class var messagesStackViewIdentifier: String { Outlet.messagesStackView.rawValue }

    /// Where the screen sends the person's actions.
    public weak var haapiFlowViewControllerDelegate: (any HaapiFlowViewControllerDelegate)?
    /// Where the screen asks for its theme.
    public weak var uiStylableThemeDelegate: (any UIStylableThemeDelegate)?
    /// The server's messages, one `MessageView` each.
    public let messagesStackView = StackView(identifier: Outlet.messagesStackView.rawValue)
    /// The links (`LinkView`) and images (`ImageView`, QR codes) of the step.
    public let linksStackView = StackView(identifier: Outlet.linksStackView.rawValue)
    /// Whether an action was forwarded and the flow has not answered yet.
    public private(set) var isLoading = false

    /// Creates a screen styled as its class's `ScreenViewController.styleTarget`.
    public override init(themeRegistry: ThemeRegistry) {
        super.init(themeRegistry: themeRegistry)
        messagesStackView.identifier = Self.messagesStackViewIdentifier
    }

    /// Styles the root, messages and links stacks; subclasses call super, then add
    /// their views to `ScreenViewController.rootStackView`.
    open override func loadView() {
        super.loadView()
        messagesStackView.style = style(for: .stackView)
        linksStackView.style = style(for: .stackView)
    }

    // MARK: HaapiUIViewController

    /// Stops loading: the flow answered.
    open func stopLoading() {
        isLoading = false
    }

    /// Stock screens leave the loading indicator to the flow view controller.
    open func hasLoading() -> Bool { false }

    /// Stock screens other than forms let the flow view controller show problems.
    open func handleProblemModel(_ problemModel: ProblemModel) -> Bool { false }

    /// Replaces ``messagesStackView``'s content with one `MessageView` per message.
    open func handleInfoMessageModels(_ infoMessageModels: [InfoMessageModel]) {
        loadViewIfNeeded()
        for view in messagesStackView.subviews { view.removeFromSuperview() }
        for (index, message) in infoMessageModels.enumerated() {
            let view = MessageView(identifier: "messageView[\(index)]", style: MessageStyle(message.style), text: message.text)
            view.style = style(for: .messageView(MessageStyle(message.style)))
            messagesStackView.addArrangedSubview(view)
        }
        messagesStackView.isHidden = infoMessageModels.isEmpty
    }

    /// Replaces ``linksStackView``'s content: an `ImageView` for each image link
    /// (see ``isQRCode(_:)``) and a `LinkView` for each other link.
    open func handleLinkItemModels(_ linkItemModels: [LinkItemModel]) {
        loadViewIfNeeded()
        for view in linksStackView.subviews { view.removeFromSuperview() }
        for (index, link) in linkItemModels.enumerated() {
            linksStackView.addArrangedSubview(makeView(for: link, index: index))
        }
        linksStackView.isHidden = linkItemModels.isEmpty
    }

    /// Whether an image link is a QR code; the default says yes for every image
    /// link, as HAAPI servers send QR codes that way.
    open func isQRCode(_ link: LinkItemModel) -> Bool { link.isImage }

    /// Stock screens cannot take new form content.
    open func handleFormModel(_ formModel: FormModel) -> Bool { false }

    /// Asks the flow view controller to hide its header (at once when the screen
    /// is already in one, otherwise when it is shown).
    open override func hideHeaderView() {
        super.hideHeaderView()
        haapiFlowViewControllerDelegate?.hideHeaderView(requestedBy: self)
    }

    // MARK: Hooks (FlowHooks)

    /// Runs before a submission of this screen leaves the app; the default lets it
    /// through unchanged. Subclasses override it and call `super`.
    open func preSubmit(
        interactionActionModel: InteractionActionModel, parameters: [String: FormSubmission.Value]
    ) async -> PreSubmitDecision {
        .proceed(parameters: parameters)
    }

    /// Runs before a selection of this screen; the default lets it through.
    open func preSelect(selectorItemModel: SelectorItemInteractionActionModel) async -> Bool { true }

    /// Runs before a link of this screen is followed; the default lets it through.
    open func preFollow(linkItemModel: LinkItemModel) async -> Bool { true }

    // MARK: Forwarding actions

    /// Submits `action` with the person's input through the delegate. The screen's
    /// hooks (`FlowHooks/preSubmit(interactionActionModel:parameters:)`, which a
    /// subclass overrides and calls `super`) and the app's run before the action
    /// leaves the app.
    ///
    /// - Returns: whether a delegate took it (then ``isLoading`` is `true` until
    ///   ``stopLoading()``).
    @discardableResult
    public func submit(_ action: InteractionActionModel, parameters: [String: String] = [:]) -> Bool {
        guard let delegate = haapiFlowViewControllerDelegate else { return false }
        isLoading = true
        delegate.submit(interactionActionModel: action, parameters: parameters)
        return true
    }

    /// Chooses `item` through the delegate; see ``submit(_:parameters:)``.
    @discardableResult
    public func select(_ item: SelectorItemInteractionActionModel) -> Bool {
        guard let delegate = haapiFlowViewControllerDelegate else { return false }
        isLoading = true
        delegate.select(selectorItemModel: item)
        return true
    }

    /// Goes back to the options a selector option's form was chosen from, through
    /// the delegate; `false` without one.
    @discardableResult
    public func goBack() -> Bool {
        guard let delegate = haapiFlowViewControllerDelegate else { return false }
        delegate.goBack()
        return true
    }

    /// Follows `link` through the delegate; see ``submit(_:parameters:)``.
    @discardableResult
    public func follow(_ link: LinkItemModel) -> Bool {
        guard let delegate = haapiFlowViewControllerDelegate else { return false }
        isLoading = true
        delegate.follow(linkItemModel: link)
        return true
    }

    /// A button for `model`, styled for its type and titled with its label (else
    /// `hui_cancel` for a cancel action, `hui_continue` for any other); pressing it
    /// runs `action`.
    public func makeButton(
        for model: InteractionItemButtonModel, identifier: String, action: @escaping @MainActor () -> Void
    ) -> Button {
        let fallback: StringKey = model.actionModel.kind == .cancel ? .cancel : .continueAction
        let button = Button(identifier: identifier, type: ButtonKind(model.type), title: model.label ?? text(fallback),
                            actionIdentifier: model.actionModel.id, role: .of(model), action: action)
        button.style = style(for: .button(ButtonKind(model.type)))
        return button
    }

    /// The views for a button outside a form (a selector's cancel, a polling step's
    /// actions, a passkey screen's fallbacks): the action's caption when it says
    /// more than the button (`buttonCaption[n]`), then the button (`button[n]`).
    public func makeButtonViews(
        for model: InteractionItemButtonModel, index: Int, action: @escaping @MainActor () -> Void
    ) -> [View] {
        let button = makeButton(for: model, identifier: "button[\(index)]", action: action)
        guard let caption = model.actionModel.caption else { return [button] }
        let label = Label(identifier: "buttonCaption[\(index)]", text: caption.text)
        label.style = style(for: .label)
        return [label, button]
    }

    private func makeView(for link: LinkItemModel, index: Int) -> View {
        if link.isImage {
            let image = ImageView(
                identifier: "linkImageView[\(index)]",
                image: link.imageData.map { .png(Data($0)) } ?? .named(link.href.absoluteString),
                isQRCode: isQRCode(link)
            )
            image.accessibilityLabel = link.title ?? (image.isQRCode ? text(.qrCode) : nil)
            image.style = style(for: .imageView)
            return image
        }
        let view = LinkView(identifier: "linkView[\(index)]", title: link.title ?? link.href.absoluteString,
                            href: link.href.absoluteString, relation: link.rel.rawValue)
        view.action = { [weak self] in self?.follow(link) }
        view.style = style(for: .link)
        return view
    }
}
