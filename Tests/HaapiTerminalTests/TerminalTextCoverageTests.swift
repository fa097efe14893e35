import HaapiUI
import HaapiTerminal
import HaapiTesting
import Testing

/// Every text of the HaapiTerminal module is in every shipped language (the same as English only
/// for a reason), every plural text has a form for every category of its language's CLDR
/// rule, and its String Catalog agrees with its sources.
@Suite("HaapiTerminal text coverage")
struct TerminalTextCoverageTests {
    @Test func everyPluralTextCoversItsLanguagesCategories() {
        let gaps = PluralCoverage.gaps(in: ScreenKitModule.terminal.allStrings)
        #expect(gaps.isEmpty, "\(gaps)")
    }

    @Test func everyKeyIsInEveryShippedLanguage() {
        let missing = TranslationCoverage.missingKeys(in: ScreenKitModule.terminal.allStrings)
        #expect(missing.isEmpty, "\(missing)")
    }

    /// Translations that may be the English text, by key: the languages, and why.
    static let sameAsEnglish: [StringKey: Set<String>] = [
        // Italian "no" is English's; the y/n letters need no input method switch in Japanese, Korean and Chinese.
        .terminalNoAnswers: ["it"], .terminalYesNoPrompt: ["ja", "ko", "zh-Hans", "zh-Hant"],
    ]

    @Test func translationsTheSameAsEnglishHaveAReason() {
        let same = TranslationCoverage.sameAsEnglish(in: ScreenKitModule.terminal.allStrings, allowed: Self.sameAsEnglish)
        #expect(same.isEmpty, "\(same)")
    }

    @Test func theCatalogAgreesWithTheSources() throws {
        let problems = try StringCatalogCheck.problems(of: .terminal)
        #expect(problems.isEmpty, "\(problems)")
    }
}
