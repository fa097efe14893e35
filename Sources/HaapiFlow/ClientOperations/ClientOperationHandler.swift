public import HaapiClient
public import HaapiJOSE
public import HaapiModel
public import Logging

/// What a client-operation handler may use.
public struct ClientOperationContext: Sendable {
    /// The flow's client (e.g. for `HaapiClient/externalBrowserURL(for:redirectURI:)`).
    public let client: HaapiClient
    /// The driver's clock, for time limits.
    public let clock: any Clock<Duration>
    /// The driver's random source.
    public let random: any RandomSource
    /// Where to log (never secrets).
    public let logger: Logger

    /// Creates a context.
    public init(client: HaapiClient, clock: any Clock<Duration>, random: any RandomSource, logger: Logger) {
        self.client = client
        self.clock = clock
        self.random = random
        self.logger = logger
    }
}

/// Runs one kind of client operation (`external-browser-flow`, `bankid`, ...).
///
/// Return ``ClientOperationOutcome/continued(parameters:)`` to submit the operation's
/// `continueActions[0]`, or ``ClientOperationOutcome/fallback(reason:)`` to take its
/// `errorActions`. The task is cancelled when the flow no longer waits for the outcome.
///
/// ```swift
/// struct EncapActivation: ClientOperationHandler {
///     func perform(_ request: ClientOperationRequest, context: ClientOperationContext) async -> ClientOperationOutcome {
///         .fallback(reason: "Encap is not available in this app")
///     }
/// }
/// var handlers = ClientOperationHandlers.standard()
/// handlers.register(EncapActivation(), for: .encapAutoActivation)
/// ```
public protocol ClientOperationHandler: Sendable {
    /// Runs the operation.
    func perform(_ request: ClientOperationRequest, context: ClientOperationContext) async -> ClientOperationOutcome
}

/// The client-operation handlers of a flow, by operation name. Operations without a
/// handler are shown on the generic screen with their `errorActions`.
public struct ClientOperationHandlers: Sendable {
    private var handlers: [ClientOperationName: any ClientOperationHandler]

    /// Handlers for exactly these operations.
    public init(_ handlers: [ClientOperationName: any ClientOperationHandler] = [:]) {
        self.handlers = handlers
    }

    /// The stock handlers: the external browser flow through `opener` and a loopback
    /// listener, BankID through `opener`, and WebAuthn through `webAuthn` (by default:
    /// not supported, so its fallback is taken).
    public static func standard(
        opener: any URLOpener = SystemURLOpener(),
        webAuthn: any WebAuthnHandler = UnsupportedWebAuthnHandler(),
        browserTimeout: Duration = .seconds(300)
    ) -> ClientOperationHandlers {
        var handlers = ClientOperationHandlers([
            .externalBrowserFlow: ExternalBrowserFlowHandler(opener: opener, timeout: browserTimeout),
            .bankid: BankIDHandler(opener: opener),
        ])
        handlers.register(webAuthn: webAuthn)
        return handlers
    }

    /// Sets (or replaces) the handler for `name`.
    public mutating func register(_ handler: any ClientOperationHandler, for name: ClientOperationName) {
        handlers[name] = handler
    }

    /// Removes the handler for `name` (its steps then show the generic screen).
    public mutating func remove(_ name: ClientOperationName) {
        handlers[name] = nil
    }

    /// The handler for `name`.
    public func handler(for name: ClientOperationName) -> (any ClientOperationHandler)? {
        handlers[name]
    }

    /// The operations that have a handler.
    public var supportedNames: Set<ClientOperationName> { Set(handlers.keys) }

    /// Whether passkey sign-ins can run here: a WebAuthn handler other than
    /// ``UnsupportedWebAuthnHandler`` (the stock passkey screen then says what is asked
    /// instead of "not supported").
    public var runsPasskeys: Bool {
        guard let handler = handlers[.webauthnAuthentication] else { return false }
        guard let adapter = handler as? WebAuthnOperationHandler else { return true }
        return !(adapter.handler is UnsupportedWebAuthnHandler)
    }
}
