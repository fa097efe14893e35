import Foundation
public import HaapiScreenKit

/// The questions line mode asks about one screen, and what answers do to its
/// views. Pure logic, no I/O.
///
/// The questions come in screen order: each enabled text field (its value),
/// each enabled picker (a number or an option's title), each enabled checkbox
/// (yes or no in the registry's language, such as `j` or `n` in Dutch, and
/// `y` or `n` in every language; empty keeps it), then, when the screen has buttons, links or expandable views,
/// which one to use (a number, a title, or the button's identifier or action
/// name; an empty answer presses the first primary button, as the prompt says). Every question is
/// asked again after an answer that does not fit.
@MainActor
public struct LinePrompter {
    /// One question.
    public enum Question {
        /// The value of a text field.
        case text(TextField)
        /// The option of a picker.
        case choice(Picker)
        /// The state of a checkbox.
        case toggle(Checkbox)
        /// Which action to take, among the numbered controls listed.
        case action([PlacedControl])
    }

    /// What an answer did.
    public enum Outcome {
        /// The answer was used; ask the next question (if any).
        case next
        /// The answer did not fit: ask the same question again, telling why (a
        /// sentence in the registry's language, such as "Answer y or n.").
        case retry(String)
        /// A control acted: an expandable or local control changed the screen
        /// (show it again), or a button or link was used (wait for the next screen).
        case acted(waitsForScreen: Bool)
    }

    /// The questions of the screen, in order.
    public private(set) var questions: [Question]
    /// The index of the question to answer next (`questions.count` when done).
    public private(set) var index = 0
    /// The renderer's own words (the `[y/n]` prompt, hints, yes and no), in its language.
    private let words: TerminalWords

    /// Works out the questions of the screen laid out as `layout`.
    ///
    /// - Parameters:
    ///   - layout: the screen, laid out.
    ///   - themeRegistry: where the prompts' and hints' words come from, in its
    ///     language: the `hui_terminal_*` strings.
    public init(layout: FrameLayout, themeRegistry: ThemeRegistry = .standard) {
        words = TerminalWords(registry: themeRegistry)
        var questions: [Question] = []
        var actions: [PlacedControl] = []
        var seenPickers: [ObjectIdentifier] = []
        for placed in layout.controls {
            switch placed.control {
            case .textField(let field):
                if field.isEnabled { questions.append(.text(field)) }
            case .pickerOption(let picker, _):
                if !seenPickers.contains(ObjectIdentifier(picker)) {
                    seenPickers.append(ObjectIdentifier(picker))
                    questions.append(.choice(picker))
                }
            case .checkbox(let checkbox):
                questions.append(.toggle(checkbox))
            case .button, .link, .expandable:
                actions.append(placed)
            case .fileChooser:
                // A terminal hands over no uploads: a host for it asks for a path instead (the scanner's image path).
                break
            }
        }
        if !actions.isEmpty { questions.append(.action(actions)) }
        self.questions = questions
    }

    /// Takes the buttons and links of `layout` (the same screen laid out again) as
    /// the last question's when they differ from those asked for: answers to the
    /// fields may have enabled a button (Sign In once both fields hold something).
    ///
    /// - Returns: whether the actions changed (the caller shows them again).
    public mutating func refreshActions(from layout: FrameLayout) -> Bool {
        let fresh = layout.controls.filter { placed in
            switch placed.control {
            case .button, .link, .expandable: true
            case .textField, .pickerOption, .checkbox, .fileChooser: false
            }
        }
        guard let last = questions.indices.last, case .action(let asked) = questions[last], !fresh.isEmpty,
              fresh.map(\.id) != asked.map(\.id) || fresh.map(\.number) != asked.map(\.number) else { return false }
        questions[last] = .action(fresh)
        return true
    }

    /// The question to answer now, if any is left.
    public var current: Question? {
        questions.indices.contains(index) ? questions[index] : nil
    }

    /// Whether the current question's answer must not be shown (a secure field).
    public var currentIsSecret: Bool {
        if case .text(let field)? = current { return field.isSecure }
        return false
    }

