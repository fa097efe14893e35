public import HaapiFlow

/// The container a HAAPI login is shown in: `ScreenContainerViewController`'s
/// header, banner, close confirmation, content and loading indicator, with the
/// flow's screens made by the ``ViewControllerFactoryRegistry``. The header says
/// what each step is for (its `ScreenHeading`: the step's heading message, else
/// `hui_flow_title`, `hui_flow_title_sign_up`, `hui_flow_title_registration`, ...).
///
/// Feed it the flow's screens with ``show(_:)-(FlowScreen)`` (or bare models with
/// ``show(_:)-(HaapiUIModel)``); the person's actions come out through
/// ``onAction``. ``HaapiFlowSession`` does both with a flow driver, and runs the
/// screen's hooks and the app's before an action leaves the app.
///
/// A replacement screen (customisation method 3) that takes the person's tap but
/// never forwards it is not left stuck silently: the container reports each
/// activation inside a watched screen through ``onPersonInteracted`` (the session
/// passes it to the driver), and shows the driver's stuck-screen diagnostic with
/// ``report(_:)`` (a banner, and ``onDiagnostic`` for the app).
@MainActor
open class HaapiFlowViewController: ScreenContainerViewController, UIStylableThemeDelegate, HaapiFlowViewControllerDelegate {
    /// Which screen shows each model.
    public let viewControllerFactoryRegistry: ViewControllerFactoryRegistry
    /// Receives the person's actions for the flow.
    public var onAction: (@MainActor (HaapiFlowAction) -> Void)?
    /// The screen shown now.
    public var currentViewController: (any HaapiUIViewController)? { currentScreen as? any HaapiUIViewController }
    /// The flow's number of the screen shown now, when it came through ``show(_:)-(FlowScreen)``.
    public private(set) var currentScreenID: Int?
    /// Which screens report the person's activations through ``onPersonInteracted``.
    public var stuckScreenWatch: StuckScreenWatch = .replacementScreens
    /// Called when the person activated a button or link of a watched screen,
    /// before the screen's own action runs (see ``stuckScreenWatch``).
    public var onPersonInteracted: (@MainActor () -> Void)?
    /// Receives every diagnostic passed to ``report(_:)``, for the app's logs or alerts.
    public var onDiagnostic: (@MainActor (FlowDiagnostic) -> Void)?
    /// The stuck-screen diagnostic shown for the current screen, if any.
    public internal(set) var reportedStuckScreen: FlowDiagnostic?
    /// The notice of the flow screen being shown, put in the banner before its first frame.
    private var noticeForNextScreen: FlowNotice?

    /// Creates the container.
    public init(themeRegistry: ThemeRegistry, viewControllerFactoryRegistry: ViewControllerFactoryRegistry,
                confirmsBeforeClosing: Bool = false) {
        self.viewControllerFactoryRegistry = viewControllerFactoryRegistry
        super.init(themeRegistry: themeRegistry, confirmsBeforeClosing: confirmsBeforeClosing)
    }

    /// Shows a screen of the flow driver: when it has the number of the screen
    /// shown now, the screen is updated in place where it can be (polling and
    /// BankID countdowns, a form's new content or problem, a full replacement's
    /// ``HaapiUIViewController/update(with:)``); otherwise as ``show(_:)-(HaapiUIModel)``.
    open func show(_ screen: FlowScreen) {
        loadViewIfNeeded()
        if screen.id == currentScreenID, let current = currentViewController, let change = updateInPlace(current, with: screen.model) {
            showHeading(of: screen.model)
            if let notice = screen.notice { setBanner(for: notice) }
            displayChanged(screen.notice == nil ? change : .content)
            return
        }
        // The notice is on the new screen from its first frame.
        noticeForNextScreen = screen.notice
        show(screen.model)
        noticeForNextScreen = nil
        currentScreenID = screen.id
    }

    /// Puts `notice` in the banner, in the app's words (the caller reports the change).
    func setBanner(for notice: FlowNotice) {
        let banner = banner(for: notice)
        setBanner(kind: banner.kind, title: banner.title, message: banner.message)
    }

