public import HaapiScreenKit

/// A key (interactive) or a word (line mode) that runs an action of the app's,
/// such as the demo's "approve the BankID simulator", on the screens it is offered
/// on (``isOffered``): each screen's footer lists only the keys that do something there.
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
    /// Whether the command does something on the screen drawn from the given root
    /// view: only then is it listed in the footer and does its key (or name) run it.
    /// Every screen by default.
    public var isOffered: @MainActor @Sendable (View) -> Bool

    /// Creates a command that performs an action, on the screens `isOffered` accepts.
    public init(
        key: Character, name: String, help: String, isOffered: @escaping @MainActor @Sendable (View) -> Bool = { _ in true },
        action: @escaping @MainActor @Sendable () -> Void
    ) {
        self.key = key
        self.name = name
        self.help = help
        self.isOffered = isOffered
        self.action = action
    }

    /// Creates a command that types a text it finds into the current text field:
    /// the focused one in the interactive terminal, the one asked about in line
    /// mode (where it is written `!name`).
    public init(
        key: Character, name: String, help: String, isOffered: @escaping @MainActor @Sendable (View) -> Bool = { _ in true },
        answer: @escaping @MainActor @Sendable () async -> String?
    ) {
        self.key = key
        self.name = name
        self.help = help
        self.isOffered = isOffered
        self.action = {}
        self.answer = answer
    }
}
