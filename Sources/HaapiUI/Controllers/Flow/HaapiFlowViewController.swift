import HaapiFlow

/// The container every flow is shown in: a header with a close button, a
/// notification banner for problems, the current screen, and a loading indicator.
///
/// Hierarchy: `rootStackView` holding `headerView` (with `titleLabel` and
/// `closeButton`; hidden while a screen asked for it with `hideHeaderView()`),
/// `notificationBanner` (hidden until a problem the screen does not show itself),
/// `closeConfirmationView` (hidden until the person asks to close while
/// ``confirmsBeforeClosing`` is on: `hui_close_flow_confirm_*` texts with
/// `confirmCloseButton` and `cancelCloseButton`), `contentView` (the current
/// screen's view) and `loadingIndicator`.
///
/// Feed it the flow's screens with ``show(_:)-(FlowScreen)`` (or bare models with
/// ``show(_:)-(HaapiUIModel)``); the person's actions come out through
/// ``onAction``, after the screen's hooks agreed. ``HaapiFlowSession`` does both
/// with a ``HaapiFlow/HaapiFlowDriver``.
///
/// A replacement screen (customisation method 3) that takes the person's tap but
/// never forwards it is not left stuck silently: the container reports each
/// activation inside a watched screen through ``onPersonInteracted`` (the session
/// passes it to the driver), and shows the driver's stuck-screen diagnostic with
/// ``report(_:)`` (a banner, and ``onDiagnostic`` for the app).
@MainActor
open class HaapiFlowViewController: ViewController, UIStylableThemeDelegate, HaapiFlowViewControllerDelegate {
    /// Styles and texts.
    public let themeRegistry: ThemeRegistry
    /// Which screen shows each model.
    public let viewControllerFactoryRegistry: ViewControllerFactoryRegistry
    /// Whether closing asks the person first.
    public var confirmsBeforeClosing: Bool
    /// Receives the person's actions for the flow.
    public var onAction: (@MainActor (HaapiFlowAction) -> Void)?
    /// The screen shown now.
    public private(set) var currentViewController: (any HaapiUIViewController)?
    /// The flow's number of the screen shown now, when it came through ``show(_:)-(FlowScreen)``.
    public private(set) var currentScreenID: Int?
    /// The header's title; `nil` shows `hui_flow_title`.
    public var title: String? {
        didSet { titleLabel.text = title ?? themeRegistry.text(.flowTitle) }
    }
    /// Which screens report the person's activations through ``onPersonInteracted``.
    public var stuckScreenWatch: StuckScreenWatch = .replacementScreens
    /// Called when the person activated a button or link of a watched screen,
    /// before the screen's own action runs (see ``stuckScreenWatch``).
    public var onPersonInteracted: (@MainActor () -> Void)?
    /// Receives every diagnostic passed to ``report(_:)``, for the app's logs or alerts.
    public var onDiagnostic: (@MainActor (FlowDiagnostic) -> Void)?
    /// The stuck-screen diagnostic shown for the current screen, if any.
    public internal(set) var reportedStuckScreen: FlowDiagnostic?
    /// Called after the container's views changed because the flow moved on (a
    /// screen, a problem, a countdown, loading), with how much changed; a renderer
    /// redraws from ``view``. Changes the person makes by typing or tapping are not
    /// reported: the renderer that took the input knows them.
    public var onDisplayChange: (@MainActor (HaapiFlowDisplayChange) -> Void)?

    /// The root stack.
    public let rootStackView = StackView(identifier: "rootStackView")
    /// The header, holding the title and the close button.
    public let headerView = StackView(identifier: "headerView", axis: .horizontal)
    /// The header's title (see ``title``).
    public let titleLabel = Label(identifier: "titleLabel")
    /// Closes the flow.
    public let closeButton = Button(identifier: "closeButton", type: .text, title: "")
    /// Shows problems the current screen leaves to the container.
    public let notificationBanner = NotificationBanner(identifier: "notificationBanner", kind: .error, message: "")
    /// Asks before closing.
    public let closeConfirmationView = StackView(identifier: "closeConfirmationView")
    /// Confirms closing.
    public let confirmCloseButton = Button(identifier: "confirmCloseButton", type: .primary, title: "")
    /// Keeps the flow open.
    public let cancelCloseButton = Button(identifier: "cancelCloseButton", type: .secondary, title: "")
    /// Holds the current screen's view.
    public var contentView: View { screenContentView }
    let screenContentView = ScreenContentView(identifier: "contentView")
    /// Runs while the flow works on an action, unless the screen has its own.
    public let loadingIndicator = LoadingIndicator(identifier: "loadingIndicator")

