import Testing
@testable import HaapiScreenKit

@Suite("Languages and fallback")
struct LanguageTests {
    @Test(arguments: [("nl-BE", "nl"), ("nl_NL", "nl"), ("SV", "sv"), ("sv-SE", "sv"), ("en-GB", "en"), ("fr-CA", "fr"), ("zh-Hant-TW", "zh")])
    func tagsReduceToTheirLanguage(_ tag: String, _ code: String) {
        #expect(Language(tag: tag)?.code == code)
    }

    @Test(arguments: ["", "-", "1", "x", "e1-US", "ñu"])
    func invalidTags(_ tag: String) {
        #expect(Language(tag: tag) == nil)
    }

    @Test func regionalVariantsUseTheirLanguage() {
        #expect(ThemeRegistry.standard.withLanguage(tag: "nl-BE").text(.or) == "Of")
        #expect(ThemeRegistry.standard.withLanguage(tag: "sv_FI").text(.close) == "Stäng")
    }

    @Test func unknownLanguagesAndBadTagsFallBackToEnglish() {
        #expect(ThemeRegistry.standard.withLanguage(tag: "fr").text(.or) == "Or")
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
}
