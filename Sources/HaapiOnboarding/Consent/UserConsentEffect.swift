/// What ``UserConsentStateMachine/handle(_:)`` asks the consent screen to do.
public enum UserConsentEffect: Sendable, Hashable, Codable {
    /// Show this page.
    case showPage(UserConsentPageDisplay)
    /// The sequence ended with these responses, one per form.
    case finish([UserConsentStateMachine.Response])
    /// The person cancelled.
    case cancelled
}