    /// The prompt of the current question, such as `Username: `, `[1-3]: ` or, when an
    /// empty answer presses a primary button, `[1-3] (Enter alone: Sign in): `.
    public var prompt: String? {
        guard let current else { return nil }
        switch current {
        case .text(let field):
            let name = TerminalText.sanitizeLine(field.label ?? field.name)
            // A visible value is offered as the default: an empty answer keeps it.
            guard !field.isSecure, !field.text.isEmpty else { return name + ": " }
            return "\(name) [\(TerminalText.sanitizeLine(field.text))]: "
        case .choice(let picker):
            let title = picker.title.map { TerminalText.sanitizeLine($0) + " " } ?? ""
            return "\(title)[1-\(picker.options.count)]: "
        case .toggle(let checkbox):
            return TerminalText.sanitizeLine(checkbox.title) + " \(words.yesNoPrompt): "
        case .action(let actions):
            let numbers = actions.compactMap(\.number)
            guard let low = numbers.min(), let high = numbers.max() else { return "> " }
            let range = low == high ? "[\(low)]" : "[\(low)-\(high)]"
            // An empty answer presses the primary button: the prompt says so.
            guard let primary = Self.primary(in: actions) else { return range + ": " }
            return "\(range) (\(words.emptyAnswerPresses(TerminalText.sanitizeLine(primary.control.title)))): "
        }
    }

    /// Applies `answer` to the current question.
    public mutating func answer(_ answer: String) -> Outcome {
        guard let current else { return .retry("") }
        let trimmed = answer.trimmingCharacters(in: .whitespaces)
        switch current {
        case .text(let field):
            if !(answer.isEmpty && !field.isSecure && !field.text.isEmpty) { field.enterText(answer) }
            index += 1
            return .next
        case .choice(let picker):
            if trimmed.isEmpty, picker.selectedIndex != nil { index += 1; return .next }
            let titles = picker.options.map(\.title)
            guard let choice = Self.match(trimmed, titles: titles, extraNames: picker.options.map { [$0.value] }) else {
                return .retry(words.numberHint(low: 1, high: picker.options.count))
            }
            picker.select(at: choice)
            index += 1
            return .next
        case .toggle(let checkbox):
            guard let wanted = trimmed.isEmpty ? checkbox.isChecked : words.yesNo(trimmed) else { return .retry(words.yesOrNoHint) }
            if checkbox.isChecked != wanted { checkbox.toggle() }
            index += 1
            return .next
        case .action(let actions):
            let chosen: PlacedControl?
            if trimmed.isEmpty {
                chosen = Self.primary(in: actions)
            } else if let number = Int(trimmed) {
                chosen = actions.first { $0.number == number }
            } else {
                let titles = actions.map(\.control.title)
                chosen = Self.match(trimmed, titles: titles, extraNames: actions.map(Self.names(of:))).map { actions[$0] }
            }
            guard let chosen else {
                let numbers = actions.compactMap(\.number)
                return .retry(words.numberHint(low: numbers.min() ?? 1, high: numbers.max() ?? 1))
            }
            chosen.control.activate()
            if case .expandable = chosen.control { return .acted(waitsForScreen: false) }
            // A button whose form refused the input (a required field left empty)
            // marks fields with errors and sends nothing: show the screen again.
            if case .button = chosen.control, hasFieldErrors { return .acted(waitsForScreen: false) }
            return .acted(waitsForScreen: true)
        }
    }

    /// The button an empty answer presses: the first primary one.
    private static func primary(in actions: [PlacedControl]) -> PlacedControl? {
        actions.first { $0.control.role == .primary }
    }

    /// Whether a text field of the screen shows an error now.
    private var hasFieldErrors: Bool {
        questions.contains { question in
            if case .text(let field) = question { field.errorText != nil } else { false }
        }
    }

    // MARK: Matching answers

    /// The names an answer may use besides the title: the control's stable id and,
    /// for buttons and links, the action's id or the link's relation.
    private static func names(of placed: PlacedControl) -> [String] {
        switch placed.control {
        case .button(let button): [placed.id.rawValue, button.identifier, button.actionIdentifier].compactMap { $0 }
        case .link(let link): [placed.id.rawValue, link.identifier, link.relation].compactMap { $0 }
        default: [placed.id.rawValue]
        }
    }

    /// The index of the title (or other name) that `answer` names: a number, an
    /// exact title or name (ignoring case), or the only title containing it.
    static func match(_ answer: String, titles: [String], extraNames: [[String]]) -> Int? {
        if let number = Int(answer) { return titles.indices.contains(number - 1) ? number - 1 : nil }
        let folded = answer.lowercased()
        if let exact = titles.firstIndex(where: { $0.lowercased() == folded }) { return exact }
        if let named = extraNames.firstIndex(where: { $0.contains { $0.lowercased() == folded } }) { return named }
        let containing = titles.indices.filter { titles[$0].lowercased().contains(folded) }
        return containing.count == 1 ? containing[0] : nil
    }
}
