import Foundation
public import HaapiUI

/// Checks that a text a screen shows a person is written for them: no missing key, no
/// type or member name, no JSON path, no URL or query, not the developer's description,
/// and, in a language other than English, neither the English text nor English words.
///
/// ```swift
/// let findings = PersonFacingText.findings(
///     in: dutchRegistry.text(error.presentation), language: .dutch,
///     english: englishRegistry.text(error.presentation), developerText: error.description)
/// #expect(findings.isEmpty, "\(error): \(findings)")
/// ```
public enum PersonFacingText {
    /// What is wrong with `text` (empty when nothing); `english` is the same text in
    /// English, `developerText` the error's `description`.
    public static func findings(in text: String, language: Language, english: String, developerText: String) -> [String] {
        var found: [String] = []
        let checks: [(String, String)] = [
            (#"⟦"#, "a missing key"),
            (#"\b[a-z]+[A-Z][A-Za-z]*\b"#, "a member name"),
            (#"\b[A-Z][a-z]+[A-Z][A-Za-z]*\b"#, "a type name"),
            (#"\$\.|\[[0-9]+\]|\.[a-z]+\.[a-z]+"#, "a JSON path"),
            (#"[a-z][a-z0-9+.-]*://|\?[A-Za-z_]+="#, "a URL or query"),
            (#"%[@ds]|\\(\("#, "an unformatted placeholder"),
        ]
        for (pattern, what) in checks where text.range(of: pattern, options: .regularExpression) != nil {
            found.append("\(what) in \"\(text)\"")
        }
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { found.append("no text") }
        if !developerText.isEmpty, text.contains(developerText) { found.append("the developer's description") }
        if language != .english {
            if text == english { found.append("the English text in \(language.code)") }
            let words = Set(text.lowercased().split { !$0.isLetter }.map(String.init))
            let english = words.intersection(englishWords)
            if !english.isEmpty { found.append("English words \(english.sorted()) in \(language.code): \"\(text)\"") }
        }
        return found
    }

    /// Common English words that are not Dutch or Swedish words.
    static let englishWords: Set<String> = [
        "the", "and", "again", "please", "could", "cannot", "failed", "try", "wait", "your", "this", "that", "with", "not",
        "error", "sign", "signing", "server's", "because",
    ]
}
