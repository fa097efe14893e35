import Testing
@testable import HaapiLocalization

@Suite("Plural rules")
struct PluralRuleTests {
    /// CLDR: en, nl and sv have `one: i = 1 and v = 0`; everything else is other.
    static let expected: [(String, PluralCategory)] = [
        ("0", .other), ("1", .one), ("2", .other), ("1.5", .other), ("21", .other), ("101", .other),
        ("1.0", .other), ("0.1", .other), ("-1", .one),
    ]

    @Test(arguments: [Language.english, .dutch, .swedish])
    func categoriesOfOneOtherLanguages(_ language: Language) throws {
        let rule = try #require(PluralRuleSet.standard.rule(for: language))
        #expect(rule.categories == [.one, .other])
        for (number, category) in Self.expected {
            let operands = try #require(PluralOperands(decimal: number))
            #expect(rule.category(for: operands) == category, "\(number) in \(language)")
        }
        #expect(rule.category(for: 1) == .one)
        #expect(rule.category(for: 21) == .other)
    }

    @Test func operands() throws {
        let value = try #require(PluralOperands(decimal: "1.50"))
        #expect(value.n == 1.5 && value.i == 1 && value.v == 2 && value.w == 1 && value.f == 50 && value.t == 5)
        let integer = PluralOperands(101)
        #expect(integer.i == 101 && integer.v == 0 && integer.f == 0)
        #expect(PluralOperands(-3).n == 3)
        for bad in ["", "1.", ".5", "1,5", "1e", "1c123", "c3", "abc", "--1"] {
            #expect(PluralOperands(decimal: bad) == nil, "\(bad)")
        }
    }
}
