/// The pseudo-locales: English texts made to look foreign, so a screen shows at a glance
/// whether every text came through the catalog (and fits when translated).
///
/// - `en-XA` (``Language/pseudoAccented``): every letter accented, the text 40 % longer,
///   between `⟪` and `⟫`, so a text without the marks was not looked up, and one cut off
///   loses its closing mark.
/// - `ar-XB` (``Language/pseudoRightToLeft``): the same text, set right to left (the page's
///   direction is right to left, and each text starts and ends with a right-to-left mark).
///
/// Placeholders (`%d`, `%1$@`, `%%`) and the link targets of rich-text markup stay as they are.
package enum PseudoLocale {
    /// The marks around every pseudo-localized text.
    package static let opening = "⟪"
    package static let closing = "⟫"

    /// Whether `language` is one of the pseudo-locales.
    package static func isPseudo(_ language: Language) -> Bool {
        language == .pseudoAccented || language == .pseudoRightToLeft
    }

    /// `template` pseudo-localized for `language`.
    package static func transform(_ template: String, for language: Language) -> String {
        var output = ""
        var letters = 0
        var index = template.startIndex
        var inLinkTarget = false
        while index < template.endIndex {
            let character = template[index]
            if character == "%" {
                // A placeholder (or %%) goes through whole.
                var end = template.index(after: index)
                while end < template.endIndex, "0123456789$.-+ #lh".contains(template[end]) { end = template.index(after: end) }
                if end < template.endIndex { end = template.index(after: end) }
                output += template[index..<end]
                index = end
                continue
            }
            if character == "(", output.last == "]" { inLinkTarget = true }
            if character == ")" { inLinkTarget = false }
            if !inLinkTarget, let accented = accents[character] {
                output.append(accented)
                letters += 1
            } else {
                output.append(character)
            }
            index = template.index(after: index)
        }
        // Translations run longer than English: 40 % more, as a tail of dots.
        let padding = String(repeating: "·", count: max(1, letters * 2 / 5))
        let text = "\(opening)\(output) \(padding)\(closing)"
        return language == .pseudoRightToLeft ? "\u{200F}\(text)\u{200F}" : text
    }

    private static let accents: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î", "j": "ĵ", "k": "ķ", "l": "ļ", "m": "ɱ",
        "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ", "u": "û", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
        "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ", "K": "Ķ", "L": "Ļ", "M": "Ṁ",
        "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ", "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]
}

extension Language {
    /// The accented, longer pseudo-locale `en-XA` (see the catalog's pseudo-localization).
    public static let pseudoAccented = Language(tag: "en-XA")!
    /// The right-to-left pseudo-locale `ar-XB`.
    public static let pseudoRightToLeft = Language(tag: "ar-XB")!

    /// Whether the language is written right to left: by its script (Arabic, Hebrew, Thaana,
    /// Syriac, N'Ko, Adlam, Hanifi Rohingya), or, without one, by its usual script (`ar`, `he`,
    /// `fa`, `ur`, `ps`, `sd`, `ug`, `yi`, `dv`, `ckb`); `ar-XB` is too.
    public var isRightToLeft: Bool {
        if let script { return Self.rightToLeftScripts.contains(script) }
        return Self.rightToLeftLanguages.contains(languageCode)
    }

    private static let rightToLeftScripts: Set<String> = ["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg", "Mand", "Samr"]
    private static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb", "ks", "arc", "syr"]
}
