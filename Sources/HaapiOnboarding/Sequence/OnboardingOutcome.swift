public import HaapiClient
public import HaapiFlow

/// How an onboarding ended, with what it gathered.
public struct OnboardingOutcome: Sendable {
    /// How it ended.
    public var end: OnboardingStateMachine.End
    /// The server it connected to.
    public var server: OnboardingServer?
    /// The consent answers: form id → agreed.
    public var consentResponses: [String: Bool]
    /// How the login ended, when it ran.
    public var loginResult: FlowResult?
    /// How the passcode step ended, when it ran (``PasscodeCreateStateMachine/Step/finished(biometricsEnabled:)``
    /// when the tokens are kept in the secure store).
    public var passcode: PasscodeCreateStateMachine.Step?

    /// Creates an outcome.
    public init(end: OnboardingStateMachine.End, server: OnboardingServer? = nil, consentResponses: [String: Bool] = [:],
                loginResult: FlowResult? = nil, passcode: PasscodeCreateStateMachine.Step? = nil) {
        self.end = end
        self.server = server
        self.consentResponses = consentResponses
        self.loginResult = loginResult
        self.passcode = passcode
    }

    /// The tokens of a completed onboarding.
    public var tokens: OAuthTokens? {
        if case .tokens(let tokens) = loginResult { tokens } else { nil }
    }
}
