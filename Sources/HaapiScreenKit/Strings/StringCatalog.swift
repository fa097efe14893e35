/// Every visible text, in every language: the built-in tables plus the app's
/// overrides, with English as the fallback.
///
/// Lookup for a language goes along its `Language.fallbacks` (`nl-BE`, then `nl`): app
/// override in each, then built-in text in each, then app override in English, built-in
/// English. Plural forms are chosen with the rules of the language the text was found in.
/// The pseudo-locales (`Language.pseudoAccented`, `Language.pseudoRightToLeft`) show
/// every English text transformed, so that a text that did not come through here stands out.
///
/// ```swift
/// let catalog = try StringCatalog.standard.overriding(.or, with: .text("Alternatively"), language: .english)
/// try catalog.string(.pollingSecondsRemaining, language: Language(tag: "nl-BE")!, arguments: [1])
/// // "Nog 1 seconde"
/// ```
public struct StringCatalog: Sendable {
    /// The plural rules of the languages texts may be given in.
    public let pluralRules: PluralRuleSet
    private var builtIn: [String: StringTable.Entries]
    private var overrides: [String: StringTable.Entries] = [:]
    /// The String Catalogs of the kit and the registered modules, read a language at a time.
    private var bundled: [BundledTranslations.Catalog]

    /// The built-in texts of every shipped language, with no overrides.
    public static let standard = StringCatalog(pluralRules: .standard)

    /// Creates the built-in catalog with `pluralRules` (add rules to accept
    /// overrides in more languages).
    public init(pluralRules: PluralRuleSet = .standard) {
        self.pluralRules = pluralRules
        self.builtIn = StringTable.builtIn
        self.bundled = [StringTable.catalog]
    }

    /// The languages that have built-in texts or overrides, by code.
    public var languageCodes: Set<String> {
        Set(builtIn.keys).union(overrides.keys).union(bundled.flatMap(\.languages).map(\.code))
    }

    /// The keys with a built-in English text.
    public var stockKeys: Set<StringKey> {
        Set(builtIn[Language.english.code]?.keys.map { $0 } ?? [])
    }

    /// The built-in value of `key` in `language`, ignoring overrides and fallback.
    public func builtInValue(_ key: StringKey, language: Language) -> LocalizedValue? {
        builtIn[language.code]?[key] ?? bundledValue(key, language: language)
    }

    /// `key`'s translation into `language` in a String Catalog (never English, whose texts
    /// are the sources').
    private func bundledValue(_ key: StringKey, language: Language) -> LocalizedValue? {
        guard language != .english, let english = builtIn[Language.english.code] else { return nil }
        for catalog in bundled {
            if let value = BundledTranslations.translations(catalog, in: language, english: english)[key] { return value }
        }
        return nil
    }

    /// Adds a module's String Catalog: its translations of the module's keys (registered with
    /// ``register(defaults:)``) are read when their language is first used.
    public mutating func register(translations catalog: BundledTranslations.Catalog) {
        if !bundled.contains(catalog) { bundled.append(catalog) }
    }

    /// The value of `key` for `language` after overrides and fallback, and the
    /// language it was found in.
    public func lookup(_ key: StringKey, language: Language) -> (value: LocalizedValue, language: Language)? {
        func value(in candidate: Language) -> LocalizedValue? {
            overrides[candidate.code]?[key] ?? builtInValue(key, language: candidate)
        }
        if PseudoLocale.isPseudo(language), let english = value(in: .english) {
            return (english.pseudoLocalized(for: language), language)
        }
        for candidate in language.fallbacks + [.english] {
            if let found = value(in: candidate) { return (found, candidate) }
        }
        return nil
    }

    /// The text of `key` in `language`, formatted with `arguments` (plural forms
    /// are chosen by their selector arguments).
    ///
    /// - Throws: ``StringLookupError`` when no language has the key or the
    ///   arguments do not fit its template.
    public func string(_ key: StringKey, language: Language, arguments: [FormatArgument] = []) throws(StringLookupError) -> String {
        guard let (value, source) = lookup(key, language: language) else { throw .missingKey(key) }
        let template: String
        switch value {
        case .text(let text):
            template = text
        case .plural(let forms):
            let rule = pluralRules.rule(for: source) ?? .oneIfIntegerOne
            var categories: [PluralCategory] = []
            for selector in forms.selectors {
                guard arguments.indices.contains(selector - 1) else {
                    throw .format(key: key, .argumentCount(expected: forms.selectors.max() ?? 1, given: arguments.count))
                }
                guard case .int(let number) = arguments[selector - 1] else {
                    throw .format(key: key, .argumentKind(argument: selector, expected: .integer))
                }
                categories.append(rule.category(for: number))
            }
            template = forms.form(for: categories)
        }
        do {
            return try StringFormatter.format(template, arguments, language: language)
        } catch {
            throw .format(key: key, error)
        }
    }

    /// A copy where `key` reads `override` in `language`.
    ///
    /// The override must take the same arguments as the built-in English text
    /// (see `FormatSignature`); every plural form must too. App keys (not
    /// starting with `hui_`) have no default: their templates must only be valid.
    ///
    /// - Throws: ``StringOverrideError`` naming the key.
    public func overriding(_ key: StringKey, with override: StringOverride, language: Language) throws(StringOverrideError) -> StringCatalog {
        var copy = self
        try copy.override(key, with: override, language: language)
        return copy
    }

