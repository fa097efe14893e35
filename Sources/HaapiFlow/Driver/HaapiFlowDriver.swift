import Foundation
public import HaapiClient
public import HaapiJOSE
import HaapiModel
public import Logging

/// Runs a HAAPI login: feeds the ``FlowStateMachine`` with server answers, the person's
/// actions and timers, and performs its effects through `HaapiClient`.
///
/// Screens arrive on ``updates``; the person's actions go in through ``submit(interactionActionModel:values:)``,
/// ``select(selectorItemModel:screenHooks:)`` and ``follow(linkItemModel:screenHooks:)``, which return once the
/// flow moved on (a new screen, or the end) and throw a ``HaapiFlowError`` otherwise.
///
/// ```swift
/// let client = HaapiClient(configuration: configuration)
/// let driver = HaapiFlowDriver(client: client, logger: Logger(label: "app.login"))
/// Task {
///     for await update in driver.updates {
///         switch update {
///         case .screen(let screen): render(screen)          // FormModel, SelectorModel, ...
///         case .finished(let result): finish(result)        // tokens, OAuth error, failure, cancelled
///         }
///     }
/// }
/// try await driver.start()
/// // when the person presses "Login" on a FormModel screen:
/// try await driver.submit(interactionActionModel: loginButton.actionModel,
///                         values: ["userName": userName, "password": password])
/// // a custom screen reports taps, so a screen that forwards nothing is reported:
/// await driver.personInteracted()
/// ```
public actor HaapiFlowDriver {
    /// The client that sends the requests.
    public nonisolated let client: HaapiClient
    /// Screens and the end of the flow, in order (one consumer).
    public nonisolated let updates: AsyncStream<FlowUpdate>
    /// Diagnostics for developers, in order (one consumer); also logged.
    public nonisolated let diagnostics: AsyncStream<FlowDiagnostic>

    var machine: FlowStateMachine
    let handlers: ClientOperationHandlers
    var hooks: any FlowHooks
    let clock: any Clock<Duration>
    let random: any RandomSource
    let logger: Logger
    let updatesContinuation: AsyncStream<FlowUpdate>.Continuation
    let diagnosticsContinuation: AsyncStream<FlowDiagnostic>.Continuation

    /// The requests under way.
    var requests = Requests()
    /// The watchdog, the next poll, the client operation and the stuck-screen check.
    var timers = Timers()
    /// The person's action under way, if any.
    var action = ActionWait()
    /// The flow's end and who waits for it.
    var end = FlowEnd()

    /// Creates a driver for one flow.
    ///
    /// - Parameters:
    ///   - client: Sends the requests; its configuration names the server and the app.
    ///   - configuration: Redirects, polling and time limits.
    ///   - mapper: Turns steps into screens, with the app's customisations.
    ///   - clientOperations: Handlers for client operations (external browser, BankID, WebAuthn).
    ///   - hooks: Called before each of the person's actions is sent.
    ///   - clock: Polling, time limits and stuck-screen checks (inject a manual clock in tests).
    ///   - random: Randomness (e.g. the loopback listener's path).
    ///   - logger: Where the flow logs; never secrets.
    public init(
        client: HaapiClient,
        configuration: FlowConfiguration = FlowConfiguration(),
        mapper: DataMapper = DataMapper(),
        clientOperations: ClientOperationHandlers = .standard(),
        hooks: any FlowHooks = PassThroughFlowHooks(),
        clock: any Clock<Duration> = ContinuousClock(),
        random: any RandomSource = SystemRandomSource(),
        logger: Logger = Logger(label: "HaapiFlow")
    ) {
        var configuration = configuration
        configuration.supportedClientOperations = clientOperations.supportedNames
        self.client = client
        self.machine = FlowStateMachine(configuration: configuration, mapper: mapper)
        self.handlers = clientOperations
        self.hooks = hooks
        self.clock = clock
        self.random = random
        self.logger = logger
        (updates, updatesContinuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
        (diagnostics, diagnosticsContinuation) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(256))
    }

    // MARK: State

    /// The screen being shown.
    public var currentScreen: FlowScreen? { machine.state.screen }
    /// The flow engine's state.
    public var state: FlowState { machine.state }

    /// Waits for the end of the flow.
    public func result() async -> FlowResult {
        if let result = end.result { return result }
        return await withCheckedContinuation { end.waiters.append($0) }
    }

    /// Replaces the hooks.
    public func setHooks(_ hooks: any FlowHooks) {
        self.hooks = hooks
    }

    // MARK: The flow

    /// Starts the flow and returns once the first screen is shown (or the flow ended).
    ///
    /// - Parameter parameters: Extra authorization parameters (e.g. `login_hint`).
    /// - Throws: The failure that ended the flow, or `invalidState` when already started.
    public func start(parameters: [String: String] = [:]) async throws(HaapiFlowError) {
        try await act(.started(parameters: parameters))
    }

    /// Submits an action of the current screen (a form, or a client operation to run again).
    ///
    /// The action must be one the screen offered (same `id` and value); parameters must
    /// name the form's fields. ``FlowHooks/preSubmit(interactionActionModel:parameters:)``
    /// runs first: the screen's (`screenHooks`, the screen the person acted on),
    /// then the driver's.
    public func submit(
        interactionActionModel: InteractionActionModel, parameters: [String: FormSubmission.Value],
        screenHooks: (any FlowHooks)? = nil
    ) async throws(HaapiFlowError) {
        feed(.actionForwarded)
        try machine.validateSubmit(interactionActionModel, parameters: parameters)
        var changed = parameters
        for hooks in [screenHooks, hooks].compactMap({ $0 }) {
            guard case .proceed(let next) = await hooks.preSubmit(interactionActionModel: interactionActionModel, parameters: changed) else {
                throw .stoppedByHook(hook: "preSubmit", actionID: interactionActionModel.id)
            }
            changed = next
        }
        try await act(.userSubmitted(interactionActionModel, parameters: changed))
    }

    /// Submits an action with text values (the seed's `submit(interactionActionModel:parameters:)`).
    public func submit(interactionActionModel: InteractionActionModel, values: [String: String] = [:]) async throws(HaapiFlowError) {
        try await submit(interactionActionModel: interactionActionModel, parameters: values.mapValues(FormSubmission.Value.text))
    }

    /// Chooses a selector item: its options are shown when it is itself a selector,
    /// otherwise its action is taken. ``FlowHooks/preSelect(selectorItemModel:)`` runs first (the screen's, then the driver's).
    public func select(
        selectorItemModel: SelectorItemInteractionActionModel, screenHooks: (any FlowHooks)? = nil
    ) async throws(HaapiFlowError) {
        feed(.actionForwarded)
        try machine.validateSelect(selectorItemModel)
        for hooks in [screenHooks, hooks].compactMap({ $0 }) {
            guard await hooks.preSelect(selectorItemModel: selectorItemModel) else {
                throw .stoppedByHook(hook: "preSelect", actionID: selectorItemModel.actionModel.id)
            }
        }
        try await act(.userSelected(selectorItemModel))
    }

    /// Follows a link of the current screen. ``FlowHooks/preFollow(linkItemModel:)`` runs first.
    ///
    /// A link that `URLPolicy` does not allow for `URLPurpose.link` is not sent: this
    /// throws ``HaapiFlowError/linkRefused(id:refusal:)`` and reports
    /// ``FlowDiagnostic/urlRefused(_:)``.
    public func follow(linkItemModel: LinkItemModel, screenHooks: (any FlowHooks)? = nil) async throws(HaapiFlowError) {
        feed(.actionForwarded)
        do {
            try machine.validateFollow(linkItemModel)
        } catch {
            if case .linkRefused(_, let refusal) = error { report(.urlRefused(refusal)) }
            throw error
        }
        for hooks in [screenHooks, hooks].compactMap({ $0 }) {
            guard await hooks.preFollow(linkItemModel: linkItemModel) else {
                throw .stoppedByHook(hook: "preFollow", actionID: linkItemModel.id)
            }
        }
        try await act(.userFollowed(linkItemModel))
    }

    /// Goes back from a selector option's form to the options it was chosen from
    /// (``FormModel/offersBack``); no request is sent.
    public func goBack() async throws(HaapiFlowError) {
        try await act(.userWentBack)
    }

    /// Starts the login again (e.g. after `too-many-attempts`).
    public func restart() async throws(HaapiFlowError) {
        try await act(.userRestarted)
    }

    /// The person cancels: polling and requests stop at once; the result is `cancelled`.
    public func cancel() {
        feed(.cancel)
    }

    /// The app closes the flow (its screen went away): everything stops; the result is `cancelled`.
    public func close() {
        feed(.close)
    }

    /// Reports that the person interacted with the current screen (tapped, typed and
    /// confirmed). If the screen forwards no submit, select or follow within
    /// ``FlowConfiguration/stuckScreenTimeout``, a ``FlowDiagnostic/stuckScreen(screenID:modelType:viewName:seconds:)``
    /// is reported.
    public func personInteracted() {
        guard let screen = machine.state.screen else { return }
        feed(.personInteracted(screenID: screen.id))
    }

    // MARK: Persistence

    /// The flow in progress, to save; `nil` when no flow is running.
    public func persistedState() async -> PersistedFlow? {
        guard machine.state.phase == .running, let snapshot = await client.flowSnapshot() else { return nil }
        guard machine.state.phase == .running else { return nil }
        return PersistedFlow(state: machine.state, client: snapshot)
    }

    /// Continues a saved flow: shows its screen again and resumes polling.
    ///
    /// - Throws: `invalidState` when this driver already runs a flow or the saved one had
    ///   finished; `client` when the client cannot take the saved request.
    public func resume(from persisted: PersistedFlow) async throws(HaapiFlowError) {
        guard machine.state.phase == .idle, persisted.state.phase == .running else {
            throw .invalidState("resume needs a new driver and a saved flow that was running")
        }
        do {
            try await client.restoreFlow(persisted.client)
        } catch {
            throw .client(error)
        }
        machine = FlowStateMachine(state: persisted.state, configuration: machine.configuration, mapper: machine.mapper)
        logger.info("flow resumed", metadata: ["screen": .string(machine.screenDescription)])
        try await act(.resumed)
    }
}
