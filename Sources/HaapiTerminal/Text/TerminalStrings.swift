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

    /// `hui_terminal_role_button`: Plain mode, said after a button's title (its role).
    public static let terminalRoleButton: StringKey = "hui_terminal_role_button"
    /// `hui_terminal_role_link`: Plain mode, said after a link's title (its role).
    public static let terminalRoleLink: StringKey = "hui_terminal_role_link"
    /// `hui_terminal_role_text_field`: Plain mode, said after a text field's label (its role).
    public static let terminalRoleTextField: StringKey = "hui_terminal_role_text_field"
    /// `hui_terminal_role_password_field`: Plain mode, said after a password field's label (its role; the value is hidden).
    public static let terminalRolePasswordField: StringKey = "hui_terminal_role_password_field"
    /// `hui_terminal_role_checkbox`: Plain mode, said after a checkbox's title (its role).
    public static let terminalRoleCheckbox: StringKey = "hui_terminal_role_checkbox"
    /// `hui_terminal_role_option`: Plain mode, said after an option of a list where one is chosen (its role).
    public static let terminalRoleOption: StringKey = "hui_terminal_role_option"
    /// `hui_terminal_role_section`: Plain mode, said after the title of a section that opens and closes (its role).
    public static let terminalRoleSection: StringKey = "hui_terminal_role_section"
    /// `hui_terminal_state_checked`: Plain mode: a checkbox is ticked.
    public static let terminalStateChecked: StringKey = "hui_terminal_state_checked"
    /// `hui_terminal_state_not_checked`: Plain mode: a checkbox is not ticked.
    public static let terminalStateNotChecked: StringKey = "hui_terminal_state_not_checked"
    /// `hui_terminal_state_selected`: Plain mode: the option chosen.
    public static let terminalStateSelected: StringKey = "hui_terminal_state_selected"
    /// `hui_terminal_state_expanded`: Plain mode: a section is open.
    public static let terminalStateExpanded: StringKey = "hui_terminal_state_expanded"
    /// `hui_terminal_state_collapsed`: Plain mode: a section is closed.
    public static let terminalStateCollapsed: StringKey = "hui_terminal_state_collapsed"
    /// `hui_terminal_state_unavailable`: Plain mode: a control cannot be used now.
    public static let terminalStateUnavailable: StringKey = "hui_terminal_state_unavailable"
    /// `hui_terminal_state_required`: Plain mode: a field must be filled in.
    public static let terminalStateRequired: StringKey = "hui_terminal_state_required"
    /// `hui_terminal_error_prefix`: Plain mode, before a field's error (instead of a mark).
    public static let terminalErrorPrefix: StringKey = "hui_terminal_error_prefix"
    /// `hui_terminal_warning_prefix`: Plain mode, before a warning (instead of a mark).
    public static let terminalWarningPrefix: StringKey = "hui_terminal_warning_prefix"
    /// `hui_terminal_info_prefix`: Plain mode, before a note (instead of a mark).
    public static let terminalInfoPrefix: StringKey = "hui_terminal_info_prefix"
    /// `hui_terminal_success_prefix`: Plain mode, before a message that something worked (instead of a mark).
    public static let terminalSuccessPrefix: StringKey = "hui_terminal_success_prefix"
    /// `hui_terminal_progress`: Plain mode, a progress bar in words; `%d` is how much is done, in percent.
    public static let terminalProgress: StringKey = "hui_terminal_progress"
    /// `hui_terminal_list_separator`: Plain mode, between a control's title, role and state (", ").
    public static let terminalListSeparator: StringKey = "hui_terminal_list_separator"

    /// The terminal renderer's own keys, in table order.
    public static let terminal: [StringKey] = [
        .terminalFooterMove, .terminalFooterChoose, .terminalFooterPick, .terminalFooterBack, .terminalFooterCancel,
        .terminalFooterScroll, .terminalMoreLinesBelow, .terminalAnswerNumberRange, .terminalAnswerNumber, .terminalAnswerYesOrNo,
        .terminalEmptyAnswerPresses, .terminalYesNoPrompt, .terminalYesAnswers, .terminalNoAnswers,
        .terminalRoleButton, .terminalRoleLink, .terminalRoleTextField, .terminalRolePasswordField, .terminalRoleCheckbox,
        .terminalRoleOption, .terminalRoleSection, .terminalStateChecked, .terminalStateNotChecked, .terminalStateSelected,
        .terminalStateExpanded, .terminalStateCollapsed, .terminalStateUnavailable, .terminalStateRequired,
        .terminalErrorPrefix, .terminalWarningPrefix, .terminalInfoPrefix, .terminalSuccessPrefix, .terminalProgress, .terminalListSeparator,
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
            .terminalRoleButton: .text("button"),
            .terminalRoleLink: .text("link"),
            .terminalRoleTextField: .text("text field"),
            .terminalRolePasswordField: .text("password field"),
            .terminalRoleCheckbox: .text("checkbox"),
            .terminalRoleOption: .text("option"),
            .terminalRoleSection: .text("section"),
            .terminalStateChecked: .text("checked"),
            .terminalStateNotChecked: .text("not checked"),
            .terminalStateSelected: .text("selected"),
            .terminalStateExpanded: .text("expanded"),
            .terminalStateCollapsed: .text("collapsed"),
            .terminalStateUnavailable: .text("unavailable"),
            .terminalStateRequired: .text("required"),
            .terminalErrorPrefix: .text("Error:"),
            .terminalWarningPrefix: .text("Warning:"),
            .terminalInfoPrefix: .text("Information:"),
            .terminalSuccessPrefix: .text("Success:"),
            .terminalProgress: .text("Progress: %d percent"),
            .terminalListSeparator: .text(", "),
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
