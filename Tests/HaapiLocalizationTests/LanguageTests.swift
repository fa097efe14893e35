import Testing
@testable import HaapiLocalization

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
    /// Simplified, Portuguese of Angola to that of Portugal; a language to its default content
    /// (Chinese is Simplified, Portuguese Brazilian, Norwegian Bokmål).
    @Test(arguments: [
        ("nl-BE", ["nl-BE", "nl"]), ("zh-Hant-TW", ["zh-Hant-TW", "zh-Hant"]), ("zh-TW", ["zh-TW", "zh-Hant-TW", "zh-Hant"]),
        ("zh-CN", ["zh-CN", "zh-Hans-CN", "zh-Hans", "zh"]), ("zh", ["zh", "zh-Hans"]), ("pt-AO", ["pt-AO", "pt-PT", "pt", "pt-BR"]), ("pt", ["pt", "pt-BR"]),
        ("no", ["no", "nb"]), ("nn-NO", ["nn-NO", "nn", "no", "nb"]), ("pt-BR", ["pt-BR", "pt"]),
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
}