    /// Makes `key` read `override` in `language`; see ``overriding(_:with:language:)``.
    public mutating func override(_ key: StringKey, with override: StringOverride, language: Language) throws(StringOverrideError) {
        guard pluralRules.rule(for: language) != nil else { throw .unsupportedLanguage(language.code) }
        let reference = builtIn[Language.english.code]?[key]
        if key.isStock, reference == nil { throw .unknownStockKey(key) }
        let overrideReference = override.referenceTemplate
        overrides[language.code, default: [:]][key] = try Self.checkedValue(override, overrideReference, for: key, reference: reference)
    }

    /// An English text as the value translations are checked against.
    static func englishReference(_ english: StringOverride, for key: StringKey) throws(StringOverrideError) -> LocalizedValue {
        try checkedValue(english, nil, for: key, reference: nil)
    }

    /// A translation as a value, after checking it against its English text (placeholders,
    /// plural forms and their selectors).
    static func checkedTranslation(_ translation: StringOverride, for key: StringKey, english: LocalizedValue) throws(StringOverrideError) -> LocalizedValue {
        try checkedValue(translation, translation.referenceTemplate, for: key, reference: english)
    }

    /// `override` as a value, after checking its placeholders against `reference`'s.
    private static func checkedValue(
        _ override: StringOverride, _ overrideReference: String?, for key: StringKey, reference: LocalizedValue?
    ) throws(StringOverrideError) -> LocalizedValue {
        if let reference, let overrideReference {
            let expected = try Self.signature(reference.referenceTemplate, key: key)
            let found = try Self.signature(overrideReference, key: key)
            guard expected == found else {
                throw .placeholderMismatch(key: key, expected: expected.description, found: found.description)
            }
        }
        return try Self.value(of: override, for: key, reference: reference)
    }

    /// Adds a module's keys with their default texts: English for every key, other
    /// languages optional. They are checked as HaapiUI's own: a translation takes
    /// the same arguments as the English text, a key is defined once, and the app's
    /// overrides already loaded must fit the new defaults.
    ///
    /// - Throws: ``ScreenKitRegistrationError`` naming the key.
    public mutating func register(defaults: [Language: [StringKey: StringOverride]]) throws(ScreenKitRegistrationError) {
        let english = defaults[.english] ?? [:]
        for (language, table) in defaults {
            guard pluralRules.rule(for: language) != nil else { throw .invalidString(.unsupportedLanguage(language.code)) }
            if let key = table.keys.sorted().first(where: { english[$0] == nil }) { throw .missingEnglish(key) }
        }
        var copy = self
        for (key, value) in english.sorted(by: { $0.key < $1.key }) {
            guard builtIn[Language.english.code]?[key] == nil else { throw .duplicateStringKey(key) }
            do {
                copy.builtIn[Language.english.code, default: [:]][key] = try Self.checkedValue(value, nil, for: key, reference: nil)
            } catch {
                throw .invalidString(error)
            }
        }
        for (language, table) in defaults where language != .english {
            for (key, value) in table.sorted(by: { $0.key < $1.key }) {
                let reference = copy.builtIn[Language.english.code]?[key]
                do {
                    copy.builtIn[language.code, default: [:]][key] = try Self.checkedValue(value, value.referenceTemplate, for: key, reference: reference)
                } catch {
                    throw .invalidString(error)
                }
            }
        }
        for (code, table) in overrides {
            for (key, value) in table where english[key] != nil {
                guard let language = Language(tag: code) else { continue }
                do {
                    _ = try copy.overriding(key, with: value.asOverride, language: language)
                } catch {
                    throw .invalidString(error)
                }
            }
        }
        self = copy
    }

    private static func value(of override: StringOverride, for key: StringKey, reference: LocalizedValue?) throws(StringOverrideError) -> LocalizedValue {
        switch (override, reference) {
        case (.text(let text), .plural(let forms)?):
            return .plural(try pluralForms([[.other]: text], selectors: forms.selectors, key: key))
        case (.text(let text), _):
            _ = try signature(text, key: key)
            return .text(text)
        case (.plural, .text?):
            throw .pluralNotAllowed(key)
        case (.plural(let forms), .plural(let defaults)?):
            return .plural(try pluralForms(forms, selectors: defaults.selectors, key: key))
        case (.plural(let forms), nil):
            return .plural(try pluralForms(forms, selectors: [1], key: key))
        }
    }

    private static func pluralForms(_ forms: [[PluralCategory]: String], selectors: [Int], key: StringKey) throws(StringOverrideError) -> PluralForms {
        do {
            return try PluralForms(selectors: selectors, forms: forms)
        } catch .formsDiffer(let form, let expected, let found) {
            throw .placeholderMismatch(key: key, expected: "\(expected) (form other)", found: "\(found) (form \(form))")
        } catch {
            throw .invalidPluralForms(key: key, error)
        }
    }

    private static func signature(_ template: String, key: StringKey) throws(StringOverrideError) -> FormatSignature {
        do {
            return try StringFormatter.signature(of: template)
        } catch {
            throw .invalidFormat(key: key, error)
        }
    }
}
