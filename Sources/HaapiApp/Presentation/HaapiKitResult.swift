public import HaapiClient
public import HaapiOnboarding

/// Which flow ran, and what it gave (seed 003's result value of a success closure).
public enum HaapiKitResult: Sendable {
    /// A login ended with tokens.
    case signedIn(OAuthTokens)
    /// An onboarding ended; `activationCode` is the code of an activation link.
    case onboarded(OnboardingOutcome, activationCode: String?)
    /// The person approved a sign-in elsewhere.
    case signInApproved(SignInApprovalRequest)
    /// The person denied a sign-in elsewhere.
    case signInDenied(SignInApprovalRequest)
    /// The secure store was opened (with biometrics or the passcode).
    case unlocked(usedBiometrics: Bool)
    /// The person forgot the passcode: the store and what it held were removed (sign in again).
    case passcodeReset
    /// Too many wrong passcodes (`wiped`: the store was destroyed).
    case locked(wiped: Bool)
    /// The app's own handler ran the action (``HaapiKit/appActionHandlers``).
    case appActionDone(HaapiKitAppAction)
}

/// How a presentation ended: its result, or the one error type.
public typealias HaapiKitOutcome = Result<HaapiKitResult, HaapiKitError>
