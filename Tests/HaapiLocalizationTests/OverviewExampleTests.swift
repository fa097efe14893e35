import HaapiLocalization
import Testing

/// The catalog's overview example.
@Suite("HaapiLocalization's overview")
struct OverviewExampleTests {
    @Test func theOverviewsExample() throws {
        let language = Language(tag: "pt-AO")!
        let chain = language.fallbacks.map(\.code)                          // ["pt-AO", "pt-PT", "pt", "pt-BR"]
        let category = PluralRuleSet.standard.rule(for: Language(tag: "pl")!)?.category(for: 3)   // .few
        let text = try StringFormatter.format("%2$@, %1$d", [3, "left"])   // "left, 3"

        #expect(chain == ["pt-AO", "pt-PT", "pt", "pt-BR"])
        #expect(category == .few)
        #expect(text == "left, 3")
    }
}
