/// The stable name of one control of a screen, derived from the view tree: the
/// same screen built again (after a restart, on another host) gives its controls
/// the same ids, so they serve as HTML form field names and in scripts.
///
/// Made of ASCII letters, digits, `_`, `-` and `.` only. A control's id is its
/// view's identifier (`loginButton`; `textField[userName]` becomes
/// `textField-userName`), qualified by the identifiers of its ancestors
/// (`section-1.button-0`) when another control has the same one, and numbered
/// (`-2`, `-3`, ...) when that is still not enough. Views without an identifier
/// use their kind (`button`). A picker option is its picker's id with
/// `.option-N` (`picker-country.option-2`).
public struct ControlID: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The id as written in HTML and scripts.
    public let rawValue: String

    /// Wraps an id.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps an id written as a literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    public static func < (lhs: ControlID, rhs: ControlID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `text` with every character outside `A-Z a-z 0-9 _ - .` replaced: `[` by `-`,
    /// `]` dropped, anything else by `_`; an empty result is `control`.
    public static func sanitized(_ text: String) -> String {
        // Most names need no change: hand them back without copying.
        if !text.isEmpty, text.utf8.allSatisfy(isKept) { return text }
        // One byte a scalar at most, written in place.
        let result = String(unsafeUninitializedCapacity: text.utf8.count) { buffer in
            var count = 0
            for scalar in text.unicodeScalars {
                let byte: UInt8
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".": byte = UInt8(scalar.value)
                case "[": byte = UInt8(ascii: "-")
                case "]": continue
                default: byte = UInt8(ascii: "_")
                }
                buffer[count] = byte
                count += 1
            }
            return count
        }
        return result.isEmpty ? "control" : result
    }

    /// Whether `byte` is an ASCII letter, digit, `_`, `-` or `.`, which ``sanitized(_:)`` keeps.
    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."): true
        default: false
        }
    }
}
