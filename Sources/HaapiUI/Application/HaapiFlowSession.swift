import HaapiFlow

/// One login shown in a ``HaapiFlowViewController`` and run by a
/// ``HaapiFlow/HaapiFlowDriver``: the driver's screens go to the container, the
/// person's actions go to the driver, and the driver's diagnostics (a stuck
/// screen above all) are shown by the container and passed to the app.
///
/// ```swift
/// let session = application.makeFlowSession()
/// renderer.show(session.flowViewController.view)
/// session.flowViewController.onDiagnostic = { diagnostic in logger.warning("\(diagnostic)") }
/// switch await session.run() {
/// case .tokens(let tokens): signedIn(tokens)
/// default: break
/// }
/// ```
///
/// Actions reach the driver one at a time, in the order the person took them.
@MainActor
public final class HaapiFlowSession {
    /// Runs the flow.
    public let driver: HaapiFlowDriver
    /// Shows the flow.
    public let flowViewController: HaapiFlowViewController
    /// Called once with the flow's result, before ``run(parameters:)`` returns it.
    public var onFinish: (@MainActor (FlowResult) -> Void)?
    /// How the flow ended, once it did.
    public private(set) var result: FlowResult?

    private var lastCommand: Task<Void, Never>?
    private var diagnosticsTask: Task<Void, Never>?

    /// Connects `driver` and `flowViewController`; call ``run(parameters:)`` to start.
    public init(driver: HaapiFlowDriver, flowViewController: HaapiFlowViewController) {
        self.driver = driver
        self.flowViewController = flowViewController
    }

    /// Starts the flow and shows its screens until it ends.
    ///
    /// - Parameter parameters: extra authorization parameters for this flow (e.g. `login_hint`).
    /// - Returns: how the flow ended (also given to ``onFinish``).
    public func run(parameters: [String: String] = [:]) async -> FlowResult {
        if let result { return result }
        connect()
        let driver = self.driver
        enqueue { driver throws(HaapiFlowError) in try await driver.start(parameters: parameters) }
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
        result = ending
        flowViewController.stopLoading()
        onFinish?(ending)
        return ending
    }

    private func connect() {
        let driver = self.driver
        flowViewController.onAction = { [weak self] action in
            switch action {
            case .submit(let model, let parameters):
                self?.enqueue { driver throws(HaapiFlowError) in
                    try await driver.submit(interactionActionModel: model, values: parameters)
                }
            case .select(let item):
                self?.enqueue { driver throws(HaapiFlowError) in try await driver.select(selectorItemModel: item) }
            case .follow(let link):
                self?.enqueue { driver throws(HaapiFlowError) in try await driver.follow(linkItemModel: link) }
            case .close:
                // Closing must not wait behind an action that is still under way.
                Task { await driver.close() }
            }
        }
        flowViewController.onPersonInteracted = { [weak self] in
            self?.enqueue { driver throws(HaapiFlowError) in await driver.personInteracted() }
        }
        let container = flowViewController
        diagnosticsTask = Task { @MainActor in
            for await diagnostic in driver.diagnostics {
                container.report(diagnostic)
            }
        }
    }

    /// Runs `command` after every earlier one; a refused action is shown in the banner.
    private func enqueue(_ command: @escaping @Sendable (HaapiFlowDriver) async throws(HaapiFlowError) -> Void) {
        let previous = lastCommand
        let driver = self.driver
        lastCommand = Task { @MainActor [weak self] in
            await previous?.value
            do throws(HaapiFlowError) {
                try await command(driver)
            } catch {
                self?.actionFailed(error)
            }
        }
    }

    private func actionFailed(_ error: HaapiFlowError) {
        guard result == nil else { return }
        flowViewController.reportActionFailure(error.description)
    }
}
