import HaapiUI

/// A key (interactive) or a word (line mode) that runs an action of the app's,
/// such as the demo's "approve the BankID simulator".
public struct TerminalCommand: Sendable {
    /// The key that runs it in the interactive terminal (when not typing in a field).
    public var key: Character
    /// The answer that runs it in line mode.
    public var name: String
    /// A short description shown in the interactive terminal's footer.
    public var help: String
    /// What it does.
    public var action: @MainActor @Sendable () -> Void
    /// For a command that fills in the current text field (such as a one-time
    /// code): finds the text, or `nil` when there is none.
    public var answer: (@MainActor @Sendable () async -> String?)?

    /// Creates a command that performs an action.
    public init(key: Character, name: String, help: String, action: @escaping @MainActor @Sendable () -> Void) {
        self.key = key
        self.name = name
        self.help = help
        self.action = action
    }

    /// Creates a command that types a text it finds into the current text field:
    /// the focused one in the interactive terminal, the one asked about in line
    /// mode (where it is written `!name`).
    public init(key: Character, name: String, help: String, answer: @escaping @MainActor @Sendable () async -> String?) {
        self.key = key
        self.name = name
        self.help = help
        self.action = {}
        self.answer = answer
    }
}
