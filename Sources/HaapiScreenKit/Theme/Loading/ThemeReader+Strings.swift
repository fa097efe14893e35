/// String overrides, per language.
extension ThemeReader {
    mutating func readStrings(_ node: ThemeNode, _ path: [String]) throws(ThemeError) {
        for (tag, table) in try dictionary(node, path).sorted(by: { $0.key < $1.key }) {
            guard let language = Language(tag: tag) else {
                throw ThemeError(file: file, keyPath: path + [tag], reason: .invalidValue("\"\(tag)\" is not a language tag such as en, nl or sv-SE"))
            }
            try readStringTable(table, language: language, path + [tag])
        }
    }

    mutating func readStringTable(_ node: ThemeNode, language: Language, _ path: [String]) throws(ThemeError) {
        for (key, value) in try dictionary(node, path).sorted(by: { $0.key < $1.key }) {
            try readStringOverride(StringKey(rawValue: key), value, language: language, path + [key])
        }
    }

    mutating func readStringOverride(_ key: StringKey, _ node: ThemeNode, language: Language, _ path: [String]) throws(ThemeError) {
        let override: StringOverride
        switch node {
        case .string(let text):
            override = .text(text)
        case .dictionary(let forms):
            var parsed: [[PluralCategory]: String] = [:]
            for (formKey, form) in forms.sorted(by: { $0.key < $1.key }) {
                guard let categories = PluralForms.formKey(formKey) else {
                    throw ThemeError(file: file, keyPath: path + [formKey], reason: .invalidValue(
                        "\"\(formKey)\" is not a plural form (zero, one, two, few, many, other, or those joined by dots)"))
                }
                parsed[categories] = try string(form, path + [formKey])
            }
            override = .plural(parsed)
        default:
            throw wrongType("a string or a dictionary of plural forms", node, path)
        }
        do {
            try strings.override(key, with: override, language: language)
        } catch {
            switch error {
            case .unknownStockKey:
                try unknown(path, "HaapiUI has no string \(key.rawValue)")
            case .unsupportedLanguage(let code):
                throw ThemeError(file: file, keyPath: Array(path.dropLast()), reason: .unsupportedLanguage(code))
            case .placeholderMismatch(_, let expected, let found):
                throw ThemeError(file: file, keyPath: path, reason: .placeholderMismatch(expected: expected, found: found))
            case .invalidFormat(_, let formatError):
                throw ThemeError(file: file, keyPath: path, reason: .invalidFormat(formatError.description))
            case .pluralNotAllowed:
                throw wrongType("a string (\(key.rawValue) has no plural forms)", node, path)
            case .invalidPluralForms(_, let formsError):
                throw ThemeError(file: file, keyPath: path, reason: .invalidValue(formsError.description))
            }
        }
    }
}
