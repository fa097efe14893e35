import Testing
@testable import HaapiScreenKit

@Suite("Plural rules")
struct PluralRuleTests {
    /// CLDR: en, nl and sv have `one: i = 1 and v = 0`; everything else is other.
    static let expected: [(String, PluralCategory)] = [
        ("0", .other), ("1", .one), ("2", .other), ("1.5", .other), ("21", .other), ("101", .other),
        ("1.0", .other), ("0.1", .other), ("-1", .one),
    ]

    @Test(arguments: Language.shipped)
    func categoriesOfShippedLanguages(_ language: Language) throws {
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

    @Test(arguments: [
        (Language.english, ["0 seconds", "1 second", "2 seconds", "21 seconds", "101 seconds"]),
        (Language.dutch, ["0 seconden", "1 seconde", "2 seconden", "21 seconden", "101 seconden"]),
        (Language.swedish, ["0 sekunder", "1 sekund", "2 sekunder", "21 sekunder", "101 sekunder"]),
    ])
    func pluralTextsInEachLanguage(_ language: Language, _ expected: [String]) throws {
        let texts = try [0, 1, 2, 21, 101].map {
            try StringCatalog.standard.string(.pollingSeconds, language: language, arguments: [.int($0)])
        }
        #expect(texts == expected)
    }

    @Test func moreLanguagesCanBeAdded() throws {
        let french = PluralRule(categories: [.one, .many]) { $0.i == 0 || $0.i == 1 ? .one : .other }
        let rules = PluralRuleSet.standard.adding(french, for: "FR")
        let language = try #require(Language(tag: "fr-CA"))
        #expect(rules.rule(for: language)?.category(for: 0) == .one)
        #expect(rules.rule(for: language)?.categories == [.one, .many, .other])
        let catalog = try StringCatalog(pluralRules: rules)
            .overriding(.pollingSeconds, with: .plural([[.one]: "%d seconde", [.other]: "%d secondes"]), language: language)
        #expect(try catalog.string(.pollingSeconds, language: language, arguments: [0]) == "0 seconde")
        #expect(try catalog.string(.pollingSeconds, language: language, arguments: [2]) == "2 secondes")
        // Keys French does not override fall back to English, with English rules.
        #expect(try catalog.string(.pollingMinutes, language: language, arguments: [0]) == "0 minutes")
    }
}
