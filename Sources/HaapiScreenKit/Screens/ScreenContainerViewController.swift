/// The container screens are shown in, flow or not: a header with a title and a
/// close button, a notification banner, a confirmation before closing, the
/// current screen, and a loading indicator. It swaps screens with their
/// appearance transitions and tells a renderer what changed (``onDisplayChange``,
/// ``waitForDisplayChange(after:ignoringProgress:)``).
///
/// Hierarchy: `rootStackView` holding `headerView` (with `titleLabel` and
/// `closeButton`; hidden while a screen asked for it with `hideHeaderView()`),
/// `notificationBanner` (hidden until ``showBanner(kind:title:message:)``),
/// `closeConfirmationView` (hidden until the person asks to close while
/// ``confirmsBeforeClosing`` is on: `hui_close_flow_confirm_*` texts with
/// `confirmCloseButton` and `cancelCloseButton`), `contentView` (the current
/// screen's view) and `loadingIndicator`.
///
/// `HaapiFlowViewController` is the container of a HAAPI login; onboarding
/// sequences use this class or their own subclass of it.
@MainActor
open class ScreenContainerViewController: ScreenViewController {
    /// The outlets of the container.
    public enum Outlet: String, ScreenOutletSet {
        case headerView, notificationBanner, closeConfirmationView, contentView, loadingIndicator
        public static let containers: Set<Outlet> = [.headerView]
    }

    nonisolated open override class var outlets: ScreenOutlets {
        super.outlets.adding(Outlet.self).adding(HeaderOutlet.self)
    }

    /// The outlets inside the header.
    public enum HeaderOutlet: String, ScreenOutletSet { case titleLabel, closeButton }

    /// Whether closing asks the person first.
    public var confirmsBeforeClosing: Bool
    /// The screen shown now.
    public private(set) var currentScreen: ViewController?
    /// Whether ``showScreen(_:)`` is swapping screens (their own changes are not reported then).
    private var isSwappingScreens = false
    /// The header's title; `nil` shows ``defaultTitleKey``'s text.
    public var title: String? {
        didSet { titleLabel.text = title ?? text(defaultTitleKey) }
    }
    /// The key of the title shown when ``title`` is `nil` (`hui_flow_title`).
    open var defaultTitleKey: StringKey { .flowTitle }
    /// Called after the container's views changed by themselves (a screen, a
    /// problem, a countdown, loading), with how much changed. ``ScreenSession``
    /// connects its renderer here. Changes the person makes by typing or tapping
    /// are not reported: the renderer that took the input knows them.
    public var onDisplayChange: (@MainActor (DisplayChange) -> Void)?
    /// How many display changes there were; see ``waitForDisplayChange(after:ignoringProgress:)``.
    public var displayVersion: Int { displayHistory.version }

    /// The header, holding the title and the close button.
    public let headerView = StackView(identifier: Outlet.headerView.rawValue, axis: .horizontal)
    /// The header's title (see ``title``).
    public let titleLabel = Label(identifier: HeaderOutlet.titleLabel.rawValue)
    /// Closes the flow.
    public let closeButton = Button(identifier: HeaderOutlet.closeButton.rawValue, type: .text, title: "", role: .close)
    /// Shows problems and warnings the current screen leaves to the container.
    public let notificationBanner = NotificationBanner(identifier: Outlet.notificationBanner.rawValue, kind: .error, message: "")
    /// Asks before closing.
    public let closeConfirmationView = StackView(identifier: Outlet.closeConfirmationView.rawValue)
    /// Confirms closing.
    public let confirmCloseButton = Button(identifier: "confirmCloseButton", type: .primary, title: "", role: .primary)
    /// Keeps the flow open.
    public let cancelCloseButton = Button(identifier: "cancelCloseButton", type: .secondary, title: "", role: .cancel)
    /// Holds the current screen's view.
    public var contentView: View { screenContentView }
    let screenContentView = ScreenContentView(identifier: Outlet.contentView.rawValue)
    /// Runs while the container waits, unless the screen has its own.
    public let loadingIndicator = LoadingIndicator(identifier: Outlet.loadingIndicator.rawValue)

