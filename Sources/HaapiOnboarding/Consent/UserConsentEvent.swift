/// What happened on the consent screens: the input of ``UserConsentStateMachine/handle(_:)``.
public enum UserConsentEvent: String, Sendable, Hashable, Codable {
    /// Show where the sequence is: the current page, or (once ended) its end again.
    case start
    /// Next: the following page of the current form.
    case nextPage
    /// Back: the page before, in the current form.
    case previousPage
    /// Agree, on a form's last page.
    case agree
    /// Deny or Not Now, on a form's last page.
    case deny
    /// Cancel.
    case cancel
}
