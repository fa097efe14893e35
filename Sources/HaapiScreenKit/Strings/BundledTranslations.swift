import Synchronization

/// The kit's translations: each module's English texts are in its Swift sources, every
/// other language in the module's String Catalog (`Resources/<module>.xcstrings`, see
/// `StringsFile`), which translators edit.
///
/// A translation whose placeholders differ from the English text's, or whose plural forms
/// are invalid, is left out (the key shows in English) and listed in ``problems``, so that
/// a mistake in a catalog never stops an app; the package's tests fail on any.
public enum BundledTranslations {
    /// `english` with the translations of `module`'s catalog beside it, by language.
    ///
    /// - Parameters:
    ///   - english: The module's English texts.
    ///   - module: The module's name, which names its catalog and resource bundle.
    ///   - sourceFile: A file of the module (the caller's, by default), to find the catalog
    ///     in the package's sources when the program has no resource bundle.
    public static func strings(
        english: [StringKey: StringOverride], module: String, sourceFile: String = #filePath
    ) -> [Language: [StringKey: StringOverride]] {
        var references: [StringKey: LocalizedValue] = [:]
        for (key, value) in english {
            // An English text that is not valid is the module's own error, reported when it registers.
            if let reference = try? StringCatalog.englishReference(value, for: key) { references[key] = reference }
        }
        var result = translations(english: references, module: module, sourceFile: sourceFile).mapValues { $0.mapValues(\.asOverride) }
        result[.english] = english
        return result
    }

    /// The checked translations of `module`'s catalog by language (English left out),
    /// each against its English text in `english`.
    static func translations(
        english: [StringKey: LocalizedValue], module: String, sourceFile: String
    ) -> [Language: [StringKey: LocalizedValue]] {
        let file: StringsFile
        do {
            let found = try StringsFile.bundled(module: module, sourceFile: sourceFile)
            file = found.file
            record(module, source: found.source, problems: [])
        } catch {
            record(module, source: nil, problems: ["\(error)"])
            return [:]
        }
        var result: [Language: [StringKey: LocalizedValue]] = [:]
        var problems: [String] = []
        for locale in file.locales where locale != file.sourceLanguage {
            guard let language = Language(tag: locale), language.code == locale else {
                problems.append("\(module).xcstrings: \"\(locale)\" is not a canonical language tag")
                continue
            }
            guard PluralRuleSet.standard.rule(for: language) != nil else {
                problems.append("\(module).xcstrings: no plural rules for \"\(locale)\"")
                continue
            }
            var table: [StringKey: LocalizedValue] = [:]
            for (key, value) in file.translations(in: locale).sorted(by: { $0.key < $1.key }) {
                let key = StringKey(rawValue: key)
                guard let reference = english[key] else {
                    problems.append("\(module).xcstrings: \(key) in \(locale) has no English text in the module")
                    continue
                }
                do {
                    table[key] = try StringCatalog.checkedTranslation(value, for: key, english: reference)
                } catch {
                    problems.append("\(module).xcstrings: \(locale): \(error)")
                }
            }
            result[language] = table
        }
        if !problems.isEmpty { record(module, source: nil, problems: problems) }
        return result
    }

    /// What was wrong with the catalogs read so far: a catalog not found or not readable, a
    /// translation left out (and why). Empty when every translation is in use.
    public static var problems: [String] {
        state.withLock { $0.problems.sorted() }
    }

    /// Where each module's catalog was read from, by module name.
    public static var sources: [String: StringsFile.Source] {
        state.withLock { $0.sources }
    }

    private struct State {
        var sources: [String: StringsFile.Source] = [:]
        var problems: [String] = []
    }

    private static let state = Mutex(State())

    private static func record(_ module: String, source: StringsFile.Source?, problems: [String]) {
        state.withLock {
            if let source { $0.sources[module] = source }
            $0.problems += problems
        }
    }
}