    private var displayHistory = DisplayHistory()
    private let displayWaiters = DisplayWaiters()

    /// Creates the container.
    public init(themeRegistry: ThemeRegistry, confirmsBeforeClosing: Bool = false) {
        self.confirmsBeforeClosing = confirmsBeforeClosing
        super.init(themeRegistry: themeRegistry)
        screenContentView.onActivation = { [weak self] view in self?.personActivatedScreen(view) }
    }

    nonisolated open override class var styleTarget: StyleTarget { .haapiFlowViewController }

    /// Builds the hierarchy.
    open override func loadView() {
        super.loadView()
        headerView.style = style(for: .header)
        let screenStyle = rootStackView.style
        closeButton.title = text(.close)
        closeButton.accessibilityLabel = closeButton.title
        closeButton.style = style(for: .textButton)
        if let image = screenStyle.imageName(.closeButtonImageName) { closeButton.style.values[.imageName] = .imageName(image) }
        if let tint = screenStyle.color(.closeButtonTintColorName) { closeButton.style.values[.tintColorName] = .color(tint) }
        closeButton.action = { [weak self] in self?.requestClose() }
        titleLabel.text = title ?? text(defaultTitleKey)
        titleLabel.style = style(for: .headingMessageView)
        headerView.addArrangedSubview(titleLabel)
        headerView.addArrangedSubview(closeButton)

        notificationBanner.style = style(for: .notificationBanner)
        notificationBanner.isHidden = true

        let question = MessageView(identifier: "closeConfirmationMessage", style: .info, text: text(.closeFlowConfirmMessage))
        let heading = MessageView(identifier: "closeConfirmationTitle", style: .heading, text: text(.closeFlowConfirmTitle))
        heading.style = style(for: .headingMessageView)
        question.style = style(for: .contentMessageView)
        confirmCloseButton.title = text(.closeFlowConfirmClose)
        confirmCloseButton.style = style(for: .primaryButton)
        confirmCloseButton.action = { [weak self] in self?.close() }
        cancelCloseButton.title = text(.closeFlowConfirmStay)
        cancelCloseButton.style = style(for: .secondaryButton)
        cancelCloseButton.action = { [weak self] in self?.closeConfirmationView.isHidden = true }
        for view in [heading, question, confirmCloseButton, cancelCloseButton] as [View] { closeConfirmationView.addArrangedSubview(view) }
        closeConfirmationView.isHidden = true

        loadingIndicator.style = style(for: .loadingIndicator)
        loadingIndicator.isHidden = true
        for view in [headerView, notificationBanner, closeConfirmationView, screenContentView, loadingIndicator] as [View] {
            rootStackView.addArrangedSubview(view)
        }
    }

    // MARK: Screens

    /// A banner the next ``showScreen(_:)`` shows with the new screen from its first frame.
    package var bannerForNextScreen: (kind: NotificationBanner.Kind, title: String?, message: String)?

    /// Shows `next` instead of the current screen, with appearance transitions,
    /// and reports a ``DisplayChange/newScreen``. The header shows again unless
    /// `next` asked to hide it.
    open func showScreen(_ next: ViewController) {
        loadViewIfNeeded()
        // Changes the screens announce while they swap (the new one loading its
        // view while the old one is still in place) are covered by the `.newScreen` below.
        isSwappingScreens = true
        let previous = currentScreen
        previous?.beginAppearanceTransition(false)
        if let screen = next as? ScreenViewController {
            screen.screenContainer = self
            // A screen made without a theme of its own (seed 002's `createInstanceFromStoryboard()`) takes this one's.
            if screen.takesContainerTheme, !screen.isViewLoaded { screen.themeRegistry = themeRegistry }
        }
        // The new screen is current before its view loads, so that a
        // `hideHeaderView()` from its `viewDidLoad` reaches this container.
        currentScreen = next
        notificationBanner.isHidden = true
        if let banner = bannerForNextScreen {
            setBanner(kind: banner.kind, title: banner.title, message: banner.message)
            bannerForNextScreen = nil
        }
        closeConfirmationView.isHidden = true
        headerView.isHidden = false
        next.beginAppearanceTransition(true)
        for view in screenContentView.subviews { view.removeFromSuperview() }
        screenContentView.addSubview(next.view)
        previous?.endAppearanceTransition()
        next.endAppearanceTransition()
        if (next as? ScreenViewController)?.isHeaderHidden == true { headerView.isHidden = true }
        isSwappingScreens = false
        displayChanged(.newScreen)
    }

