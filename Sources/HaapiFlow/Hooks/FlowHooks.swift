public import HaapiClient

/// What `preSubmit` decides.
public enum PreSubmitDecision: Sendable, Hashable {
    /// Send, with these parameters (changed or not).
    case proceed(parameters: [String: FormSubmission.Value])
    /// Do not send anything.
    case stop
}

/// Hooks called before each action of the person leaves the client (seed 004's
/// `preSubmit`, `preSelect`, `preFollow`), after the action was checked against the
/// screen. Every method has a default that lets the action through.
///
/// ```swift
/// struct Analytics: FlowHooks {
///     func preSubmit(interactionActionModel: InteractionActionModel, parameters: [String: FormSubmission.Value]) async -> PreSubmitDecision {
///         var parameters = parameters
///         if interactionActionModel.kind == .login, case .text(let name)? = parameters["userName"] {
///             parameters["userName"] = .text(name.trimmingCharacters(in: .whitespaces))
///         }
///         return .proceed(parameters: parameters)
///     }
/// }
/// let driver = HaapiFlowDriver(client: client, hooks: Analytics())
/// ```
///
/// Automatic requests (redirects, polls, client-operation continuations) do not call hooks.
public protocol FlowHooks: Sendable {
    /// Before a form is submitted: change its parameters, or stop it.
    func preSubmit(interactionActionModel: InteractionActionModel, parameters: [String: FormSubmission.Value]) async -> PreSubmitDecision
    /// Before a selector item is chosen: `false` stops it.
    func preSelect(selectorItemModel: SelectorItemInteractionActionModel) async -> Bool
    /// Before a link is followed: `false` stops it.
    func preFollow(linkItemModel: LinkItemModel) async -> Bool
}

extension FlowHooks {
    public func preSubmit(
        interactionActionModel: InteractionActionModel, parameters: [String: FormSubmission.Value]
    ) async -> PreSubmitDecision {
        .proceed(parameters: parameters)
    }

    public func preSelect(selectorItemModel: SelectorItemInteractionActionModel) async -> Bool { true }

    public func preFollow(linkItemModel: LinkItemModel) async -> Bool { true }
}

/// Hooks that let every action through.
public struct PassThroughFlowHooks: FlowHooks {
    /// Creates the hooks.
    public init() {}
}

/// Hooks made of closures; the ones left `nil` let the action through.
///
/// ```swift
/// let hooks = ClosureFlowHooks(preFollow: { link in link.rel != .registerCreate })
/// ```
public struct ClosureFlowHooks: FlowHooks {
    public var onPreSubmit: (@Sendable (InteractionActionModel, [String: FormSubmission.Value]) async -> PreSubmitDecision)?
    public var onPreSelect: (@Sendable (SelectorItemInteractionActionModel) async -> Bool)?
    public var onPreFollow: (@Sendable (LinkItemModel) async -> Bool)?

    /// Creates hooks from closures.
    public init(
        preSubmit: (@Sendable (InteractionActionModel, [String: FormSubmission.Value]) async -> PreSubmitDecision)? = nil,
        preSelect: (@Sendable (SelectorItemInteractionActionModel) async -> Bool)? = nil,
        preFollow: (@Sendable (LinkItemModel) async -> Bool)? = nil
    ) {
        self.onPreSubmit = preSubmit
        self.onPreSelect = preSelect
        self.onPreFollow = preFollow
    }

    public func preSubmit(
        interactionActionModel: InteractionActionModel, parameters: [String: FormSubmission.Value]
    ) async -> PreSubmitDecision {
        await onPreSubmit?(interactionActionModel, parameters) ?? .proceed(parameters: parameters)
    }

    public func preSelect(selectorItemModel: SelectorItemInteractionActionModel) async -> Bool {
        await onPreSelect?(selectorItemModel) ?? true
    }

    public func preFollow(linkItemModel: LinkItemModel) async -> Bool {
        await onPreFollow?(linkItemModel) ?? true
    }
}
