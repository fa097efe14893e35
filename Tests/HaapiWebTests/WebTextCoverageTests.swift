import HaapiUI
import HaapiWeb
import Testing

/// Every text of the HaapiWeb module is in every shipped language, and every plural text has a form for every category of its language's CLDR rule.
@Suite("HaapiWeb text coverage")
struct WebTextCoverageTests {
    @Test func everyPluralTextCoversItsLanguagesCategories() {
        let gaps = PluralCoverage.gaps(in: ScreenKitModule.haapiWeb.strings)
        #expect(gaps.isEmpty, "\(gaps)")
    }

    @Test func everyKeyIsInEveryShippedLanguage() {
        let missing = TranslationCoverage.missingKeys(in: ScreenKitModule.haapiWeb.strings)
        #expect(missing.isEmpty, "\(missing)")
    }
}
