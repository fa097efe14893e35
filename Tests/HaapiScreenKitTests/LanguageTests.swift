import Testing
@testable import HaapiScreenKit

@Suite("Languages and fallback")
struct LanguageTests {
    @Test(arguments: [
        ("nl-BE", "nl-BE", "nl"), ("nl_NL.UTF-8", "nl-NL", "nl"), ("SV", "sv", "sv"), ("sv_FI@euro", "sv-FI", "sv"), ("en-GB", "en-GB", "en"),
        ("zh-hant-tw", "zh-Hant-TW", "zh"), ("sr-LATN", "sr-Latn", "sr"), ("es-419", "es-419", "es"), ("de-CH-1996", "de-CH", "de"),
        ("en-US-u-ca-buddhist", "en-US", "en"), ("iw-IL", "he-IL", "he"), ("in", "id", "id"),
    ])
    func tagsReadAsLanguageScriptAndRegion(_ tag: String, _ code: String, _ language: String) throws {
        let read = try #require(Language(tag: tag))
        #expect(read.code == code && read.languageCode == language)
    }

    /// CLDR's parent locales: a region falls back to its language, Traditional Chinese never to
    /// Simplified, Portuguese of Angola to that of Portugal.
    @Test(arguments: [
        ("nl-BE", ["nl-BE", "nl"]), ("zh-Hant-TW", ["zh-Hant-TW", "zh-Hant"]), ("zh-TW", ["zh-TW", "zh-Hant-TW", "zh-Hant"]),
        ("zh-CN", ["zh-CN", "zh-Hans-CN", "zh-Hans", "zh"]), ("zh", ["zh"]), ("pt-AO", ["pt-AO", "pt-PT", "pt"]), ("pt-BR", ["pt-BR", "pt"]),
        ("sr-Latn-RS", ["sr-Latn-RS", "sr-Latn"]), ("de-CH", ["de-CH", "de"]),
    ])
    func fallbacksFollowCLDRsParents(_ tag: String, _ chain: [String]) throws {
        #expect(try #require(Language(tag: tag)).fallbacks.map(\.code) == chain)
    }

    @Test func theBestMatchIsTheFirstFallbackOnOffer() throws {
        let offered = [Language.english, .dutch, try #require(Language(tag: "zh-Hant")), try #require(Language(tag: "pt-PT"))]
        #expect(Language(tag: "nl-BE")?.bestMatch(in: offered) == .dutch)
        #expect(Language(tag: "zh-HK")?.bestMatch(in: offered) == Language(tag: "zh-Hant"))
        #expect(Language(tag: "zh-CN")?.bestMatch(in: offered) == nil, "Simplified Chinese is not served in Traditional")
        #expect(Language(tag: "pt-MZ")?.bestMatch(in: offered) == Language(tag: "pt-PT"))
        #expect(Language(tag: "pt-BR")?.bestMatch(in: offered) == nil)
        #expect(Language(tag: "fr")?.bestMatch(in: offered) == nil)
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
