import HaapiUI
import HaapiApp
import Testing

/// Every text of the HaapiApp module is in every shipped language, and every plural text has a form for every category of its language's CLDR rule.
@Suite("HaapiApp text coverage")
struct HaapiAppTextCoverageTests {
    @Test func everyPluralTextCoversItsLanguagesCategories() {
        let gaps = PluralCoverage.gaps(in: ScreenKitModule.haapiApp.strings)
        #expect(gaps.isEmpty, "\(gaps)")
    }

    @Test func everyKeyIsInEveryShippedLanguage() {
        let missing = TranslationCoverage.missingKeys(in: ScreenKitModule.haapiApp.strings)
        #expect(missing.isEmpty, "\(missing)")
    }
}
