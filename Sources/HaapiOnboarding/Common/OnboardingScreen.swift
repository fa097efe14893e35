public import HaapiUI
public import Logging

/// The base of every onboarding screen: a screen of the HaapiUI screen kit (its
/// outlets, layouts, theme and texts work as on the login screens) that asks its
/// delegate and waits for answers it can watch.
///
/// While the screen waits for its delegate it shows so, stays cancellable, and
/// reports ``OnboardingDiagnostic/delegateDidNotRespond(method:timeout:)`` when
/// no answer came within ``delegateTimeout`` (measured on ``clock``). A delegate
/// that is missing when the person acts is reported and shown as an error, never
/// ignored.
@MainActor
open class OnboardingScreen: ScreenViewController {
    /// Where diagnostics go besides ``onDiagnostic``.
    public var logger: Logger
    /// The clock delegate answers are timed with.
    public var clock: any Clock<Duration>
    /// How long the screen waits for its delegate before reporting it.
    public var delegateTimeout: Duration = .seconds(30)
    /// Told about every ``OnboardingDiagnostic``.
    public var onDiagnostic: (@MainActor (OnboardingDiagnostic) -> Void)?

    /// How this screen makes the screens it opens (the activation screen, the
    /// scanner, the confirmation); the stock ones unless an app or a session sets it.
    public var screenFactory = OnboardingScreenFactory()

    /// `screen`, made by ``screenFactory``, with this screen's logger, clock,
    /// diagnostics and factory, opened from this screen.
    func opened<Screen: OnboardingScreen>(_ screen: Screen) -> Screen {
        screen.logger = logger
        screen.clock = clock
        screen.delegateTimeout = delegateTimeout
        screen.onDiagnostic = onDiagnostic
        screen.screenFactory = screenFactory
        screen.previousScreen = self
        return screen
    }

    /// The screen this one was opened from (welcome → activation → scanner);
    /// ``goBack()`` shows it again.
    public var previousScreen: ScreenViewController?
    /// Called after ``goBack()`` showed ``previousScreen`` (an onboarding session
    /// follows the person's way back with it).
    public var onGoBack: (@MainActor (ScreenViewController) -> Void)?

    /// The question the screen waits on, if any.
    var pendingWait: DelegateWait?

    /// Creates a screen.
    public init(themeRegistry: ThemeRegistry, logger: Logger = Logger(label: "HaapiOnboarding"), clock: any Clock<Duration> = ContinuousClock()) {
        self.logger = logger
        self.clock = clock
        super.init(themeRegistry: themeRegistry)
    }

    /// The style class of the container's header while this screen shows (seed
    /// 002's `_navigationBar` classes); `nil` keeps the container's own.
    nonisolated open class var navigationBarStyleClass: OnboardingStyleClass? { nil }
    /// The style class of the container's close button while this screen shows
    /// (seed 002's `_cancelButton` classes of the navigation bar); `nil` keeps the container's own.
    nonisolated open class var navigationCancelStyleClass: OnboardingStyleClass? { nil }

    /// Whether the screen waits for its delegate.
    public var isWaitingForDelegate: Bool { pendingWait.map { !$0.isFinished } ?? false }

    /// Shows ``previousScreen`` again in the container, abandoning any wait.
    /// - Returns: whether there was a screen to go back to.
    @discardableResult
    public func goBack() -> Bool {
        guard let previous = previousScreen, let container = screenContainer else { return false }
        abandonWaiting()
        container.showScreen(previous)
        onGoBack?(previous)
        return true
    }

    // MARK: For subclasses

    /// Reports `diagnostic` to ``onDiagnostic`` and the logger.
    public func report(_ diagnostic: OnboardingDiagnostic) {
        logger.warning("\(Self.screenName): \(diagnostic)")
        onDiagnostic?(diagnostic)
    }

    /// Tells the container (and so the renderer) that the screen's content changed by itself.
    public func contentDidChange() {
        onShowContainer?.displayChanged(.content)
    }

    /// Tells the container that the screen moved to another step of its own (another
    /// title and question): renderers treat it as a new screen (the focus goes to
    /// its first field).
    public func stepDidChange() {
        onShowContainer?.displayChanged(.newScreen)
    }

    /// Tells the container that only progress changed (waiting started or ended, a
    /// spinner): renderers redraw, but a line-mode renderer asks nothing again.
    public func progressDidChange() {
        onShowContainer?.displayChanged(.progress)
    }

    /// The container while this screen is the one it shows: a screen behind another
    /// (the one it opened) changes quietly, and is drawn as it is when shown again.
    private var onShowContainer: ScreenContainerViewController? {
        guard let container = screenContainer, container.currentScreen === self else { return nil }
        return container
    }

    /// Starts waiting for the delegate's answer to `method`; ``waitingDidChange()``
    /// shows it. Returns the wait to answer with ``takeAnswer(_:)``.
    func beginWaiting(for method: String) -> DelegateWait {
        pendingWait?.abandon()
        let wait = DelegateWait(method: method, timeout: delegateTimeout, clock: clock) { [weak self] in
            guard let self else { return }
            self.report(.delegateDidNotRespond(method: method, timeout: self.delegateTimeout))
            self.delegateIsLate()
        }
        pendingWait = wait
        waitingDidChange()
        return wait
    }

    /// Whether `wait`'s answer counts: a second answer is reported and refused, an
    /// answer after the person cancelled is ignored.
    func takeAnswer(_ wait: DelegateWait) -> Bool {
        switch wait.answer() {
        case .waiting: break
        case .answered:
            report(.answeredTwice(method: wait.method))
            return false
        case .abandoned:
            logger.debug("\(Self.screenName): \(wait.method) answered after the person cancelled; ignored")
            return false
        }
        if wait === pendingWait { pendingWait = nil }
        waitingDidChange()
        return true
    }

    /// Stops waiting without an answer (the person cancelled).
    public func abandonWaiting() {
        guard let wait = pendingWait else { return }
        wait.abandon()
        pendingWait = nil
        waitingDidChange()
    }

    /// Called when waiting started or ended: subclasses show it (a loading
    /// indicator, disabled fields). The default does nothing.
    open func waitingDidChange() {}

    /// Called when the delegate did not answer in time: subclasses say so on
    /// screen (the person may keep waiting or cancel). The default does nothing.
    open func delegateIsLate() {}

    /// Reports and shows that no delegate takes `method`. Subclasses show
    /// `message` where their errors go (``showError(_:)``).
    func delegateMissing(_ method: String) {
        report(.delegateMissing(method: method))
        showError(text(.onboardingDelegateMissing))
    }

    /// Shows `message` as the screen's error; subclasses put it where it belongs.
    open func showError(_ message: String?) {}
}

extension OnboardingScreen {
    /// Writes a default text into `label` unless the app wrote its own there (seed 002's
    /// samples set `detailLabel.text` or `headlineLabel.text` before or after the view
    /// loads): the label is written when it is empty or still shows the last default.
    func writeDefault(_ text: String, in label: MessageView, lastWritten: inout String?) {
        guard label.text.isEmpty || label.text == lastWritten else { return }
        label.text = text
        lastWritten = text
    }
}
