/// A run of screens in a container that ends with an outcome — a login
/// (`HaapiFlowSession`), an onboarding sequence — and the one way a renderer
/// shows it: ``run(renderer:root:)`` connects the container's display changes to
/// the renderer, ``cancel(gracePeriod:)`` ends it as cancelled within a bounded
/// time, and ``waitForDisplayChange(after:ignoringProgress:)`` lets a renderer
/// (a web request) wait until the screen moved on.
///
/// ```swift
/// let session = application.makeFlowSession()
/// let result = await session.run(renderer: myRenderer)   // .tokens, .oauthError, .failed or .cancelled
/// ```
///
/// The outcome is the value ``run(renderer:root:)`` returns (every caller of it
/// gets the same value); ``outcome()`` waits for that same value without starting
/// the session, for whoever handed the session to a renderer. Subclasses implement
/// ``perform()`` and ``requestCancel()``.
@MainActor
open class ScreenSession<Outcome: Sendable> {
    /// The container whose view renderers draw.
    public let screenContainer: ScreenContainerViewController
    /// What a cancelled session ends with when it did not confirm the cancel in time.
    private let cancelledOutcome: Outcome
    private var outcome: Outcome?
    private var waiters: [CheckedContinuation<Outcome, Never>] = []
    private var isStarted = false
    private var renderedRoot: View?

    /// Creates a session showing its screens in `screenContainer`.
    public init(screenContainer: ScreenContainerViewController, cancelledOutcome: Outcome) {
        self.screenContainer = screenContainer
        self.cancelledOutcome = cancelledOutcome
    }

    /// What renderers draw: the root given to ``run(renderer:root:)``, or the container's view.
    public var rootView: View { renderedRoot ?? screenContainer.view }

    /// The controls on screen now, with their stable ids.
    public var controls: ScreenControls { ScreenControls(root: rootView) }

    /// Whether the session ended.
    public var isFinished: Bool { outcome != nil }

    /// Runs the session until it ends and returns how it ended.
    ///
    /// The first call starts it: `renderer` (when given) is told about every
    /// change of `root` (by default the container's view; a renderer may wrap it in
    /// views of its own). Later calls wait for the same outcome.
    public func run(renderer: (any ScreenRenderer)? = nil, root: View? = nil) async -> Outcome {
        if let outcome { return outcome }
        if !isStarted {
            isStarted = true
            renderedRoot = root
            screenContainer.loadViewIfNeeded()
            if let renderer {
                screenContainer.onDisplayChange = { [weak self] change in
                    guard let self else { return }
                    renderer.display(self.rootView, after: change)
                }
            }
            Task { @MainActor in self.finish(await self.perform()) }
        }
        return await withCheckedContinuation { waiters.append($0) }
    }

    /// Waits until the session ended, without starting it (a renderer starts it with
    /// ``run(renderer:root:)``), and returns how it ended.
    public func outcome() async -> Outcome {
        if let outcome { return outcome }
        return await withCheckedContinuation { waiters.append($0) }
    }

    /// Asks the session to end as cancelled and waits until it did, but at most
    /// `gracePeriod`: a session that does not confirm in time (a lost network)
    /// ends as cancelled anyway, so no renderer is left waiting.
    public func cancel(gracePeriod: Duration = .seconds(3)) async {
        guard outcome == nil else { return }
        guard isStarted else {
            finish(cancelledOutcome)
            return
        }
        let timeout = Task { @MainActor in
            try? await Task.sleep(for: gracePeriod)
            if !Task.isCancelled { self.finish(self.cancelledOutcome) }
        }
        await requestCancel()
        _ = await run()
        timeout.cancel()
    }

    /// Waits until the display changes after `version` (read ``displayVersion``
    /// before acting) and returns the change; `nil` once the session ended.
    public func waitForDisplayChange(after version: Int, ignoringProgress: Bool = true) async -> DisplayChange? {
        await screenContainer.waitForDisplayChange(after: version, ignoringProgress: ignoringProgress)
    }

    /// How many display changes there were.
    public var displayVersion: Int { screenContainer.displayVersion }

    // MARK: For subclasses

    /// Runs the session's sequence and returns its outcome. Called once, by ``run(renderer:root:)``.
    open func perform() async -> Outcome { cancelledOutcome }

    /// Asks the sequence to end as cancelled; ``perform()`` should then return soon.
    open func requestCancel() async {}

    private func finish(_ result: Outcome) {
        guard outcome == nil else { return }
        outcome = result
        screenContainer.stopLoading()
        screenContainer.endDisplayChanges()
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume(returning: result) }
    }
}
