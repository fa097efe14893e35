import HaapiUI
import HaapiWeb
import Testing

/// Every plural text of the HaapiWeb module has a form for every category of its language's CLDR rule.
@Suite("HaapiWeb plural coverage")
struct WebPluralCoverageTests {
    @Test func everyPluralTextCoversItsLanguagesCategories() {
        let gaps = PluralCoverage.gaps(in: ScreenKitModule.haapiWeb.strings)
        #expect(gaps.isEmpty, "\(gaps)")
    }
}
