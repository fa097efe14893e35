/// How a terminal session ended.
public enum TerminalRunResult: Sendable, Hashable {
    /// ``InteractiveTerminal/finish()`` or ``LineTerminal/finish()`` was called: the flow ended.
    case finished
    /// The person cancelled: Ctrl-C, Ctrl-D, or a termination signal (its number).
    case cancelled(signal: Int32?)
    /// The input ended (no more keys or answers) before the flow did.
    case inputEnded
}
