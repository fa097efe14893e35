import HaapiUI
public import HaapiScreenKit

extension HaapiKitError: PresentableError {
    /// What a person is told (``HaapiKitError/description`` is for developers).
    public var presentation: ErrorPresentation {
        switch self {
        case .notConfigured: ErrorPresentation(title: .appErrorTitle, message: .appErrorNotConfigured, recovery: .contactSupport)
        case .internalError: ErrorPresentation(title: .appErrorTitle, message: .appErrorInternal, recovery: .tryAgain)
        case .flowCancelled, .flowClosed: ErrorPresentation(title: .appErrorTitle, message: .appErrorCancelled, recovery: .none)
        case .invalidInput: ErrorPresentation(title: .appErrorTitle, message: .appErrorInvalidLink, recovery: .none)
        case .unknownLoginState, .urlActionNotSupported:
            ErrorPresentation(title: .appErrorTitle, message: .appErrorUpdateApp, recovery: .contactSupport)
        case .deviceNotSupported: ErrorPresentation(title: .appErrorTitle, message: .appErrorDevice, recovery: .contactSupport)
        case .userForgotPIN: ErrorPresentation(title: .appErrorTitle, message: .appErrorForgotPIN, recovery: .none)
        case .productRegistrationNotAllowed: ErrorPresentation(title: .appErrorTitle, message: .appErrorRegisterInApp, recovery: .none)
        case .operationNotAllowed: ErrorPresentation(title: .appErrorTitle, message: .appErrorAddAccountInApp, recovery: .none)
        case .cameraPermissionDenied: ErrorPresentation(title: .appErrorTitle, message: .appCameraDenied, recovery: .openSettings)
        case .urlNotRecognized: ErrorPresentation(title: .appErrorTitle, message: .appErrorLinkNotOurs, recovery: .none)
        case .noUniquelyMatchedFirebaseDynamicLinkError:
            ErrorPresentation(title: .appErrorTitle, message: .appErrorShortLink, recovery: .none)
        case .notHaapiKitNotification: ErrorPresentation(title: .appErrorTitle, message: .appErrorNotification, recovery: .none)
        case .flowInProgress: ErrorPresentation(title: .appErrorTitle, message: .appErrorFlowInProgress, recovery: .none)
        }
    }
}