    /// Hides the header while `screen` is the current screen; a screen's
    /// `hideHeaderView()` calls it. The next screen shows the header again unless
    /// it asks too.
    public func hideHeaderView(requestedBy screen: ViewController) {
        guard let current = currentScreen, current === screen else { return }
        headerView.isHidden = true
    }

    // MARK: Banner and loading

    /// Shows the notification banner (a problem, a warning) and reports ``DisplayChange/content``.
    open func showBanner(kind: NotificationBanner.Kind, title: String?, message: String) {
        setBanner(kind: kind, title: title, message: message)
        displayChanged(.content)
    }

    /// Shows the notification banner without reporting it, for callers that report
    /// their whole change once.
    package func setBanner(kind: NotificationBanner.Kind, title: String?, message: String) {
        loadViewIfNeeded()
        notificationBanner.kind = kind
        notificationBanner.title = title
        notificationBanner.message = message
        notificationBanner.isHidden = false
    }

    /// Shows the loading indicator and reports ``DisplayChange/progress``.
    open func startLoading() {
        loadViewIfNeeded()
        loadingIndicator.isHidden = false
        loadingIndicator.startAnimating()
        displayChanged(.progress)
    }

    /// Stops the loading indicator.
    open func stopLoading() {
        loadingIndicator.stopAnimating()
        loadingIndicator.isHidden = true
    }

    // MARK: Closing

    /// What the close button does: asks first when ``confirmsBeforeClosing`` is on,
    /// otherwise closes.
    open func requestClose() {
        if confirmsBeforeClosing {
            closeConfirmationView.isHidden = false
            displayChanged(.content)
        } else {
            close()
        }
    }

    /// Closes: hides the current screen. Subclasses call super, then end their sequence.
    open func close() {
        closeConfirmationView.isHidden = true
        currentScreen?.beginAppearanceTransition(false)
        currentScreen?.endAppearanceTransition()
    }

    // MARK: Person's activations

    /// Called when the person activated `view` inside the current screen, before
    /// its action runs. The default does nothing.
    open func personActivatedScreen(_ view: View) {}

    // MARK: Display changes

    /// Reports `change` to ``onDisplayChange`` and to the tasks waiting in
    /// ``waitForDisplayChange(after:ignoringProgress:)``; subclasses call it after
    /// changing what is shown.
    public func displayChanged(_ change: DisplayChange) {
        guard !isSwappingScreens else { return }
        let version = displayHistory.record(change)
        onDisplayChange?(change)
        displayWaiters.resume(with: change, version: version)
    }

    /// Waits until the display changes after `version` (a ``displayVersion`` read
    /// before acting, so a change that came in between is not missed), and returns
    /// the change; `nil` once the container's session ended, or when the waiting task
    /// is cancelled.
    ///
    /// - Parameters:
    ///   - version: the ``displayVersion`` read before acting.
    ///   - ignoringProgress: whether countdowns and loading do not count
    ///     (a web request waits for the flow's answer, not for its spinner).
    public func waitForDisplayChange(after version: Int, ignoringProgress: Bool = true) async -> DisplayChange? {
        if let change = displayHistory.change(after: version, ignoringProgress: ignoringProgress) { return change }
        return await displayWaiters.wait(after: version, ignoringProgress: ignoringProgress)
    }

    /// Ends every wait for display changes (with `nil`); the session ended.
    public func endDisplayChanges() {
        displayWaiters.endAll()
    }
}
