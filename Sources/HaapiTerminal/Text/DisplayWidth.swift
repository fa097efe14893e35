/// How many terminal columns text takes.
///
/// An approximation of `wcwidth`: East Asian wide and fullwidth characters and
/// most emoji take two columns, invisible format characters (such as the right-to-left
/// mark) none, every other character one.
public enum DisplayWidth {
    /// The columns `text` takes.
    public static func of(_ text: String) -> Int {
        // Printable ASCII is one column a byte (no such character joins another); only
        // other text is walked character by character.
        if let width = printableASCIIWidth(text) { return width }
        return text.reduce(0) { $0 + of($1) }
    }

    /// The byte count of `text` when it is all printable ASCII (space to `~`), else `nil`.
    static func printableASCIIWidth(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? bytes.count : nil }
    }

    /// The longest start of `text` that takes at most `columns` columns.
    public static func prefix(_ text: String, columns: Int) -> String {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let width = of(text[index])
            if used + width > columns { break }
            used += width
            end = text.index(after: index)
        }
        return String(text[..<end])
    }

    /// The columns one character takes: none for the invisible format characters (the
    /// right-to-left and left-to-right marks, zero-width spaces and joiners, the bidi
    /// embeddings and isolates) and combining marks standing alone.
    public static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if isZeroWidth(scalar) { return 0 }
        return isWide(scalar.value) ? 2 : 1
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        // The soft hyphen is a format character that terminals draw (one column).
        guard scalar.value != 0xAD else { return false }
        switch scalar.properties.generalCategory {
        case .format, .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
