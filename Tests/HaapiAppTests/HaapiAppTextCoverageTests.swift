import HaapiUI
import HaapiApp
import HaapiTesting
import Testing

/// Every text of the HaapiApp module is in every shipped language (the same as English only
/// for a reason), every plural text has a form for every category of its language's CLDR
/// rule, and its String Catalog agrees with its sources.
@Suite("HaapiApp text coverage")
struct HaapiAppTextCoverageTests {
    /// Translations that may be the English text, by key: the languages, and why.
    static let sameAsEnglish: [StringKey: Set<String>] = [
        // "Support" is the word these languages use.
        .appSupportContact: ["da", "de", "sv"],
    ]

    @Test func everyTextIsTranslatedAndTheCatalogAgreesWithTheSources() throws {
        let problems = try StringCatalogCheck.textProblems(of: .haapiApp, sameAsEnglish: Self.sameAsEnglish)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
