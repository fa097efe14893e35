/// What a button means on its screen, so that renderers map keys and defaults to
/// it (Enter, Escape, a form's default button) without matching identifiers or titles.
public enum ButtonRole: String, Sendable, Hashable, CaseIterable {
    /// The screen's main action: a form's submit button, a confirmation.
    case primary
    /// Another action of the screen.
    case secondary
    /// Cancels the current step or question (a BankID wait, a server `cancel`
    /// action, "stay" in a close confirmation); renderers map Escape to it.
    case cancel
    /// Ends the whole flow (the container's close button).
    case close

}
