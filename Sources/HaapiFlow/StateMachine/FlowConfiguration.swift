public import HaapiModel

/// How a flow behaves: redirects, polling, time limits, restarts.
///
/// ```swift
/// var configuration = FlowConfiguration()
/// configuration.defaultPollingInterval = .seconds(3)
/// configuration.maximumPollingDuration = .seconds(180)
/// configuration.stuckScreenTimeout = .seconds(10)
/// ```
public struct FlowConfiguration: Sendable, Hashable {
    /// Whether `redirection-step`s are followed without showing them (the protocol's rule).
    public var followRedirects = true
    /// The most redirection steps followed in a row before the flow fails.
    public var maximumConsecutiveRedirects = 10
    /// The polling interval when the server gives none.
    public var defaultPollingInterval: Duration = .seconds(2)
    /// The shortest interval accepted from the server (protects it and the battery).
    public var minimumPollingInterval: Duration = .milliseconds(500)
    /// The longest the flow polls one step before it fails with `pollingTimedOut`
    /// (the "auto-polling duration").
    public var maximumPollingDuration: Duration = .seconds(600)
    /// Failed polls retried in a row (for retryable errors) before the flow fails.
    public var maximumPollRetries = 3
    /// Whether a `failed` polling step's `continue`/`redirect` action is followed at once
    /// (the protocol's rule); its messages are then shown on the next screen.
    public var followFailedPolling = true
    /// How long one request may take before the action fails with `timedOut`.
    public var requestTimeout: Duration = .seconds(30)
    /// After the person interacted with a screen, how long until a screen that forwarded
    /// nothing is reported as ``FlowDiagnostic/stuckScreen(screenID:modelType:viewName:seconds:)``.
    public var stuckScreenTimeout: Duration = .seconds(8)
    /// Automatic restarts after `mismatch-between-session-and-access-token` before the flow fails.
    public var maximumAutomaticRestarts = 1
    /// The client operations that can run (the driver sets this from its handlers).
    public var supportedClientOperations: Set<ClientOperationName> = Set(ClientOperationName.known)

    /// The default configuration.
    public init() {}
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}
