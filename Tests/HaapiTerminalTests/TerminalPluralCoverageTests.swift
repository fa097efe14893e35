import HaapiUI
import HaapiTerminal
import Testing

/// Every plural text of the HaapiTerminal module has a form for every category of its language's CLDR rule.
@Suite("HaapiTerminal plural coverage")
struct TerminalPluralCoverageTests {
    @Test func everyPluralTextCoversItsLanguagesCategories() {
        let gaps = PluralCoverage.gaps(in: ScreenKitModule.terminal.strings)
        #expect(gaps.isEmpty, "\(gaps)")
    }
}
