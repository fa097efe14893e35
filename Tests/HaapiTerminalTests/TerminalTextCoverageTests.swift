import HaapiUI
import HaapiTerminal
import HaapiTesting
import Testing

/// Every text of the HaapiTerminal module is in every shipped language (the same as English only
/// for a reason), every plural text has a form for every category of its language's CLDR
/// rule, and its String Catalog agrees with its sources.
@Suite("HaapiTerminal text coverage")
struct TerminalTextCoverageTests {
    /// Translations that may be the English text, by key: the languages, and why.
    static let sameAsEnglish: [StringKey: Set<String>] = [
        // Italian "no" is English's; the y/n letters need no input method switch in Japanese, Korean and Chinese.
        .terminalNoAnswers: ["it"], .terminalYesNoPrompt: ["ja", "ko", "zh-Hans", "zh-Hant"],
        // ", " is the list comma of every language but Arabic, Chinese and Japanese.
        .terminalListSeparator: [
            "cs", "da", "de", "el", "es", "fi", "fr", "he", "hi", "hu", "it", "ko", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sv", "tr",
            "uk",
        ],
        // The same words in these languages: "link" (screen readers' role name), French "option" and "section", Spanish "Error:".
        .terminalRoleLink: ["da", "it", "nl", "pl", "pt-BR", "pt-PT", "ro"],
        .terminalRoleOption: ["fr"], .terminalRoleSection: ["fr"], .terminalErrorPrefix: ["es"],
        // "Information:" is Danish and Swedish too (the HTML renderer says it the same way).
        .terminalInfoPrefix: ["da", "sv"],
    ]

    @Test func everyTextIsTranslatedAndTheCatalogAgreesWithTheSources() throws {
        let problems = try StringCatalogCheck.textProblems(of: .terminal, sameAsEnglish: Self.sameAsEnglish)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
