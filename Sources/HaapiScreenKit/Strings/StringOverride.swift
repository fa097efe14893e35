/// Why a string override was refused.
public enum StringOverrideError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The language has no plural rules, so its texts could not be chosen correctly.
    case unsupportedLanguage(String)
    /// The key starts with `hui_` but neither HaapiUI nor a registered module has
    /// such a key (a typo, or a module that was not added).
    case unknownStockKey(StringKey)
    /// The override's placeholders differ from the default's.
    case placeholderMismatch(key: StringKey, expected: String, found: String)
    /// The override is not a valid template.
    case invalidFormat(key: StringKey, StringFormatError)
    /// Plural forms were given for a key that has a single text.
    case pluralNotAllowed(StringKey)
    /// The plural forms are invalid.
    case invalidPluralForms(key: StringKey, PluralFormsError)

    public var description: String {
        switch self {
        case .unsupportedLanguage(let code): "no plural rules for language \"\(code)\""
        case .unknownStockKey(let key): "\(key) is not a string key of HaapiUI or of a registered module"
        case .placeholderMismatch(let key, let expected, let found):
            "\(key): placeholders \(found) differ from the default's \(expected)"
        case .invalidFormat(let key, let error): "\(key): \(error)"
        case .pluralNotAllowed(let key): "\(key) has no plural forms; give a single text"
        case .invalidPluralForms(let key, let error): "\(key): \(error)"
        }
    }
}

/// Why a string could not be produced.
public enum StringLookupError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No language in the fallback chain has the key.
    case missingKey(StringKey)
    /// The arguments do not fit the template.
    case format(key: StringKey, StringFormatError)

    public var description: String {
        switch self {
        case .missingKey(let key): "no text for \(key) in the language or in English"
        case .format(let key, let error): "\(key): \(error)"
        }
    }
}
