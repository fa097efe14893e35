public import HaapiScreenKit

extension StringKey {
    /// `hui_terminal_footer_move`: Footer hint of the full-screen terminal: the keys that move the focus.
    public static let terminalFooterMove: StringKey = "hui_terminal_footer_move"
    /// `hui_terminal_footer_choose`: Footer hint of the full-screen terminal: the key that acts on the focused control.
    public static let terminalFooterChoose: StringKey = "hui_terminal_footer_choose"
    /// `hui_terminal_footer_pick`: Footer hint of the full-screen terminal: typing a control's number acts on it.
    public static let terminalFooterPick: StringKey = "hui_terminal_footer_pick"
    /// `hui_terminal_footer_back`: Footer hint of the full-screen terminal: Escape presses the screen's cancel button.
    public static let terminalFooterBack: StringKey = "hui_terminal_footer_back"
    /// `hui_terminal_footer_cancel`: Footer hint of the full-screen terminal: Ctrl-C ends the flow.
    public static let terminalFooterCancel: StringKey = "hui_terminal_footer_cancel"
    /// `hui_terminal_footer_scroll`: Footer hint of the full-screen terminal when lines are out
    /// of sight: Page Up and Page Down scroll.
    public static let terminalFooterScroll: StringKey = "hui_terminal_footer_scroll"
    /// `hui_terminal_more_lines_below`: Footer note of the full-screen terminal when the
    /// screen is taller than the terminal; `%d` is the number of lines out of sight, plural by it.
    public static let terminalMoreLinesBelow: StringKey = "hui_terminal_more_lines_below"
    /// `hui_terminal_answer_number_range`: Line mode, after an answer that is not one of the
    /// numbers offered; `%d` and `%d` are the lowest and the highest number.
    public static let terminalAnswerNumberRange: StringKey = "hui_terminal_answer_number_range"
    /// `hui_terminal_answer_number`: Line mode, after an answer that is not the only number
    /// offered; `%d` is that number.
    public static let terminalAnswerNumber: StringKey = "hui_terminal_answer_number"
    /// `hui_terminal_answer_yes_or_no`: Line mode, after an answer to a checkbox that is neither yes nor no.
    public static let terminalAnswerYesOrNo: StringKey = "hui_terminal_answer_yes_or_no"
    /// `hui_terminal_empty_answer_presses`: Line mode, in the question which action to take
    /// (after the numbers offered): an empty answer, Enter alone, presses the screen's primary
    /// button; `%@` is that button's title.
    public static let terminalEmptyAnswerPresses: StringKey = "hui_terminal_empty_answer_presses"
    /// `hui_terminal_yes_no_prompt`: Line mode, written after a checkbox's title to ask for yes or no.
    public static let terminalYesNoPrompt: StringKey = "hui_terminal_yes_no_prompt"
    /// `hui_terminal_yes_answers`: Line mode: the answers, separated by commas, that check a
    /// checkbox in this language (`y`, `yes`, `true`, `1`, `x` and `on` are accepted in every language).
    public static let terminalYesAnswers: StringKey = "hui_terminal_yes_answers"
    /// `hui_terminal_no_answers`: Line mode: the answers, separated by commas, that clear a
    /// checkbox in this language (`n`, `no`, `false`, `0` and `off` are accepted in every language).
    public static let terminalNoAnswers: StringKey = "hui_terminal_no_answers"

    /// The terminal renderer's own keys, in table order.
    public static let terminal: [StringKey] = [
        .terminalFooterMove, .terminalFooterChoose, .terminalFooterPick, .terminalFooterBack, .terminalFooterCancel,
        .terminalFooterScroll, .terminalMoreLinesBelow, .terminalAnswerNumberRange, .terminalAnswerNumber, .terminalAnswerYesOrNo,
        .terminalEmptyAnswerPresses, .terminalYesNoPrompt, .terminalYesAnswers, .terminalNoAnswers,
    ]
}

extension ScreenKitModule {
    /// The terminal renderer's own words (`hui_terminal_*`) in every shipped
    /// language. ``TerminalFlowRunner`` registers it in the registry it draws with;
    /// add it to the application builder (`HaapiUI/HaapiUIKitApplicationBuilder/addModule(_:)`)
    /// so that theme and strings files may override these words.
    public static let terminal = ScreenKitModule(
        name: "HaapiTerminal", strings: [.english: [
            .terminalFooterMove: .text("↑↓/Tab move"),
            .terminalFooterChoose: .text("Enter choose"),
            .terminalFooterPick: .text("1-9 pick"),
            .terminalFooterBack: .text("Esc back"),
            .terminalFooterCancel: .text("Ctrl-C cancel"),
            .terminalFooterScroll: .text("PgUp/PgDn scroll"),
            .terminalMoreLinesBelow: .plural([[.one]: "↓ %d more line below", [.other]: "↓ %d more lines below"]),
            .terminalAnswerNumberRange: .text("Answer with a number from %d to %d."),
            .terminalAnswerNumber: .text("Answer with the number %d."),
            .terminalAnswerYesOrNo: .text("Answer y or n."),
            .terminalEmptyAnswerPresses: .text("Enter alone: %@"),
            .terminalYesNoPrompt: .text("[y/n]"),
            .terminalYesAnswers: .text("y, yes"),
            .terminalNoAnswers: .text("n, no"),
        ]], translations: BundledTranslations.Catalog(module: "HaapiTerminal"))
}

extension ThemeRegistry {
    /// This registry with the terminal's own words (``HaapiScreenKit/ScreenKitModule/terminal``)
    /// when they are not registered yet.
    var withTerminalWords: ThemeRegistry {
        guard !moduleNames.contains(ScreenKitModule.terminal.name) else { return self }
        return (try? registering(.terminal)) ?? self
    }
}
