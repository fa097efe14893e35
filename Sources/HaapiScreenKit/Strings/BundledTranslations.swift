import Synchronization

/// The kit's translations: each module's English texts are in its Swift sources, every
/// other language in the module's String Catalog (`Resources/<module>.xcstrings`, see
/// `StringsFile`), which translators edit.
///
/// A catalog is read when a language other than English is first asked for (or its
/// languages are listed), and a language's translations are checked against the English
/// texts when that language is first used, so a program that shows one language checks
/// one. A translation whose placeholders differ from the English text's, or whose plural
/// forms are invalid, is left out (the key shows in English) and listed in ``problems``, so
/// that a mistake in a catalog never stops an app; the package's tests fail on any.
public enum BundledTranslations {
    /// A module's String Catalog, read when first needed.
    public struct Catalog: Sendable, Hashable {
        /// The module's name, which names its catalog and resource bundle.
        public let module: String
        /// A file of the module, to find the catalog in the package's sources when the
        /// program has no resource bundle.
        public let sourceFile: String

        /// The catalog of `module`; `sourceFile` is the caller's by default.
        public init(module: String, sourceFile: String = #filePath) {
            self.module = module
            self.sourceFile = sourceFile
        }

        /// The languages the catalog translates into (English, its source, left out).
        public var languages: [Language] {
            BundledTranslations.file(self)?.languages ?? []
        }

        public static func == (lhs: Catalog, rhs: Catalog) -> Bool { lhs.module == rhs.module }
        public func hash(into hasher: inout Hasher) { hasher.combine(module) }
    }

    /// `english` with every translation of `module`'s catalog beside it, by language (what
    /// the module's tests check; the kit itself reads one language at a time).
    public static func strings(
        english: [StringKey: StringOverride], module: String, sourceFile: String = #filePath
    ) -> [Language: [StringKey: StringOverride]] {
        let catalog = Catalog(module: module, sourceFile: sourceFile)
        var references: [StringKey: LocalizedValue] = [:]
        for (key, value) in english {
            // An English text that is not valid is the module's own error, reported when it registers.
            if let reference = try? StringCatalog.englishReference(value, for: key) { references[key] = reference }
        }
        var result: [Language: [StringKey: StringOverride]] = [.english: english]
        for language in catalog.languages {
            result[language] = translations(catalog, in: language, english: references).mapValues(\.asOverride)
        }
        return result
    }

    /// What was wrong with the catalogs read so far: a catalog not found or not readable, a
    /// translation left out (and why). Empty when every translation is in use.
    public static var problems: [String] {
        state.withLock { $0.problems.sorted() }
    }

    /// Where each module's catalog was read from, by module name.
    public static var sources: [String: StringsFile.Source] {
        state.withLock { $0.files.compactMapValues { $0?.source } }
    }

    /// `catalog`'s translations into `language` that fit their English texts in `english`
    /// (read and checked once per catalog and language).
    static func translations(_ catalog: Catalog, in language: Language, english: [StringKey: LocalizedValue]) -> [StringKey: LocalizedValue] {
        let key = "\(catalog.module) \(language.code)"
        if let checked = state.withLock({ $0.checked[key] }) { return checked }
        // A language the catalog does not have is not remembered: any tag may be asked for.
        guard let loaded = file(catalog), let values = loaded.translations[language.code] else { return [:] }
        var table: [StringKey: LocalizedValue] = [:]
        var problems: [String] = []
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            let stringKey = StringKey(rawValue: name)
            guard let reference = english[stringKey] else {
                problems.append("\(catalog.module).xcstrings: \(name) in \(language.code) has no English text in the module")
                continue
            }
            do {
                table[stringKey] = try StringCatalog.checkedTranslation(value, for: stringKey, english: reference)
            } catch {
                problems.append("\(catalog.module).xcstrings: \(language.code): \(error)")
            }
        }
        state.withLock {
            if $0.checked[key] == nil { $0.problems += problems }
            $0.checked[key] = table
        }
        return table
    }

    /// A catalog as read: where from, its languages and their values.
    struct Loaded: Sendable {
        let source: StringsFile.Source
        let languages: [Language]
        let translations: [String: [String: StringOverride]]
    }

    /// `catalog` read (once), or `nil` when it could not be (listed in ``problems``).
    static func file(_ catalog: Catalog) -> Loaded? {
        if let known = state.withLock({ $0.files[catalog.module] }) { return known }
        var problems: [String] = []
        var loaded: Loaded?
        do {
            let found = try StringsFile.bundled(module: catalog.module, sourceFile: catalog.sourceFile)
            var languages: [Language] = []
            var translations: [String: [String: StringOverride]] = [:]
            for locale in found.file.locales where locale != found.file.sourceLanguage {
                guard let language = Language(tag: locale), language.code == locale else {
                    problems.append("\(catalog.module).xcstrings: \"\(locale)\" is not a canonical language tag")
                    continue
                }
                guard PluralRuleSet.standard.rule(for: language) != nil else {
                    problems.append("\(catalog.module).xcstrings: no plural rules for \"\(locale)\"")
                    continue
                }
                languages.append(language)
                translations[locale] = found.file.translations(in: locale)
            }
            loaded = Loaded(source: found.source, languages: languages, translations: translations)
        } catch {
            problems.append("\(error)")
        }
        return state.withLock {
            if let known = $0.files[catalog.module] { return known }
            $0.files[catalog.module] = .some(loaded)
            $0.problems += problems
            return loaded
        }
    }

    private struct State {
        var files: [String: Loaded?] = [:]
        var checked: [String: [StringKey: LocalizedValue]] = [:]
        var problems: [String] = []
    }

    private static let state = Mutex(State())
}
