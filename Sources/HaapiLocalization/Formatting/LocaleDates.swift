public import Foundation
import Synchronization

/// Moments written as a language writes them (CLDR's patterns through Foundation's ICU):
/// the date with the month abbreviated, the time to the second, and the time zone
/// (`21. Sept. 2026, 14:13:20 GMT`, `2026年9月21日 14:13:20 GMT`).
///
/// ```swift
/// LocaleDates.format(Date(timeIntervalSince1970: 0), language: .dutch)   // "1 jan 1970, 00:00:00 GMT"
/// ```
public enum LocaleDates {
    /// `date` in `language`, in `timeZone` (UTC unless given).
    public static func format(_ date: Date, language: Language, timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .gmt) -> String {
        let key = "\(language.code) \(timeZone.identifier)"
        if let style = styles.withLock({ $0[key] }) { return date.formatted(style) }
        let style = Date.FormatStyle(date: .abbreviated, time: .complete, locale: Locale(identifier: language.code), timeZone: timeZone)
        // Remembered for the first few hundred languages and zones asked for.
        styles.withLock { if $0.count < 512 { $0[key] = style } }
        return date.formatted(style)
    }

    private static let styles = Mutex<[String: Date.FormatStyle]>([:])
}
