import HaapiUI
import HaapiHTML
import Testing

/// Every plural text of the HaapiHTML module has a form for every category of its language's CLDR rule.
@Suite("HaapiHTML plural coverage")
struct HTMLPluralCoverageTests {
    @Test func everyPluralTextCoversItsLanguagesCategories() {
        let gaps = PluralCoverage.gaps(in: ScreenKitModule.html.strings)
        #expect(gaps.isEmpty, "\(gaps)")
    }
}
