import HaapiUI
import HaapiTerminal
import Testing

/// Every text of the HaapiTerminal module is in every shipped language, and every plural text has a form for every category of its language's CLDR rule.
@Suite("HaapiTerminal text coverage")
struct TerminalTextCoverageTests {
    @Test func everyPluralTextCoversItsLanguagesCategories() {
        let gaps = PluralCoverage.gaps(in: ScreenKitModule.terminal.strings)
        #expect(gaps.isEmpty, "\(gaps)")
    }

    @Test func everyKeyIsInEveryShippedLanguage() {
        let missing = TranslationCoverage.missingKeys(in: ScreenKitModule.terminal.strings)
        #expect(missing.isEmpty, "\(missing)")
    }
}
