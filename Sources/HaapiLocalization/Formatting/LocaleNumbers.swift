import Foundation
import Synchronization

/// Whole numbers written as a language writes them: in its numbering system's digits
/// (CLDR's default for the locale, through Foundation's ICU: `ar-EG` writes `٤٢`, `fa`
/// `۴۲`, `ar`, `hi` and `ja` Latin digits), with no grouping, since the numbers in texts are
/// counts, lengths and codes (`code 1234` must not read `code 1.234`).
///
/// ```swift
/// LocaleNumbers.format(42, language: Language(tag: "ar-EG")!)   // "٤٢"
/// ```
public enum LocaleNumbers {
    /// `value` in `language`'s digits.
    public static func format(_ value: Int, language: Language) -> String {
        guard let style = style(for: language) else { return String(value) }
        return style.format(value)
    }

    /// The format of `language`, or `nil` when it writes numbers as `String(_:)` does
    /// (Latin digits), which most languages do.
    private static func style(for language: Language) -> IntegerFormatStyle<Int>? {
        if language == .english { return nil }
        if let known = styles.withLock({ $0[language.code] }) { return known }
        let style = IntegerFormatStyle<Int>.number.locale(Locale(identifier: language.code)).grouping(.never)
        let probe = -9_876_543_210
        let found: IntegerFormatStyle<Int>? = style.format(probe) == String(probe) ? nil : style
        // Remembered for the first few hundred languages asked for (a program uses a handful).
        styles.withLock { if $0.count < 512 { $0[language.code] = .some(found) } }
        return found
    }

    private static let styles = Mutex<[String: IntegerFormatStyle<Int>?]>([:])
}
