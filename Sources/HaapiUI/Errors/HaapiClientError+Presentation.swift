public import HaapiClient

extension HaapiClientError: PresentableError {
    /// What a person is told: the server could not be reached, is busy, refused, or
    /// answered what the app cannot use; or the app's own set-up failed.
    public var presentation: ErrorPresentation {
        switch self {
        case .network(let error):
            ErrorPresentation(message: .problemNetwork, recovery: error.isRetryable ? .tryAgain : .startAgain)
        case .httpStatus(let error):
            error.presentation
        case .oauth(let error):
            error.presentation
        case .protocolViolation:
            ErrorPresentation(message: .errorServerAnswer, recovery: .startAgain)
        case .configuration, .invalidUse, .registration:
            ErrorPresentation(message: .errorAppSetup, recovery: .contactSupport)
        case .dpop, .security, .attestation:
            ErrorPresentation(message: .errorNotSecure, recovery: .contactSupport)
        case .storage:
            ErrorPresentation(message: .errorStorage, recovery: .tryAgain)
        case .cancelled:
            ErrorPresentation(message: .errorCancelled, recovery: .none)
        }
    }
}

extension HTTPStatusError: PresentableError {
    /// What a person is told about an HTTP status: too many attempts (429), a busy or
    /// failing server (5xx), or a refusal.
    public var presentation: ErrorPresentation {
        switch status {
        case 429: ErrorPresentation(message: .problemTooManyAttempts, recovery: .tryAgain)
        case 500..<600: ErrorPresentation(message: .errorServiceUnavailable, recovery: isRetryable ? .tryAgain : .startAgain)
        default: ErrorPresentation(message: .errorRefused, recovery: .startAgain)
        }
    }
}

extension OAuthError: PresentableError {
    /// What a person is told about an OAuth error code (RFC 6749 and OpenID Connect);
    /// the server's `error_description` is for developers and is never shown.
    public var presentation: ErrorPresentation {
        switch error {
        case "access_denied":
            ErrorPresentation(message: .errorAccessDenied, recovery: .contactSupport)
        case "temporarily_unavailable":
            ErrorPresentation(message: .errorServiceUnavailable, recovery: .tryAgain)
        case "server_error":
            ErrorPresentation(message: .errorServiceUnavailable, recovery: .startAgain)
        case "slow_down":
            ErrorPresentation(message: .problemTooManyAttempts, recovery: .startAgain)
        case "login_required", "interaction_required", "consent_required", "account_selection_required":
            ErrorPresentation(message: .problemAuthorizationResponse, recovery: .startAgain)
        case "invalid_grant", "invalid_token", "expired_token":
            ErrorPresentation(message: .problemSessionMismatch, recovery: .startAgain)
        case "invalid_client", "unauthorized_client", "invalid_scope", "invalid_request", "unsupported_response_type",
            "invalid_redirect_uri", "invalid_client_metadata", "invalid_software_statement", "unapproved_software_statement":
            ErrorPresentation(message: .errorAppSetup, recovery: .contactSupport)
        default:
            ErrorPresentation(message: .problemAuthorizationResponse, recovery: .startAgain)
        }
    }
}
