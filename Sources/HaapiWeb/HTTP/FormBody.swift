import Foundation

/// `application/x-www-form-urlencoded` bodies as the browser posts them.
enum FormBody {
    /// The largest body the host reads.
    static let maximumSize = 64 * 1024

    /// The fields of `text` in order, names and values decoded (`+` is a space).
    static func fields(_ text: String) -> [(name: String, value: String)] {
        text.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (decode(parts[0]), parts.count > 1 ? decode(parts[1]) : "")
        }
    }

    private static func decode(_ text: Substring) -> String {
        // Most names and values are plain: skip Foundation's string search for them.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "%") }) else { return String(text) }
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
