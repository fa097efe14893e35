import HaapiUI
import HaapiHTML
import HaapiTesting
import Testing

/// Every text of the HaapiHTML module is in every shipped language (the same as English only
/// for a reason), every plural text has a form for every category of its language's CLDR
/// rule, and its String Catalog agrees with its sources.
@Suite("HaapiHTML text coverage")
struct HTMLTextCoverageTests {
    /// Translations that may be the English text, by key: the languages, and why.
    static let sameAsEnglish: [StringKey: Set<String>] = [
        // The same word in these languages.
        .htmlErrorPrefix: ["es"], .htmlInfoPrefix: ["da", "sv"],
    ]

    @Test func everyTextIsTranslatedAndTheCatalogAgreesWithTheSources() throws {
        let problems = try StringCatalogCheck.textProblems(of: .html, sameAsEnglish: Self.sameAsEnglish)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
