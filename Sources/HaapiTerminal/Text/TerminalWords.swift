import Foundation
import HaapiScreenKit

/// The terminal renderer's own words: the interactive footer's key hints, the
/// line-mode hints after an answer that does not fit, and the yes and no answers
/// to a checkbox. They are the `hui_terminal_*` strings of a ``ThemeRegistry``, in
/// its language and with the app's overrides.
struct TerminalWords {
    /// Where the texts come from.
    let registry: ThemeRegistry

    /// The words of `registry`, with the terminal's defaults registered when they are not.
    init(registry: ThemeRegistry) {
        self.registry = registry.withTerminalWords
    }

    /// The footer's hints about the keys that work now, in order ("↑↓/Tab move",
    /// "Enter choose", …): moving only between two controls or more, the digits only
    /// where they act on a numbered control (not while they are typed into a text field),
    /// Escape only where the screen has a way back.
    func footerHints(for working: WorkingKeys) -> [String] {
        var keys: [StringKey] = []
        if working.controls > 1 { keys.append(.terminalFooterMove) }
        if working.controls > 0 { keys.append(.terminalFooterChoose) }
        if working.numbered, !working.typing { keys.append(.terminalFooterPick) }
        if working.canGoBack { keys.append(.terminalFooterBack) }
        keys.append(.terminalFooterCancel)
        return keys.map { text($0) }
    }

    /// The footer's hint that Page Up and Page Down scroll ("PgUp/PgDn scroll").
    var scrollHint: String { text(.terminalFooterScroll) }

    /// The footer's note that `count` lines are out of sight below ("↓ 2 more lines below").
    func moreLinesBelow(_ count: Int) -> String {
        text(.terminalMoreLinesBelow, [.int(count)])
    }

    /// The hint after an answer that is not one of the numbers `low` to `high`.
    func numberHint(low: Int, high: Int) -> String {
        low == high ? text(.terminalAnswerNumber, [.int(low)]) : text(.terminalAnswerNumberRange, [.int(low), .int(high)])
    }

    /// The hint after an answer to a checkbox that is neither yes nor no.
    var yesOrNoHint: String { text(.terminalAnswerYesOrNo) }

    /// What the question which action to take adds about an empty answer: it presses
    /// the button titled `title` ("Enter alone: Sign in").
    func emptyAnswerPresses(_ title: String) -> String {
        text(.terminalEmptyAnswerPresses, [.text(title)])
    }

    /// What follows a checkbox's title in its question (`[y/n]`).
    var yesNoPrompt: String { text(.terminalYesNoPrompt) }

    /// Whether `answer` means yes (`true`) or no (`false`), or `nil` when it means
    /// neither. The language's words come first; `y`, `yes`, `n`, `no` (and `true`,
    /// `1`, `x`, `on`, `false`, `0`, `off`) count in every language. Case is ignored.
    func yesNo(_ answer: String) -> Bool? {
        let folded = answer.trimmingCharacters(in: .whitespaces).lowercased()
        if words(.terminalYesAnswers).contains(folded) { return true }
        if words(.terminalNoAnswers).contains(folded) { return false }
        switch folded {
        case "y", "yes", "true", "1", "x", "on": return true
        case "n", "no", "false", "0", "off": return false
        default: return nil
        }
    }

    private func words(_ key: StringKey) -> [String] {
        registry.text(key).split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .filter { !$0.isEmpty }
    }

    /// The text of `key`, on one line; as ``ThemeRegistry/text(_:_:)``, a key that
    /// cannot be formatted shows its template rather than nothing.
    private func text(_ key: StringKey, _ arguments: [FormatArgument] = []) -> String {
        let text = (try? registry.strings.string(key, language: registry.language, arguments: arguments)) ?? registry.text(key)
        return TerminalText.sanitizeLine(text)
    }
}
