import HaapiUI
import HaapiWeb
import HaapiTesting
import Testing

/// Every text of the HaapiWeb module is in every shipped language (the same as English only
/// for a reason), every plural text has a form for every category of its language's CLDR
/// rule, and its String Catalog agrees with its sources.
@Suite("HaapiWeb text coverage")
struct WebTextCoverageTests {
    /// Translations that may be the English text, by key: the languages, and why.
    static let sameAsEnglish: [StringKey: Set<String>] = [
        // "Passkey" is the German and Italian word too (docs/glossaries/de.json, it.json).
        .webPasskeyUnnamed: ["de", "it"]
    ]

    @Test func everyTextIsTranslatedAndTheCatalogAgreesWithTheSources() throws {
        let problems = try StringCatalogCheck.textProblems(of: .haapiWeb, sameAsEnglish: Self.sameAsEnglish)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
