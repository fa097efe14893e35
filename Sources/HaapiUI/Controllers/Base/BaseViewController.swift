import Foundation
import HaapiFlow

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
open class BaseViewController: ViewController, HaapiUIViewController {
    /// Styles and texts for this screen.
    public let themeRegistry: ThemeRegistry
    /// The screen's style target (`BankIdViewController`, `FormViewController`, ...).
    public let screenStyleTarget: StyleTarget
    /// Where the screen sends the person's actions.
    public weak var haapiFlowViewControllerDelegate: (any HaapiFlowViewControllerDelegate)?
    /// Where the screen asks for its theme.
    public weak var uiStylableThemeDelegate: (any UIStylableThemeDelegate)?
    /// The server's messages, one ``MessageView`` each.
    public let messagesStackView: StackView
    /// The links (``LinkView``) and images (``ImageView``, QR codes) of the step.
    public let linksStackView = StackView(identifier: "linksStackView")
    /// Whether ``hideHeaderView()`` was called.
    public private(set) var isHeaderHidden = false
    /// Whether an action was forwarded and the flow has not answered yet.
    public private(set) var isLoading = false
    /// The most recent action started by the person, until it finished; tests and
    /// renderers may await it.
    public private(set) var pendingAction: Task<Bool, Never>?

    /// Creates a screen.
    /// - Parameters:
    ///   - themeRegistry: styles and texts.
    ///   - screen: the screen's style target.
    ///   - messagesStackViewIdentifier: the outlet name of the messages stack
    ///     (seed 000 calls BankID's `messagesViewStackView`).
    public init(themeRegistry: ThemeRegistry, screen: StyleTarget, messagesStackViewIdentifier: String = "messagesStackView") {
        self.themeRegistry = themeRegistry
        self.screenStyleTarget = screen
        self.messagesStackView = StackView(identifier: messagesStackViewIdentifier)
        super.init()
    }

    /// The root stack of the screen; stock screens put every view in it.
    public let rootStackView = StackView(identifier: "rootStackView", axis: .vertical)

    /// Makes ``rootStackView`` the view, styled for the screen; subclasses call
    /// super, then add their views to ``rootStackView``.
    open override func loadView() {
        rootStackView.style = themeRegistry.style(for: screenStyleTarget)
        rootStackView.spacing = rootStackView.style.spacing
        messagesStackView.style = style(for: .stackView)
        linksStackView.style = style(for: .stackView)
        setView(rootStackView)
    }

    // MARK: Styles and texts

    /// The style of `component` on this screen.
    public func style(for component: StyleTarget) -> ResolvedStyle {
        themeRegistry.style(for: component, on: screenStyleTarget)
    }

    /// The text of `key` in the registry's language.
    public func text(_ key: StringKey, _ arguments: FormatArgument...) -> String {
        do {
            return try themeRegistry.strings.string(key, language: themeRegistry.language, arguments: arguments)
        } catch {
            return themeRegistry.text(key)
        }
    }

    // MARK: Modifying the structure

    /// Inserts `view` directly above `anchor`, which may be any view of this
    /// screen below the root (seed 000's `insertView(_:aboveView:)`).
    ///
    /// - Throws: ``ViewTreeError/anchorNotChild(anchor:container:)`` when `anchor`
    ///   is not part of this screen (for example after it was removed).
    open func insertView(_ view: View, aboveView anchor: View) throws(ViewTreeError) {
        try container(of: anchor).insertView(view, aboveView: anchor)
    }

    /// Inserts `view` directly below `anchor`; see ``insertView(_:aboveView:)``.
    open func insertView(_ view: View, belowView anchor: View) throws(ViewTreeError) {
        try container(of: anchor).insertView(view, belowView: anchor)
    }

    private func container(of anchor: View) throws(ViewTreeError) -> View {
        let root = self.view
        guard let parent = anchor.superview, anchor.isDescendant(of: root) else {
            throw .anchorNotChild(anchor: anchor.debugName, container: root.debugName)
        }
        return parent
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

    /// Replaces ``messagesStackView``'s content with one ``MessageView`` per message.
    open func handleInfoMessageModels(_ infoMessageModels: [InfoMessageModel]) {
        loadViewIfNeeded()
        for view in messagesStackView.subviews { view.removeFromSuperview() }
        for (index, message) in infoMessageModels.enumerated() {
            let view = MessageView(identifier: "messageView[\(index)]", style: message.style, text: message.text)
            view.style = style(for: .messageView(message.style))
            messagesStackView.addArrangedSubview(view)
        }
        messagesStackView.isHidden = infoMessageModels.isEmpty
    }

    /// Replaces ``linksStackView``'s content: an ``ImageView`` for each image link
    /// (see ``isQRCode(_:)``) and a ``LinkView`` for each other link.
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

    /// Asks the flow view controller to hide its header.
    open func hideHeaderView() {
        isHeaderHidden = true
    }

    /// Runs before a submission; the default lets it through unchanged.
    open func preSubmit(interactionActionModel: InteractionActionModel, parameters: [String: String]) async -> [String: String]? {
        parameters
    }

    /// Runs before a selection; the default lets it through.
    open func preSelect(selectorItemModel: SelectorItemInteractionActionModel) async -> Bool { true }

    /// Runs before a link is followed; the default lets it through.
    open func preFollow(linkItemModel: LinkItemModel) async -> Bool { true }

    // MARK: Forwarding actions

    /// Runs ``preSubmit(interactionActionModel:parameters:)``, then submits through the delegate.
    ///
    /// While the action runs, ``isLoading`` is `true` (until ``stopLoading()``
    /// when it was forwarded).
    /// - Returns: the running action; its value says whether it reached a delegate
    ///   (`false` when a hook stopped it or there is no delegate).
    @discardableResult
    public func submit(_ action: InteractionActionModel, parameters: [String: String] = [:]) -> Task<Bool, Never> {
        startAction { controller in
            guard let parameters = await controller.preSubmit(interactionActionModel: action, parameters: parameters),
                  let delegate = controller.haapiFlowViewControllerDelegate else { return false }
            delegate.submit(interactionActionModel: action, parameters: parameters)
            return true
        }
    }

    /// Runs ``preSelect(selectorItemModel:)``, then selects through the delegate.
    /// - Returns: the running action; see ``submit(_:parameters:)``.
    @discardableResult
    public func select(_ item: SelectorItemInteractionActionModel) -> Task<Bool, Never> {
        startAction { controller in
            guard await controller.preSelect(selectorItemModel: item),
                  let delegate = controller.haapiFlowViewControllerDelegate else { return false }
            delegate.select(selectorItemModel: item)
            return true
        }
    }

    /// Runs ``preFollow(linkItemModel:)``, then follows through the delegate.
    /// - Returns: the running action; see ``submit(_:parameters:)``.
    @discardableResult
    public func follow(_ link: LinkItemModel) -> Task<Bool, Never> {
        startAction { controller in
            guard await controller.preFollow(linkItemModel: link),
                  let delegate = controller.haapiFlowViewControllerDelegate else { return false }
            delegate.follow(linkItemModel: link)
            return true
        }
    }

    private func startAction(_ body: @escaping @MainActor (BaseViewController) async -> Bool) -> Task<Bool, Never> {
        isLoading = true
        let task = Task { @MainActor [weak self] in
            guard let self else { return false }
            let forwarded = await body(self)
            if !forwarded { self.isLoading = false }
            return forwarded
        }
        pendingAction = task
        return task
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
