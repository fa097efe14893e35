import HaapiUI
import HaapiHTML
import HaapiTesting
import Testing

/// Every text of the HaapiHTML module is in every shipped language (the same as English only
/// for a reason), every plural text has a form for every category of its language's CLDR
/// rule, and its String Catalog agrees with its sources.
@Suite("HaapiHTML text coverage")
struct HTMLTextCoverageTests {
    @Test func everyPluralTextCoversItsLanguagesCategories() {
        let gaps = PluralCoverage.gaps(in: ScreenKitModule.html.allStrings)
        #expect(gaps.isEmpty, "\(gaps)")
    }

    @Test func everyKeyIsInEveryShippedLanguage() {
        let missing = TranslationCoverage.missingKeys(in: ScreenKitModule.html.allStrings)
        #expect(missing.isEmpty, "\(missing)")
    }

    /// Translations that may be the English text, by key: the languages, and why.
    static let sameAsEnglish: [StringKey: Set<String>] = [
        // The same word in these languages.
        .htmlErrorPrefix: ["es"], .htmlInfoPrefix: ["da", "sv"],
    ]

    @Test func translationsTheSameAsEnglishHaveAReason() {
        let same = TranslationCoverage.sameAsEnglish(in: ScreenKitModule.html.allStrings, allowed: Self.sameAsEnglish)
        #expect(same.isEmpty, "\(same)")
    }

    @Test func theCatalogAgreesWithTheSources() throws {
        let problems = try StringCatalogCheck.problems(of: .html)
        #expect(problems.isEmpty, "\(problems)")
    }
}
