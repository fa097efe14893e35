import HaapiUI

/// A backend that shows view trees to a person and turns their input into calls on
/// the views (``Button/tap()``, ``TextField/enterText(_:)``, ...), the way a log
/// handler is the backend of swift-log's `Logger`.
///
/// HaapiUI defines the view tree but no renderer protocol; this is it. The flow
/// container calls ``show(_:)`` for each new screen and ``setNeedsDisplay()`` when
/// views of the current screen changed (a countdown, a problem next to a field).
/// HaapiTerminal has two backends: ``InteractiveTerminal`` (full screen, keys) and
/// ``LineTerminal`` (printed screens, line answers, scripts).
@MainActor
public protocol ViewTreeRenderer: AnyObject {
    /// Shows `root` as the current screen, replacing the previous one.
    func show(_ root: View)
    /// Draws the current screen again after its views changed.
    func setNeedsDisplay()
    /// Shows `root` after a flow container reported `change` (see
    /// ``HaapiUI/HaapiFlowViewController/onDisplayChange``). The default shows a new
    /// screen with ``show(_:)`` and redraws otherwise.
    func display(_ root: View, after change: HaapiFlowDisplayChange)
}

extension ViewTreeRenderer {
    public func display(_ root: View, after change: HaapiFlowDisplayChange) {
        if change == .newScreen {
            show(root)
        } else {
            setNeedsDisplay()
        }
    }
}

/// How a terminal session ended.
public enum TerminalRunResult: Sendable, Hashable {
    /// ``InteractiveTerminal/finish()`` or ``LineTerminal/finish()`` was called: the flow ended.
    case finished
    /// The person cancelled: Ctrl-C, Ctrl-D, or a termination signal (its number).
    case cancelled(signal: Int32?)
    /// The input ended (no more keys or answers) before the flow did.
    case inputEnded
}

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
