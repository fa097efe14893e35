import Foundation
import Testing
@testable import HaapiScreenKit

/// The kit's texts chosen by language: regional variants, fallback to English, plural texts.
@Suite("Texts by language")
struct CatalogLanguageTests {
    @Test func regionalVariantsUseTheirLanguage() {
        #expect(ThemeRegistry.standard.withLanguage(tag: "nl-BE").text(.or) == "Of")
        #expect(ThemeRegistry.standard.withLanguage(tag: "sv_FI").text(.close) == "Stäng")
    }

    @Test func unknownLanguagesAndBadTagsFallBackToEnglish() {
        #expect(ThemeRegistry.standard.withLanguage(tag: "fy").text(.or) == "Or")
        #expect(ThemeRegistry.standard.withLanguage(tag: "??").language == .english)
    }

    @Test func aMissingTranslationFallsBackToEnglishPerKey() throws {
        // An app key only given in English is used in Dutch too.
        let catalog = try StringCatalog.standard.overriding("app_title", with: .text("Welcome"), language: .english)
        #expect(catalog.lookup("app_title", language: .dutch)?.language == .english)
        #expect(try catalog.string("app_title", language: .dutch) == "Welcome")
        // A Dutch built-in text wins over an English override.
        let english = try StringCatalog.standard.overriding(.or, with: .text("Either"), language: .english)
        #expect(try english.string(.or, language: .dutch) == "Of")
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
        let rules = PluralRuleSet.standard.adding(french, for: "QAA")
        let language = try #require(Language(tag: "qaa-CA"))
        #expect(rules.rule(for: language)?.category(for: 0) == .one)
        #expect(rules.rule(for: language)?.categories == [.one, .many, .other])
        let catalog = try StringCatalog(pluralRules: rules)
            .overriding(.pollingSeconds, with: .plural([[.one]: "%d seconde", [.other]: "%d secondes"]), language: language)
        #expect(try catalog.string(.pollingSeconds, language: language, arguments: [0]) == "0 seconde")
        #expect(try catalog.string(.pollingSeconds, language: language, arguments: [2]) == "2 secondes")
        // Keys the language does not override fall back to English, with English rules.
        #expect(try catalog.string(.pollingMinutes, language: language, arguments: [0]) == "0 minutes")
    }
}

/// Every plural text has a form for every category of its language's CLDR rule.
@Suite("Plural coverage")
struct PluralCoverageTests {
    @Test func theBuiltInTextsCoverTheirLanguagesCategories() {
        #expect(StringCatalog.standard.pluralGaps.isEmpty, "\(StringCatalog.standard.pluralGaps)")
    }

    @Test func aMissingCategoryIsNamedWithItsKeyAndArgument() throws {
        let russian = try #require(Language(tag: "ru"))
        let gaps = PluralCoverage.gaps([[.one]: "%d секунда", [.other]: "%d секунды"], key: .pollingSeconds, language: russian)
        #expect(gaps == ["hui_polling_seconds in ru: no few form for argument 1", "hui_polling_seconds in ru: no many form for argument 1"])
        let second = PluralCoverage.gaps([[.one, .one]: "a", [.one]: "b", [.other]: "c"], key: .pollingMinutesRemaining, language: .english)
        #expect(second.isEmpty, "English has one and other only: \(second)")
        #expect(PluralCoverage.gaps([[.other]: "%d"], key: .pollingSeconds, language: .english) == ["hui_polling_seconds in en: no one form for argument 1"])
    }
}

/// A module's key without a text in a shipped language is named.
@Suite("Translation coverage")
struct TranslationCoverageTests {
    @Test func aKeyWithoutATranslationIsNamed() {
        let strings: [Language: [StringKey: StringOverride]] = [
            .english: ["app_a": .text("A"), "app_b": .text("B")], .dutch: ["app_a": .text("A")], .swedish: ["app_a": .text("A"), "app_b": .text("B")],
        ]
        #expect(TranslationCoverage.missingKeys(in: strings, languages: [.dutch, .swedish]) == ["app_b has no nl text"])
    }
}

/// Countdowns and counts in the language's digits and plural forms.
@Suite("Counts by language")
struct CountsByLanguageTests {
    @Test func aCountdownInEgyptianArabicUsesArabicIndicDigits() throws {
        let egypt = try #require(Language(tag: "ar-EG"))
        let text = try StringCatalog.standard.remainingTimeText(seconds: 125, language: egypt)
        #expect(text.contains("٢") && text.contains("٥"), "\(text)")
        #expect(!text.contains("2"), "\(text)")
    }

    @Test(arguments: [("pl", 2, 5), ("ru", 3, 11), ("cs", 4, 7)])
    func slavicCountsTakeTheirFewAndManyForms(tag: String, few: Int, many: Int) throws {
        let language = try #require(Language(tag: tag))
        let a = try StringCatalog.standard.string(.pollingSeconds, language: language, arguments: [.int(few)])
        let b = try StringCatalog.standard.string(.pollingSeconds, language: language, arguments: [.int(many)])
        #expect(a.replacingOccurrences(of: String(few), with: "") != b.replacingOccurrences(of: String(many), with: ""), "\(a) / \(b)")
    }

    @Test func theMinutesAndSecondsFormsAreChosenByBothNumbers() throws {
        let polish = try #require(Language(tag: "pl"))
        let one = try StringCatalog.standard.remainingTimeText(seconds: 61, language: polish)
        let many = try StringCatalog.standard.remainingTimeText(seconds: 305, language: polish)
        #expect(one.contains("1") && many.contains("5"))
        #expect(one != many)
        #expect(try StringCatalog.standard.remainingTimeText(seconds: 61, language: .dutch) == "Nog 1 minuut en 1 seconde")
    }
}
