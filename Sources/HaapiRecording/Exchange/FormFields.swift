import Foundation

/// `application/x-www-form-urlencoded` text as name–value pairs, and back.
enum FormFields {
    /// The pairs of `text` (`a=1&b=x+y` → `[("a","1"), ("b","x y")]`).
    static func decode(_ text: String) -> [[String]] {
        text.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return [decodeComponent(parts[0]), parts.count > 1 ? decodeComponent(parts[1]) : ""]
        }
    }

    /// The query items of `url` as pairs (empty without a query).
    static func query(of url: URL) -> [[String]] {
        guard let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQuery else { return [] }
        return decode(query)
    }

    private static func decodeComponent(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
