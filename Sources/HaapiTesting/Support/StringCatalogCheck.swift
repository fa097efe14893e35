public import Foundation
public import HaapiUI

/// Checks a module's String Catalog (`Sources/<module>/Resources/<module>.xcstrings`)
/// against its Swift sources, where its English texts and keys live: every key of the
/// module is in the catalog with its English text and the comment of its `StringKey`'s doc
/// comment, and the catalog has no key the module lacks.
///
/// With `HAAPI_UPDATE_CATALOGS=1` in the environment it writes the catalog's English and
/// comments from the sources instead (translations are kept; a key the module dropped is
/// removed) and reports nothing, so that a developer who changed an English text runs the
/// test once with it. Plural English texts chosen by several numbers are written by hand.
public enum StringCatalogCheck {
    /// What differs between `module`'s catalog and its sources (empty when they agree).
    ///
    /// - Parameters:
    ///   - module: The module's name (its folder in `Sources` and its catalog's name).
    ///   - english: Its English texts, as the kit reads them (`StringCatalog.builtInValue`).
    ///   - packageRoot: The package's folder.
    public static func problems(module: String, english: [StringKey: LocalizedValue], packageRoot: URL) throws -> [String] {
        let folder = packageRoot.appendingPathComponent("Sources/\(module)")
        let url = folder.appendingPathComponent("Resources/\(module).xcstrings")
        var file = try StringsFile.read(url)
        let comments = try docComments(in: folder)
        let update = ProcessInfo.processInfo.environment["HAAPI_UPDATE_CATALOGS"] == "1"
        var problems: [String] = []
        for (key, value) in english.sorted(by: { $0.key < $1.key }) {
            let name = key.rawValue
            let entry = file.entries[name]
            if let written = entry?.values[file.sourceLanguage], Self.sameText(written, value) {
                // in agreement
            } else if update {
                do { try file.setValue(value.asOverride, for: name, locale: file.sourceLanguage) } catch { problems.append("\(error)") }
            } else {
                problems.append("\(module).xcstrings: \(name): the English text differs from the sources' (run the test with HAAPI_UPDATE_CATALOGS=1)")
            }
            let comment = comments[name]
            if comment == nil { problems.append("\(module): \(name) has no doc comment \"/// `\(name)`: ...\"") }
            if entry?.comment != comment {
                if update { file.setComment(comment, for: name) } else {
                    problems.append("\(module).xcstrings: \(name): the comment differs from its doc comment (run the test with HAAPI_UPDATE_CATALOGS=1)")
                }
            }
        }
        for name in file.entries.keys.sorted() where english[StringKey(rawValue: name)] == nil {
            if update { file.removeEntry(name) } else { problems.append("\(module).xcstrings: \(name) is not a key of the module") }
        }
        if update { try Data(file.encoded()).write(to: url) }
        return problems
    }

    /// `/// \`key\`: comment` doc comments of the `StringKey`s declared in `folder`, by key.
    public static func docComments(in folder: URL) throws -> [String: String] {
        var comments: [String: String] = [:]
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where file.pathExtension == "swift" {
            var pending: [String] = []
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("///") {
                    pending.append(trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces))
                    continue
                }
                defer { pending = [] }
                guard !pending.isEmpty, let start = trimmed.range(of: ": StringKey = \"") else { continue }
                let key = String(trimmed[start.upperBound...].prefix { $0 != "\"" })
                var text = pending.joined(separator: " ")
                if text.hasPrefix("`\(key)`:") { text = String(text.dropFirst(key.count + 3)).trimmingCharacters(in: .whitespaces) }
                comments[key] = text
            }
        }
        return comments
    }

    /// Whether a catalog value reads as `value` for every plural category of English.
    static func sameText(_ written: StringOverride, _ value: LocalizedValue) -> Bool {
        switch (written, value) {
        case (.text(let text), .text(let reference)):
            return text == reference
        case (.plural(let forms), .plural(let reference)):
            guard let checked = try? PluralForms(selectors: reference.selectors, forms: forms) else { return false }
            // Each selector one, then other; the numbers 1 and 5 stand for them in English.
            var combinations: [[PluralCategory]] = [[]]
            for _ in reference.selectors { combinations = combinations.flatMap { [$0 + [.one], $0 + [.other]] } }
            for categories in combinations {
                guard let signature = try? StringFormatter.signature(of: reference.otherForm) else { return false }
                var arguments: [FormatArgument] = (1...max(signature.count, 1)).map { signature.kinds[$0] == .text ? .text("x") : .int(7) }
                if signature.count == 0 { arguments = [] }
                for (index, selector) in reference.selectors.enumerated() where selector <= arguments.count {
                    arguments[selector - 1] = .int(categories[index] == .one ? 1 : 5)
                }
                let expected = try? StringFormatter.format(reference.form(for: categories), arguments)
                let found = try? StringFormatter.format(checked.form(for: categories), arguments)
                guard expected != nil, expected == found else { return false }
            }
            return true
        default:
            return false
        }
    }
}

extension StringCatalogCheck {
    /// What differs between `module`'s catalog and its sources, its English texts read by
    /// registering it (see ``problems(module:english:packageRoot:)``); the package is the one
    /// `testFile` (the caller's, by default) is in.
    public static func problems(of module: ScreenKitModule, testFile: String = #filePath) throws -> [String] {
        let packageRoot = packageRoot(of: testFile)
        let registry = try ThemeRegistry.standard.registering(module)
        var english: [StringKey: LocalizedValue] = [:]
        for key in module.strings[.english]?.keys.map({ $0 }) ?? [] {
            english[key] = registry.strings.builtInValue(key, language: .english)
        }
        return try problems(module: module.name, english: english, packageRoot: packageRoot)
    }
}

extension StringCatalogCheck {
    /// The folder above the `Tests` folder `file` is in.
    public static func packageRoot(of file: String) -> URL {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/", folder.lastPathComponent != "Tests" { folder.deleteLastPathComponent() }
        return folder.deletingLastPathComponent()
    }
}

extension StringCatalogCheck {
    /// Everything wrong with `module`'s texts, one line each (empty when all is well): a key
    /// without a text in a shipped language, a plural text without a form for a category of
    /// its language, a translation the same as English that `sameAsEnglish` gives no reason
    /// for (by key, the languages where it is the same word; `"*"` for names and symbols),
    /// and any difference between its String Catalog and its sources.
    public static func textProblems(
        of module: ScreenKitModule, sameAsEnglish: [StringKey: Set<String>], testFile: String = #filePath
    ) throws -> [String] {
        let strings = module.allStrings
        return PluralCoverage.gaps(in: strings) + TranslationCoverage.missingKeys(in: strings)
            + TranslationCoverage.sameAsEnglish(in: strings, allowed: sameAsEnglish) + (try problems(of: module, testFile: testFile))
    }
}
