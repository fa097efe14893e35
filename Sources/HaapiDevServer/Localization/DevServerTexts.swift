import HaapiLocalization

/// The texts of one flow's steps, in the flow's language: English from
/// ``englishTable`` (and ``englishPlurals``), every other language from the dev server's
/// String Catalog, `Resources/HaapiDevServer.xcstrings`, which translators edit.
///
/// ```
/// flow.texts[.codeResent, "d***@example.com"]   // "Er is een nieuwe code gestuurd naar d***@example.com"
/// flow.texts.count(.attemptsLeft, 2)             // "Nog 2 pogingen over"
/// ```
struct DevServerTexts: Sendable {
    /// The language the texts are in.
    let language: DevServerLanguage

    init(_ language: DevServerLanguage) {
        self.language = language
    }

    /// English: for answers given before a flow (and its language) is known.
    static let english = DevServerTexts(.english)

    /// The text of `key` with `{1}`, `{2}`, ... replaced by `arguments` in order; a key the
    /// language lacks falls back to English.
    subscript(_ key: DevServerText, _ arguments: String...) -> String {
        let template: String
        if case .text(let text)? = Self.translations[language.language]?[key] {
            template = text
        } else {
            template = Self.englishTable[key] ?? key.rawValue
        }
        return Self.format(template, arguments)
    }

    /// The text of plural key `key` for `number` (also its `{1}`), in the form the
    /// language's CLDR rule gives the number.
    func count(_ key: DevServerText, _ number: Int) -> String {
        var forms = Self.englishPlurals[key] ?? [:]
        var rules = Language.english
        if case .plural(let translated)? = Self.translations[language.language]?[key] {
            forms = translated
            rules = language.language
        }
        let category = PluralRuleSet.standard.rule(for: rules)?.category(for: number) ?? .other
        let template = forms[[category]] ?? forms[[.other]] ?? key.rawValue
        return Self.format(template, [LocaleNumbers.format(number, language: language.language)])
    }

    /// `template` with each `{n}` (1 to 9) replaced by `arguments[n - 1]`, in one pass
    /// (an argument's own braces stay as they are).
    static func format(_ template: String, _ arguments: [String]) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let digit = rest.index(after: open)
            if digit < rest.endIndex, let number = rest[digit].wholeNumberValue, number >= 1, number <= arguments.count {
                let close = rest.index(after: digit)
                if close < rest.endIndex, rest[close] == "}" {
                    result += arguments[number - 1]
                    rest = rest[rest.index(after: close)...]
                    continue
                }
            }
            result.append("{")
            rest = rest[digit...]
        }
        return result + rest
    }
}