    /// Creates the container.
    public init(themeRegistry: ThemeRegistry, viewControllerFactoryRegistry: ViewControllerFactoryRegistry,
                confirmsBeforeClosing: Bool = false) {
        self.themeRegistry = themeRegistry
        self.viewControllerFactoryRegistry = viewControllerFactoryRegistry
        self.confirmsBeforeClosing = confirmsBeforeClosing
        super.init()
        screenContentView.onActivation = { [weak self] _ in self?.personActivatedScreen() }
    }

    /// Builds the hierarchy.
    open override func loadView() {
        let screen = StyleTarget.haapiFlowViewController
        rootStackView.style = themeRegistry.style(for: screen)
        headerView.style = themeRegistry.style(for: .header, on: screen)
        let screenStyle = rootStackView.style
        closeButton.title = themeRegistry.text(.close)
        closeButton.accessibilityLabel = closeButton.title
        closeButton.style = themeRegistry.style(for: .textButton, on: screen)
        if let image = screenStyle.imageName(.closeButtonImageName) { closeButton.style.values[.imageName] = .imageName(image) }
        if let tint = screenStyle.color(.closeButtonTintColorName) { closeButton.style.values[.tintColorName] = .color(tint) }
        closeButton.action = { [weak self] in self?.requestClose() }
        titleLabel.text = title ?? themeRegistry.text(.flowTitle)
        titleLabel.style = themeRegistry.style(for: .headingMessageView, on: screen)
        headerView.addArrangedSubview(titleLabel)
        headerView.addArrangedSubview(closeButton)

        notificationBanner.style = themeRegistry.style(for: .notificationBanner, on: screen)
        notificationBanner.isHidden = true

        let question = MessageView(identifier: "closeConfirmationMessage", style: .info, text: themeRegistry.text(.closeFlowConfirmMessage))
        let title = MessageView(identifier: "closeConfirmationTitle", style: .heading, text: themeRegistry.text(.closeFlowConfirmTitle))
        title.style = themeRegistry.style(for: .headingMessageView, on: screen)
        question.style = themeRegistry.style(for: .contentMessageView, on: screen)
        confirmCloseButton.title = themeRegistry.text(.closeFlowConfirmClose)
        confirmCloseButton.style = themeRegistry.style(for: .primaryButton, on: screen)
        confirmCloseButton.action = { [weak self] in self?.close() }
        cancelCloseButton.title = themeRegistry.text(.closeFlowConfirmStay)
        cancelCloseButton.style = themeRegistry.style(for: .secondaryButton, on: screen)
        cancelCloseButton.action = { [weak self] in self?.closeConfirmationView.isHidden = true }
        for view in [title, question, confirmCloseButton, cancelCloseButton] as [View] { closeConfirmationView.addArrangedSubview(view) }
        closeConfirmationView.isHidden = true

        loadingIndicator.style = themeRegistry.style(for: .loadingIndicator, on: screen)
        loadingIndicator.isHidden = true
        for view in [headerView, notificationBanner, closeConfirmationView, screenContentView, loadingIndicator] as [View] {
            rootStackView.addArrangedSubview(view)
        }
        setView(rootStackView)
    }

    /// Shows a screen of the flow driver: when it has the number of the screen
    /// shown now, the screen is updated in place where it can be (polling and
    /// BankID countdowns, a form's new content or problem); otherwise as
    /// ``show(_:)-(HaapiUIModel)``.
    open func show(_ screen: FlowScreen) {
        loadViewIfNeeded()
        if screen.id == currentScreenID, let current = currentViewController, let change = updateInPlace(current, with: screen.model) {
            onDisplayChange?(change)
            return
        }
        show(screen.model)
        currentScreenID = screen.id
    }

