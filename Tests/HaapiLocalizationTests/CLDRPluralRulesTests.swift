import Testing
@testable import HaapiLocalization

/// CLDR's plural rules, taken as data: every rule of every locale reads, and CLDR's own
/// sample numbers for each category fall in that category.
@Suite("CLDR plural rules")
struct CLDRPluralRulesTests {
    /// The locales HaapiKit is to speak (issue: every person's language).
    static let targets = [
        "en", "nl", "sv", "de", "fr", "es", "it", "pt", "pt-PT", "da", "nb", "fi", "pl", "cs", "hu", "ro", "el", "ru", "uk",
        "tr", "ar", "he", "hi", "ja", "ko", "zh",
    ]

    @Test func everyConditionOfTheTableReads() throws {
        #expect(CLDRPluralRules.entries.count > 400, "the whole table: \(CLDRPluralRules.entries.count) rules")
        for entry in CLDRPluralRules.entries {
            #expect(throws: Never.self, "\(entry.locale) \(entry.category)") { _ = try PluralCondition(entry.condition) }
            #expect(entry.category != .other || entry.condition.isEmpty, "other has no condition: \(entry.locale)")
        }
    }

    @Test func everySampleFallsInItsCategory() throws {
        var checked = 0
        for entry in CLDRPluralRules.entries {
            let rule = try #require(PluralRule.cldr(entry.locale), "\(entry.locale)")
            #expect(!(entry.samples.integers + entry.samples.decimals).isEmpty, "\(entry.locale) \(entry.category) has samples")
            for sample in entry.samples.integers + entry.samples.decimals {
                let operands = try #require(PluralOperands(decimal: sample), "\(entry.locale): the sample \(sample)")
                #expect(rule.category(for: operands) == entry.category, "\(entry.locale): \(sample) is \(entry.category)")
                checked += 1
            }
        }
        #expect(checked > 10_000, "\(checked) samples")
    }

    @Test(arguments: targets)
    func eachTargetLocaleHasItsRule(_ locale: String) throws {
        let rule = try #require(PluralRule.cldr(locale))
        #expect(rule.categories.contains(.other))
    }

    @Test func rulesThatDifferAcrossLanguagesAreCLDRs() throws {
        func category(_ locale: String, _ number: String) throws -> PluralCategory {
            try #require(PluralRule.cldr(locale)).category(for: try #require(PluralOperands(decimal: number)))
        }
        #expect(try category("ru", "21") == .one && category("ru", "22") == .few && category("ru", "25") == .many && category("ru", "1.5") == .other)
        #expect(try category("pl", "1") == .one && category("pl", "12") == .many && category("pl", "22") == .few)
        #expect(try category("ar", "0") == .zero && category("ar", "2") == .two && category("ar", "103") == .few && category("ar", "111") == .many)
        #expect(try category("fr", "0") == .one && category("fr", "1000000") == .many && category("fr", "2") == .other)
        #expect(try category("pt", "0") == .one && category("pt-PT", "0") == .other, "Brazil and Portugal differ")
        #expect(try category("ja", "1") == .other)
        #expect(try PluralRule.cldr("pt_PT") != nil, "a POSIX-style id reads too")
        #expect(PluralRule.cldr("xx") == nil)
    }

    @Test func compactDecimalsHaveTheirExponent() throws {
        let million = try #require(PluralOperands(decimal: "1c6"))
        #expect(million.i == 1_000_000 && million.v == 0 && million.e == 6)
        let tenth = try #require(PluralOperands(decimal: "1.0000001c6"))
        #expect(tenth.i == 1_000_000 && tenth.v == 1 && tenth.f == 1 && tenth.e == 6)
        let written = try #require(PluralOperands(decimal: "1.2c3"))
        #expect(written.i == 1200 && written.v == 0 && written.n == 1200)
    }

    @Test(arguments: [
        ("i = ", "a number", 4), ("q = 1", "an operand (n, i, v, w, f, t, c or e)", 0), ("i = 1 nor v = 0", "'and', 'or' or the end", 6),
        ("i % 0 = 1", "a modulus other than 0", 5), ("n = 5..2", "a range whose end is not below its start", 8), ("i 1", "'=' or '!='", 2),
    ])
    func aConditionThatDoesNotReadSaysWhatAndWhere(_ text: String, _ expected: String, _ offset: Int) {
        #expect(throws: PluralConditionError.self) { try PluralCondition(text) }
        do {
            _ = try PluralCondition(text)
        } catch {
            #expect(error.expected == expected && error.offset == offset, "\(error)")
        }
    }

    @Test func samplesExpandTheirRanges() {
        let samples = PluralSamples("@integer 0, 2~4, 100, … @decimal 0.0~0.2, 1.00~1.02, 1c6")
        #expect(samples.integers == ["0", "2", "3", "4", "100"])
        #expect(samples.decimals == ["0.0", "0.1", "0.2", "1.00", "1.01", "1.02", "1c6"])
    }
}