    /// The banner that tells `notice`.
    func banner(for notice: FlowNotice) -> (kind: NotificationBanner.Kind, title: String?, message: String) {
        switch notice {
        case .urlRefused: (.warning, text(.unsafeURLTitle), text(.unsafeURLMessage))
        case .passkeyFailed(let failure): (.warning, text(.passkeyFailedTitle), text(.passkeyFailureKey(for: failure)))
        }
    }

    /// Shows what the flow produced: a new screen, new content for the current
    /// one (continue-same), or a problem: on the screen when it handles it,
    /// otherwise on a problem screen (the flow has then replaced the step's
    /// actions with the problem's links, so the screen behind could not be used).
    open func show(_ model: HaapiUIModel) {
        loadViewIfNeeded()
        stopLoading()
        notificationBanner.isHidden = true
        if let notice = noticeForNextScreen { setBanner(for: notice) }
        showHeading(of: model)
        switch model {
        case .problem(let problem) where currentViewController?.handleProblemModel(problem) == true:
            displayChanged(.content)
            return
        case .continueSame(let same):
            if let current = currentViewController, let form = same.form, current.handleFormModel(form) {
                current.handleInfoMessageModels(same.messages.isEmpty ? form.messages : same.messages)
                displayChanged(.content)
                return
            }
        default:
            break
        }
        guard let next = viewControllerFactoryRegistry.makeViewController(for: model, themeRegistry: themeRegistry) else { return }
        next.haapiFlowViewControllerDelegate = self
        next.uiStylableThemeDelegate = self
        reportedStuckScreen = nil
        currentScreenID = nil
        if let notice = noticeForNextScreen { bannerForNextScreen = banner(for: notice) }
        showScreen(next)
    }

    /// Stops the loading indicator (the container's and the screen's).
    open override func stopLoading() {
        super.stopLoading()
        currentViewController?.stopLoading()
    }

    /// Closes the flow: hides the current screen and sends ``HaapiFlowAction/close``.
    open override func close() {
        super.close()
        onAction?(.close)
    }

    // MARK: HaapiFlowViewControllerDelegate

    /// Sends a submission to the flow and shows loading.
    open func submit(interactionActionModel: InteractionActionModel, parameters: [String: String]) {
        startLoadingUnlessScreenDoes()
        onAction?(.submit(interactionActionModel, parameters: parameters))
    }

    /// Sends a selection to the flow and shows loading.
    open func select(selectorItemModel: SelectorItemInteractionActionModel) {
        startLoadingUnlessScreenDoes()
        onAction?(.select(selectorItemModel))
    }

    /// Sends Back (from a selector option's form) to the flow; nothing is loaded.
    open func goBack() {
        onAction?(.back)
    }

    /// Sends a link to the flow and shows loading.
    open func follow(linkItemModel: LinkItemModel) {
        startLoadingUnlessScreenDoes()
        onAction?(.follow(linkItemModel))
    }

    /// Hides the header while `screen` is the current screen (a screen's `hideHeaderView()`).
    public func hideHeaderView(requestedBy screen: any HaapiUIViewController) {
        hideHeaderView(requestedBy: screen as ViewController)
    }

    // MARK: Internals

    /// Titles the header from the model's heading: the step's heading message, else
    /// the keyed title of its purpose (`hui_flow_title`, `hui_flow_title_sign_up`, ...).
    private func showHeading(of model: HaapiUIModel) {
        guard let heading = model.model.heading else { return }
        title = heading.text ?? text(.flowTitleKey(for: heading.purpose))
    }

    private func startLoadingUnlessScreenDoes() {
        guard currentViewController?.hasLoading() != true else { return }
        startLoading()
    }

    /// Shows `problem` in the banner (its title, detail and messages); the caller
    /// reports the change.
    func showBanner(for problem: ProblemModel) {
        let title = problem.title ?? text(.problemTitleKey(for: problem.type))
        let texts = [title] + [problem.detail].compactMap { $0 }.filter { !$0.isEmpty && $0 != title } + problem.messages.map(\.text)
            + problem.invalidFieldTexts(invalidText: text(.fieldInvalid))
        setBanner(kind: .error, title: text(.errorTitle), message: texts.joined(separator: "\n"))
    }

    /// Passes the person's activation on to ``onPersonInteracted`` when the screen is watched.
    open override func personActivatedScreen(_ view: View) {
        guard let current = currentViewController, stuckScreenWatch.watches(current) else { return }
        onPersonInteracted?()
    }
}
