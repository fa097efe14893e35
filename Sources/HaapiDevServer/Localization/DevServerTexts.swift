/// The texts of one flow's steps, in the flow's language: one table per language
/// (``englishTable``, ``dutchTable``, ``swedishTable``), each with a value for every
/// ``DevServerText``.
///
/// ```
/// flow.texts[.codeResent, "d***@example.com"]   // "Er is een nieuwe code gestuurd naar d***@example.com"
/// ```
struct DevServerTexts: Sendable {
    /// The language the texts are in.
    let language: DevServerLanguage

    init(_ language: DevServerLanguage) {
        self.language = language
    }

    /// English: for answers given before a flow (and its language) is known.
    static let english = DevServerTexts(.english)

    /// The table of `language`.
    static func table(_ language: DevServerLanguage) -> [DevServerText: String] {
        switch language {
        case .english: englishTable
        case .dutch: dutchTable
        case .swedish: swedishTable
        }
    }

    /// The text of `key` with `{1}`, `{2}`, ... replaced by `arguments` in order; a key a
    /// table lacks (the tests keep every table complete) falls back to English.
    subscript(_ key: DevServerText, _ arguments: String...) -> String {
        let template = Self.table(language)[key] ?? Self.englishTable[key] ?? key.rawValue
        return Self.format(template, arguments)
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
