import HaapiUI
import HaapiHTML
import Testing

/// Every text of the HaapiHTML module is in every shipped language, and every plural text has a form for every category of its language's CLDR rule.
@Suite("HaapiHTML text coverage")
struct HTMLTextCoverageTests {
    @Test func everyPluralTextCoversItsLanguagesCategories() {
        let gaps = PluralCoverage.gaps(in: ScreenKitModule.html.strings)
        #expect(gaps.isEmpty, "\(gaps)")
    }

    @Test func everyKeyIsInEveryShippedLanguage() {
        let missing = TranslationCoverage.missingKeys(in: ScreenKitModule.html.strings)
        #expect(missing.isEmpty, "\(missing)")
    }
}
