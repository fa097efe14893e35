import Foundation
import HaapiTesting
import Testing
@testable import HaapiScreenKit

/// The screen kit's String Catalog: it agrees with the Swift sources, every translation is
/// in use, and a translation the same as English has a reason.
@Suite("The screen kit's String Catalog")
struct ScreenKitCatalogTests {
    /// Translations that may be the English text, by key: the languages, and why.
    static let sameAsEnglish: [StringKey: Set<String>] = [
        // "OK" is the button's word in most languages.
        .ok: ["*"],
        // The same word in these languages.
        .errorTitle: ["es"], .fieldPassword: ["it"], .image: ["fr"], .qrCode: ["pt-BR"],
    ]

    static var english: [StringKey: LocalizedValue] {
        Dictionary(uniqueKeysWithValues: StringTable.english.map { ($0.key, $0.value) })
    }

    @Test func theCatalogAgreesWithTheSources() throws {
        let problems = try StringCatalogCheck.problems(
            module: "HaapiScreenKit", english: Self.english, packageRoot: StringCatalogCheck.packageRoot(of: #filePath))
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func everyTranslationIsInUseAndReadFromTheBundle() {
        // The catalog is read, and each language checked, when first used: use every one.
        for language in Language.shipped {
            _ = StringCatalog.standard.builtInValue(.ok, language: language)
        }
        let problems = BundledTranslations.problems.filter { !$0.contains("FakeKit") }   // the bad catalog of the test below
        #expect(problems.isEmpty, "\(problems)")
        guard case .bundle? = BundledTranslations.sources["HaapiScreenKit"] else {
            Issue.record("the catalog was not read from the resource bundle: \(String(describing: BundledTranslations.sources["HaapiScreenKit"]))")
            return
        }
        #expect(Language.shipped.count >= 27, "\(Language.shipped)")
    }

    @Test func translationsTheSameAsEnglishHaveAReason() {
        var strings: [Language: [StringKey: StringOverride]] = [:]
        for language in Language.shipped {
            for key in StringKey.stock {
                if let value = StringCatalog.standard.builtInValue(key, language: language) { strings[language, default: [:]][key] = value.asOverride }
            }
        }
        let same = TranslationCoverage.sameAsEnglish(in: strings, allowed: Self.sameAsEnglish)
        #expect(same.isEmpty, "\(same)")
    }

    @Test func aBadTranslationIsLeftOutAndNamed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Sources/FakeKit/Resources")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var file = StringsFile()
        try file.setValue(.text("Welcome, %@"), for: "fake_hello", locale: "en")
        try file.setValue(.text("Welkom, %@"), for: "fake_hello", locale: "nl")
        try file.setValue(.text("Välkommen, %d"), for: "fake_hello", locale: "sv")
        try file.setValue(.text("Hallo"), for: "fake_unknown", locale: "de")
        try Data(file.encoded()).write(to: folder.appendingPathComponent("FakeKit.xcstrings"))
        let strings = BundledTranslations.strings(
            english: ["fake_hello": .text("Welcome, %@")], module: "FakeKit", sourceFile: root.appendingPathComponent("Sources/FakeKit/A.swift").path)
        #expect(strings[.dutch]?["fake_hello"] == .text("Welkom, %@"))
        #expect(strings[.swedish]?["fake_hello"] == nil, "the wrong placeholder is left out")
        #expect(BundledTranslations.problems.contains { $0.contains("FakeKit.xcstrings: sv") && $0.contains("fake_hello") })
        #expect(BundledTranslations.problems.contains { $0.contains("fake_unknown in de has no English text") })
    }

    @Test func aCatalogThatDisagreesWithItsSourcesIsNamed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Sources/FakeMod")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Resources"), withIntermediateDirectories: true)
        try Data("""
            extension StringKey {
                /// `fake_title`: The title.
                static let fakeTitle: StringKey = "fake_title"
                static let fakeBody: StringKey = "fake_body"
            }
            """.utf8).write(to: folder.appendingPathComponent("Keys.swift"))
        var file = StringsFile()
        try file.setValue(.text("Old title"), for: "fake_title", locale: "en")
        file.setComment("The title.", for: "fake_title")
        try file.setValue(.text("Body"), for: "fake_body", locale: "en")
        try file.setValue(.text("Gone"), for: "fake_gone", locale: "en")
        try Data(file.encoded()).write(to: folder.appendingPathComponent("Resources/FakeMod.xcstrings"))
        let problems = try StringCatalogCheck.problems(
            module: "FakeMod", english: ["fake_title": .text("Title"), "fake_body": .text("Body")], packageRoot: root)
        #expect(problems.contains { $0.contains("fake_title: the English text differs") }, "\(problems)")
        #expect(problems.contains { $0.contains("fake_body has no doc comment") }, "\(problems)")
        #expect(problems.contains { $0.contains("fake_gone is not a key of the module") }, "\(problems)")
        #expect(!problems.contains { $0.contains("fake_title: the comment") }, "\(problems)")
    }
}
