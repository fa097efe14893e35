import Foundation
import HaapiLocalization
import Testing

/// Reading and writing String Catalogs (`.xcstrings`).
@Suite("String Catalog files")
struct StringsFileTests {
    static let sample = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "greeting" : {
              "comment" : "The first screen's headline.",
              "extractionState" : "manual",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome" } },
                "nl" : { "stringUnit" : { "state" : "needs_review", "value" : "Welkom" } }
              }
            },
            "seconds" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%d second" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%d seconds" } } } } },
                "pl" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%d sekunda" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%d sekundy" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%d sekund" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%d sekundy" } } } } }
              }
            },
            "left" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@minutes@ and %#@seconds@ left" },
                  "substitutions" : {
                    "minutes" : { "argNum" : 1, "formatSpecifier" : "d", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg minute" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg minutes" } } } } },
                    "seconds" : { "argNum" : 2, "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg second" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg seconds" } } } } }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func textsPluralsAndSubstitutionsAreRead() throws {
        let file = try StringsFile(bytes: Array(Self.sample.utf8), file: "Sample.xcstrings")
        #expect(file.sourceLanguage == "en")
        #expect(file.locales == ["en", "nl", "pl"])
        #expect(file.entries["greeting"]?.comment == "The first screen's headline.")
        // A value under review is used, as Xcode's runtime does.
        #expect(file.translations(in: "nl") == ["greeting": .text("Welkom")])
        #expect(file.translations(in: "pl")["seconds"] == .plural([[.one]: "%d sekunda", [.few]: "%d sekundy", [.many]: "%d sekund", [.other]: "%d sekundy"]))
        guard case .plural(let forms)? = file.entries["left"]?.values["en"] else {
            Issue.record("the substitutions are not plural forms")
            return
        }
        #expect(forms[[.one, .one]] == "%1$d minute and %2$d second left")
        #expect(forms[[.other, .one]] == "%1$d minutes and %2$d second left")
        #expect(forms[[.other, .other]] == "%1$d minutes and %2$d seconds left")
        #expect(forms[[.other]] == forms[[.other, .other]], "the form every number falls back to")
        #expect(forms.count == 5)
    }

    @Test(arguments: [
        (#"[]"#, "(root): expected an object, found an array"),
        (#"{"strings": {}}"#, "sourceLanguage: missing"),
        (#"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"nl": {}}}}}"#, "strings.k.localizations.nl: no stringUnit value"),
        (#"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"nl": {"stringUnit": {"value": 3}}}}}}"#,
         "strings.k.localizations.nl.stringUnit.value: expected a string, found a number"),
        (#"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"nl": {"variations": {"plural": {"lots": {}}}}}}}}"#,
         #"strings.k.localizations.nl.variations.plural.lots: "lots" is not a plural category"#),
        (#"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"nl": {"stringUnit": {"value": "%#@n@"}, "substitutions": {}}}}}}"#,
         "the template's %#@n@ has no substitution"),
        (#"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"nl": {"stringUnit": {"value": "x"}, "substitutions": {"n": {"argNum": 0}}}}}}}"#,
         "strings.k.localizations.nl.substitutions.n.argNum: expected a positive integer"),
        (#"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"nl": {"stringUnit": {"value": "%#@a@ %#@b@"}, "substitutions": {"a": {"argNum": 2, "variations": {"plural": {"other": {"stringUnit": {"value": "%arg"}}}}}, "b": {"argNum": 2, "variations": {"plural": {"other": {"stringUnit": {"value": "%arg"}}}}}}}}}}}"#,
         #""a" and "b" both take argument 2"#),
        ("{", "not JSON"),
    ])
    func badFilesSayWhatAndWhere(json: String, expected: String) {
        #expect {
            _ = try StringsFile(bytes: Array(json.utf8), file: "Bad.xcstrings")
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("Bad.xcstrings: ") && text.contains(expected)
        }
    }

    @Test func writingKeepsWhatItDoesNotChangeAndReadsBack() throws {
        var file = try StringsFile(bytes: Array(Self.sample.utf8), file: "Sample.xcstrings")
        try file.setValue(.text("Välkommen"), for: "greeting", locale: "sv")
        try file.setValue(.plural([[.one]: "%d sekund", [.other]: "%d sekunder"]), for: "seconds", locale: "sv")
        file.setComment("Seconds left.", for: "seconds")
        let again = try StringsFile(bytes: file.encoded(), file: "Sample.xcstrings")
        #expect(try again == file.reread())
        #expect(again.translations(in: "sv") == ["greeting": .text("Välkommen"), "seconds": .plural([[.one]: "%d sekund", [.other]: "%d sekunder"])])
        #expect(again.entries["seconds"]?.comment == "Seconds left.")
        // The substitutions written by hand are kept as they were.
        #expect(again.entries["left"] == file.entries["left"])
        #expect(String(decoding: again.encoded(), as: UTF8.self) == String(decoding: file.encoded(), as: UTF8.self))
        #expect(throws: StringsFile.WritingError.severalSelectors(key: "left", locale: "sv")) {
            try file.setValue(.plural([[.one, .one]: "a", [.other]: "b"]), for: "left", locale: "sv")
        }
    }

    @Test func theTestProcessReadsTheCatalogsFromTheResourceBundles() throws {
        let found = try StringsFile.bundled(module: "HaapiScreenKit", sourceFile: #filePath)
        guard case .bundle(let url) = found.source else {
            Issue.record("found in the sources, not the resource bundle: \(found.source)")
            return
        }
        #expect(url.path.contains("HaapiKit_HaapiScreenKit"))
        #expect(found.file.locales.count >= 27)
    }

    @Test func withoutABundleTheSourcesCatalogIsRead() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Sources/FakeModule/Resources")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.sample.utf8).write(to: folder.appendingPathComponent("FakeModule.xcstrings"))
        let found = try StringsFile.bundled(module: "FakeModule", sourceFile: root.appendingPathComponent("Sources/FakeModule/Deep/File.swift").path)
        #expect(found.source == .sourceTree(folder.appendingPathComponent("FakeModule.xcstrings")))
        #expect(found.file.translations(in: "nl") == ["greeting": .text("Welkom")])
    }

    @Test func aMissingCatalogIsATypedError() {
        #expect(throws: StringsFileError(file: "NoSuchModule.xcstrings", path: "(root)", reason: .notFound)) {
            try StringsFile.bundled(module: "NoSuchModule", sourceFile: "/tmp/elsewhere/Sources/NoSuchModule/File.swift")
        }
    }
}

extension StringsFile {
    /// The file as its own encoding reads.
    fileprivate func reread() throws -> StringsFile {
        try StringsFile(bytes: encoded(), file: "Sample.xcstrings")
    }
}
