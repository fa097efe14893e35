import HaapiClient
public import HaapiFlow

/// One login shown in a ``HaapiFlowViewController`` and run by a flow driver:
/// the driver's screens go to the container, the person's actions go to the
/// driver (after the screen's hooks and the app's), and the driver's diagnostics
/// (a stuck screen above all) are shown by the container and passed to the app.
///
/// Made by ``HaapiUIKitApplication/makeFlowSession(parameters:client:clientOperations:)``; run it with a
/// renderer (see `ScreenSession`):
///
/// ```swift
/// let session = application.makeFlowSession()
/// session.flowViewController.onDiagnostic = { diagnostic in logger.warning("\(diagnostic)") }
/// switch await session.run(renderer: renderer) {
/// case .tokens(let tokens): signedIn(tokens)
/// default: break
/// }
/// ```
///
/// Actions reach the driver one at a time, in the order the person took them.
@MainActor
public final class HaapiFlowSession: ScreenSession<FlowResult> {
    /// Shows the flow.
    public let flowViewController: HaapiFlowViewController
    /// Runs the flow. Not handed out: its update stream has one reader, this session.
    private let driver: HaapiFlowDriver
    private let parameters: [String: String]
    /// A saved flow to continue instead of starting one.
    private let resumed: PersistedFlow?
    private var lastCommand: Task<Void, Never>?
    /// How many actions the screens have forwarded, counted when they forward them.
    private var actionsForwarded = 0
    private var diagnosticsTask: Task<Void, Never>?

    /// Connects `driver` and `flowViewController`; `parameters` are extra
    /// authorization parameters for this flow (e.g. `login_hint`).
    /// With `resuming`, the session continues that saved flow instead of starting one.
    init(
        driver: HaapiFlowDriver, flowViewController: HaapiFlowViewController, parameters: [String: String] = [:],
        resuming: PersistedFlow? = nil
    ) {
        self.driver = driver
        self.flowViewController = flowViewController
        self.parameters = parameters
        self.resumed = resuming
        super.init(screenContainer: flowViewController, cancelledOutcome: .cancelled)
    }

    /// The flow in progress, to save and continue later (in another process too, with
    /// the same DPoP key): see ``HaapiUIKitApplication/makeFlowSession(resuming:client:clientOperations:)``.
    /// `nil` when no flow is running.
    public func persistedState() async -> PersistedFlow? {
        await driver.persistedState()
    }

    /// Starts the flow (or continues the saved one) and shows its screens until it ends.
    public override func perform() async -> FlowResult {
        connect()
        let driver = self.driver
        let parameters = self.parameters
        if let resumed {
            enqueue { driver throws(HaapiFlowError) in try await driver.resume(from: resumed) }
        } else {
            enqueue { driver throws(HaapiFlowError) in try await driver.start(parameters: parameters) }
        }
        var ending = FlowResult.cancelled
        for await update in driver.updates {
            switch update {
            case .screen(let screen):
                flowViewController.show(screen)
            case .finished(let result):
                ending = result
            }
        }
        await diagnosticsTask?.value
        return ending
    }

    /// Cancels the flow in the driver (a request under way is abandoned).
    public override func requestCancel() async {
        await driver.cancel()
    }

    private func connect() {
        let driver = self.driver
        flowViewController.onAction = { [weak self] action in
            guard let self else { return }
            actionsForwarded += 1
            // The screen that acted runs its own hooks first.
            let screen = self.flowViewController.currentViewController
            switch action {
            case .submit(let model, let parameters):
                enqueue { driver throws(HaapiFlowError) in
                    try await driver.submit(
                        interactionActionModel: model, parameters: parameters.mapValues(FormSubmission.Value.text), screenHooks: screen)
                }
            case .select(let item):
                enqueue { driver throws(HaapiFlowError) in try await driver.select(selectorItemModel: item, screenHooks: screen) }
            case .follow(let link):
                enqueue { driver throws(HaapiFlowError) in try await driver.follow(linkItemModel: link, screenHooks: screen) }
            case .back:
                enqueue { driver throws(HaapiFlowError) in try await driver.goBack() }
            case .close:
                // Closing must not wait behind an action that is still under way.
                Task { await driver.close() }
            }
        }
        flowViewController.onPersonInteracted = { [weak self] in
            guard let self else { return }
            // A screen that forwards the action does so in the same turn as the tap, but the
            // commands reach the driver later: the watch starts only for a screen that has not
            // forwarded by then, so a busy main actor never makes a working screen look stuck.
            let forwardedBefore = actionsForwarded
            enqueue(unless: { [weak self] in (self?.actionsForwarded ?? forwardedBefore) > forwardedBefore }) { driver throws(HaapiFlowError) in
                await driver.personInteracted()
            }
        }
        let container = flowViewController
        diagnosticsTask = Task { @MainActor in
            for await diagnostic in driver.diagnostics {
                container.report(diagnostic)
            }
        }
    }

    /// Whether a client operation of the current step (an external browser, the
    /// BankID app) runs now: a renderer may wait a moment for what it opens.
    public func isRunningClientOperation() async -> Bool {
        await driver.state.isRunningClientOperation
    }

    /// Runs `command` after every earlier one, unless `skip` holds by then; a refused
    /// action is shown in the banner, one a hook stopped only ends the loading.
    private func enqueue(
        unless skip: @escaping @MainActor () -> Bool = { false },
        _ command: @escaping @Sendable (HaapiFlowDriver) async throws(HaapiFlowError) -> Void
    ) {
        let previous = lastCommand
        let driver = self.driver
        lastCommand = Task { @MainActor [weak self] in
            await previous?.value
            guard !skip() else { return }
            do throws(HaapiFlowError) {
                try await command(driver)
            } catch .stoppedByHook {
                self?.flowViewController.stopLoading()
            } catch {
                self?.actionFailed(error)
            }
        }
    }

    private func actionFailed(_ error: HaapiFlowError) {
        guard !isFinished else { return }
        flowViewController.reportActionFailure(error)
    }
}
