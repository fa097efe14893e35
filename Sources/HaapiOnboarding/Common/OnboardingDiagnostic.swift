/// Something an onboarding screen noticed about the app's side of it, reported to
/// the screen's ``OnboardingScreen/onDiagnostic`` and logged as a warning. The
/// person sees what the screen can say about it; the app learns exactly what.
public enum OnboardingDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The delegate was asked (`method`) and did not answer within `timeout`; the
    /// screen keeps waiting and can be cancelled.
    case delegateDidNotRespond(method: String, timeout: Duration)
    /// The screen needed its delegate for `method` but it is not set (never set,
    /// or deallocated: delegates are held weakly).
    case delegateMissing(method: String)
    /// The delegate answered `method` again after it had answered; the later answer was ignored.
    case answeredTwice(method: String)
    /// The delegate does not handle `method` (it kept the default implementation),
    /// so the person's action could not go on.
    case delegateDidNotHandle(method: String)
    /// The onboarding's state could not be loaded or saved (it goes on; resuming may not work).
    case storeFailed(OnboardingStoreError)
    /// The login's tokens could not be written into the secure store (the system's words).
    case tokensNotKept(String)

    public var description: String {
        switch self {
        case .delegateDidNotRespond(let method, let timeout):
            "the delegate has not answered \(method) after \(timeout.components.seconds) s"
        case .delegateMissing(let method):
            "no delegate for \(method): it was never set or has been deallocated (delegates are held weakly)"
        case .answeredTwice(let method): "the delegate answered \(method) twice; the second answer was ignored"
        case .delegateDidNotHandle(let method): "the delegate does not implement \(method)"
        case .storeFailed(let error): "the onboarding state could not be kept: \(error)"
        case .tokensNotKept(let reason): "the tokens could not be kept in the secure store: \(reason)"
        }
    }
}