    /// Shows what the flow produced: a new screen, new content for the current
    /// one (continue-same), or a problem (on the screen when it handles it,
    /// otherwise in the banner, or on a problem screen when there is none).
    open func show(_ model: HaapiUIModel) {
        loadViewIfNeeded()
        stopLoading()
        notificationBanner.isHidden = true
        switch model {
        case .problem(let problem) where currentViewController != nil:
            if currentViewController?.handleProblemModel(problem) != true { showBanner(for: problem) }
            onDisplayChange?(.content)
            return
        case .continueSame(let same):
            if let current = currentViewController, let form = same.form, current.handleFormModel(form) {
                current.handleInfoMessageModels(same.messages.isEmpty ? form.messages : same.messages)
                onDisplayChange?(.content)
                return
            }
        default:
            break
        }
        guard let next = viewControllerFactoryRegistry.makeViewController(for: model, themeRegistry: themeRegistry) else { return }
        replaceCurrent(with: next)
        currentScreenID = nil
        onDisplayChange?(.newScreen)
    }

    /// Stops the loading indicator (the container's and the screen's).
    open func stopLoading() {
        loadingIndicator.stopAnimating()
        loadingIndicator.isHidden = true
        currentViewController?.stopLoading()
    }

    /// What the close button does: asks first when ``confirmsBeforeClosing`` is on,
    /// otherwise closes.
    open func requestClose() {
        if confirmsBeforeClosing {
            closeConfirmationView.isHidden = false
            onDisplayChange?(.content)
        } else {
            close()
        }
    }

    /// Closes the flow: hides the current screen and sends ``HaapiFlowAction/close``.
    open func close() {
        closeConfirmationView.isHidden = true
        currentViewController?.beginAppearanceTransition(false)
        currentViewController?.endAppearanceTransition()
        onAction?(.close)
    }

    // MARK: HaapiFlowViewControllerDelegate

    /// Sends a submission to the flow and shows loading.
    open func submit(interactionActionModel: InteractionActionModel, parameters: [String: String]) {
        startLoading()
        onAction?(.submit(interactionActionModel, parameters: parameters))
    }

    /// Sends a selection to the flow and shows loading.
    open func select(selectorItemModel: SelectorItemInteractionActionModel) {
        startLoading()
        onAction?(.select(selectorItemModel))
    }

    /// Sends a link to the flow and shows loading.
    open func follow(linkItemModel: LinkItemModel) {
        startLoading()
        onAction?(.follow(linkItemModel))
    }

    // MARK: Internals

    private func startLoading() {
        guard currentViewController?.hasLoading() != true else { return }
        loadingIndicator.isHidden = false
        loadingIndicator.startAnimating()
        onDisplayChange?(.progress)
    }

    func showBanner(for problem: ProblemModel) {
        notificationBanner.kind = .error
        notificationBanner.title = themeRegistry.text(.errorTitle)
        notificationBanner.message = problem.title ?? themeRegistry.text(.problemTitleKey(for: problem.type))
        notificationBanner.isHidden = false
    }

    private func replaceCurrent(with next: any HaapiUIViewController) {
        let previous = currentViewController
        previous?.beginAppearanceTransition(false)
        next.haapiFlowViewControllerDelegate = self
        next.uiStylableThemeDelegate = self
        // The new screen is current before its view loads, so that a
        // `hideHeaderView()` from its `viewDidLoad` reaches this container.
        currentViewController = next
        reportedStuckScreen = nil
        headerView.isHidden = false
        next.beginAppearanceTransition(true)
        for view in screenContentView.subviews { view.removeFromSuperview() }
        screenContentView.addSubview(next.view)
        previous?.endAppearanceTransition()
        next.endAppearanceTransition()
        if (next as? BaseViewController)?.isHeaderHidden == true { headerView.isHidden = true }
    }

    private func personActivatedScreen() {
        guard let current = currentViewController, stuckScreenWatch.watches(current) else { return }
        onPersonInteracted?()
    }
}
