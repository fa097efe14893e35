import Foundation
import HaapiClient
import HaapiModel
import HaapiUI

extension IDTokenClaims {
    /// Claims not worth showing a person: hashes and the request's nonce.
    static let undisplayed: Set<String> = ["nonce", "at_hash", "c_hash", "s_hash"]

    /// Claims that are times (seconds since 1970).
    static let times: Set<String> = ["exp", "iat", "auth_time", "nbf", "updated_at"]

    /// ISO 8601 in UTC without fractions (`2025-01-31T09:30:00Z`). A value type made
    /// once: an `ISO8601DateFormatter` per claim took most of the result page's time.
    static let timeStyle = Date.ISO8601FormatStyle()

    /// The claims as `[name, value]` pairs in name order: strings as they are, times
    /// as ISO 8601 dates in UTC (kept so in the session's record, whatever the page's
    /// language; ``shownValue(_:language:)`` writes them in it), other values as JSON.
    var displayed: [[String]] {
        members.keys.sorted().filter { !Self.undisplayed.contains($0) }.compactMap { name in
            guard let value = members[name] else { return nil }
            if Self.times.contains(name), let seconds = value.numberValue?.doubleValue {
                return [name, Date(timeIntervalSince1970: seconds).formatted(Self.timeStyle)]
            }
            return [name, value.stringValue ?? value.jsonString()]
        }
    }

    /// A `[name, value]` pair's value as the page shows it: a time in `language`
    /// (`LocaleDates`, in UTC), anything else as kept.
    static func shownValue(_ claim: [String], language: Language) -> String {
        guard claim.count == 2, times.contains(claim[0]), let date = try? timeStyle.parse(claim[1]) else { return claim.last ?? "" }
        return LocaleDates.format(date, language: language)
    }
}
