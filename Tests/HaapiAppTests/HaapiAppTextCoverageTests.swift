import HaapiUI
import HaapiApp
import HaapiTesting
import Testing

/// Every text of the HaapiApp module is in every shipped language (the same as English only
/// for a reason), every plural text has a form for every category of its language's CLDR
/// rule, and its String Catalog agrees with its sources.
@Suite("HaapiApp text coverage")
struct HaapiAppTextCoverageTests {
    @Test func everyPluralTextCoversItsLanguagesCategories() {
        let gaps = PluralCoverage.gaps(in: ScreenKitModule.haapiApp.allStrings)
        #expect(gaps.isEmpty, "\(gaps)")
    }

    @Test func everyKeyIsInEveryShippedLanguage() {
        let missing = TranslationCoverage.missingKeys(in: ScreenKitModule.haapiApp.allStrings)
        #expect(missing.isEmpty, "\(missing)")
    }

    /// Translations that may be the English text, by key: the languages, and why.
    static let sameAsEnglish: [StringKey: Set<String>] = [
        // "Support" is the word these languages use.
        .appSupportContact: ["da", "de", "sv"],
    ]

    @Test func translationsTheSameAsEnglishHaveAReason() {
        let same = TranslationCoverage.sameAsEnglish(in: ScreenKitModule.haapiApp.allStrings, allowed: Self.sameAsEnglish)
        #expect(same.isEmpty, "\(same)")
    }

    @Test func theCatalogAgreesWithTheSources() throws {
        let problems = try StringCatalogCheck.problems(of: .haapiApp)
        #expect(problems.isEmpty, "\(problems)")
    }
}
