import HaapiLocalization

extension DevServerTexts {
    /// English plural texts, by key: forms by CLDR category, `{1}` the number.
    static let englishPlurals: [DevServerText: [[PluralCategory]: String]] = [
        .attemptsLeft: [[.one]: "{1} attempt left", [.other]: "{1} attempts left"]
    ]

    /// The catalog's translations by language, checked against English: a text takes the
    /// same `{n}` arguments as the English one, a plural key has plural forms, and a key is
    /// one of ``DevServerText``'s. What fails is left out (English shows) and listed in
    /// ``catalogProblems``.
    static let translations: [Language: [DevServerText: StringOverride]] = loaded.translations

    /// What was wrong with the catalog (empty when every translation is in use).
    static var catalogProblems: [String] { loaded.problems }

    private static let loaded: (translations: [Language: [DevServerText: StringOverride]], problems: [String]) = {
        let file: StringsFile
        do {
            file = try StringsFile.bundled(module: "HaapiDevServer", sourceFile: #filePath).file
        } catch {
            return ([:], ["\(error)"])
        }
        var translations: [Language: [DevServerText: StringOverride]] = [:]
        var problems: [String] = []
        for locale in file.locales where locale != file.sourceLanguage {
            guard let language = Language(tag: locale), language.code == locale, PluralRuleSet.standard.rule(for: language) != nil else {
                problems.append("HaapiDevServer.xcstrings: \"\(locale)\" is not a canonical language tag with plural rules")
                continue
            }
            var table: [DevServerText: StringOverride] = [:]
            for (name, value) in file.translations(in: locale) {
                guard let key = DevServerText(rawValue: name) else {
                    problems.append("HaapiDevServer.xcstrings: \(name) is not a dev server text")
                    continue
                }
                if let problem = Self.problem(value, key: key) {
                    problems.append("HaapiDevServer.xcstrings: \(locale): \(name): \(problem)")
                } else {
                    table[key] = value
                }
            }
            translations[language] = table
        }
        return (translations, problems.sorted())
    }()

    /// Why `value` cannot stand for `key`'s English text, or `nil` when it can.
    private static func problem(_ value: StringOverride, key: DevServerText) -> String? {
        switch (value, englishTable[key], englishPlurals[key]) {
        case (.text(let text), let english?, _):
            let found = arguments(text)
            let expected = arguments(english)
            return found == expected ? nil : "takes \(found.sorted()) where English takes \(expected.sorted())"
        case (.plural(let forms), _, let english?):
            guard forms[[.other]] != nil, forms.keys.allSatisfy({ $0.count == 1 }) else { return "plural forms need \"other\" and one category each" }
            let expected = arguments(english[[.other]] ?? "")
            if let form = forms.first(where: { !arguments($0.value).isSubset(of: expected) }) {
                return "form \(form.key[0].rawValue) takes arguments English does not"
            }
            return nil
        default:
            return "English has \(englishPlurals[key] == nil ? "a single text" : "plural forms")"
        }
    }

    /// The `{n}` arguments a template uses.
    private static func arguments(_ template: String) -> Set<Int> {
        var found = Set<Int>()
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            let digit = rest.index(after: open)
            guard digit < rest.endIndex else { break }
            let close = rest.index(after: digit)
            if close < rest.endIndex, rest[close] == "}", let number = rest[digit].wholeNumberValue, number >= 1 { found.insert(number) }
            rest = rest[digit...]
        }
        return found
    }
}

extension DevServerTexts {
    /// Every text of `language` with its key, each plural form on its own; English where
    /// the language has none.
    static func allTexts(_ language: DevServerLanguage) -> [(key: DevServerText, text: String)] {
        DevServerText.allCases.flatMap { key -> [(key: DevServerText, text: String)] in
            switch translations[language.language]?[key] {
            case .text(let text)?: return [(key, text)]
            case .plural(let forms)?: return forms.values.sorted().map { (key, $0) }
            case nil:
                if let english = englishTable[key] { return [(key, english)] }
                return (englishPlurals[key] ?? [:]).values.sorted().map { (key, $0) }
            }
        }
    }
}
