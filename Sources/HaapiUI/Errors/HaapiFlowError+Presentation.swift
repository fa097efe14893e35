public import HaapiFlow

extension HaapiFlowError: PresentableError {
    /// What a person is told; `description` and
    /// `recoverySuggestion` are for developers.
    public var presentation: ErrorPresentation {
        switch self {
        case .actionNotOffered, .linkNotOffered, .linkNotFollowable, .invalidParameters, .invalidState:
            ErrorPresentation(message: .errorActionUnavailable, recovery: .startAgain)
        case .linkRefused:
            ErrorPresentation(title: .unsafeURLTitle, message: .unsafeURLMessage, recovery: .chooseAnother)
        case .busy:
            ErrorPresentation(message: .errorBusy, recovery: .none)
        case .stoppedByHook:
            ErrorPresentation(message: .errorStopped, recovery: .none)
        case .client(let error):
            error.presentation
        case .timedOut:
            ErrorPresentation(message: .errorTimedOut, recovery: .tryAgain)
        case .pollingTimedOut:
            ErrorPresentation(message: .pollingFailed, recovery: .startAgain)
        case .tooManyRedirects, .unexpectedDocument:
            ErrorPresentation(message: .errorServerAnswer, recovery: .startAgain)
        case .sessionMismatch:
            ErrorPresentation(message: .problemSessionMismatch, recovery: .startAgain)
        case .clientOperationFailed:
            ErrorPresentation(message: .errorMethodUnavailable, recovery: .chooseAnother)
        }
    }
}
