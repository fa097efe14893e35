import HaapiUI
import HaapiApp
import Testing

/// Every plural text of the HaapiApp module has a form for every category of its language's CLDR rule.
@Suite("HaapiApp plural coverage")
struct HaapiAppPluralCoverageTests {
    @Test func everyPluralTextCoversItsLanguagesCategories() {
        let gaps = PluralCoverage.gaps(in: ScreenKitModule.haapiApp.strings)
        #expect(gaps.isEmpty, "\(gaps)")
    }
}
