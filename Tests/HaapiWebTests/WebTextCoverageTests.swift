import HaapiUI
import HaapiWeb
import HaapiTesting
import Testing

/// Every text of the HaapiWeb module is in every shipped language (the same as English only
/// for a reason), every plural text has a form for every category of its language's CLDR
/// rule, and its String Catalog agrees with its sources.
@Suite("HaapiWeb text coverage")
struct WebTextCoverageTests {
    @Test func everyPluralTextCoversItsLanguagesCategories() {
        let gaps = PluralCoverage.gaps(in: ScreenKitModule.haapiWeb.allStrings)
        #expect(gaps.isEmpty, "\(gaps)")
    }

    @Test func everyKeyIsInEveryShippedLanguage() {
        let missing = TranslationCoverage.missingKeys(in: ScreenKitModule.haapiWeb.allStrings)
        #expect(missing.isEmpty, "\(missing)")
    }

    /// Translations that may be the English text, by key: the languages, and why.
    static let sameAsEnglish: [StringKey: Set<String>] = [:]

    @Test func translationsTheSameAsEnglishHaveAReason() {
        let same = TranslationCoverage.sameAsEnglish(in: ScreenKitModule.haapiWeb.allStrings, allowed: Self.sameAsEnglish)
        #expect(same.isEmpty, "\(same)")
    }

    @Test func theCatalogAgreesWithTheSources() throws {
        let problems = try StringCatalogCheck.problems(of: .haapiWeb)
        #expect(problems.isEmpty, "\(problems)")
    }
}
