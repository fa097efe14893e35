public import HaapiModel

extension StringKey {
    /// The title key for a problem of `type` (`hui_problem_generic` for types
    /// without their own).
    public static func problemTitleKey(for type: ProblemType) -> StringKey {
        switch type {
        case .invalidInput: .problemInvalidInput
        case .incorrectCredentials: .problemIncorrectCredentials
        case .authenticationFailed: .problemAuthenticationFailed
        case .tooManyAttempts: .problemTooManyAttempts
        case .unexpected: .problemUnexpected
        case .errorAuthorizationResponse: .problemAuthorizationResponse
        case .mismatchBetweenSessionAndAccessToken: .problemSessionMismatch
        case .genericUserError, .unknown: .problemGeneric
        }
    }
}
