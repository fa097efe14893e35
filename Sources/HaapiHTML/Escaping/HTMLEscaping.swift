/// Escaping for the two places HaapiHTML writes data into HTML: element text and
/// double-quoted attribute values. ``HTMLWriter`` escapes every value it writes
/// this way; there is no way to write data unescaped.
///
/// - Text: `&`, `<` and `>` become character references, so no tag, comment or
///   character reference can start inside the text.
/// - Attribute values (always written inside `"` by the writer): `&`, `<`, `>`, `"`
///   and `'` become character references, so the value can never end its quotes.
///
/// Both also drop what `ServerText.cleaned(_:)` drops (controls and bidi
/// formatting characters), so no text can reorder or hide the page around it.
public enum HTMLEscaping {
    /// `text` safe as the content of an element (not inside `<script>` or `<style>`,
    /// which HaapiHTML never fills with data).
    public static func text(_ text: String) -> String {
        escaped(text, quotes: false)
    }

    /// `value` safe inside a double-quoted attribute value.
    public static func attribute(_ value: String) -> String {
        escaped(value, quotes: true)
    }

    private static func escaped(_ input: String, quotes: Bool) -> String {
        // Most texts need nothing: hand them back without copying.
        if input.allUTF8Bytes(isPlain) { return input }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(input.utf8.count + 16)
        append(input, quotes: quotes, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of `input`, escaped (with `quotes`: for an attribute
    /// value), to `bytes`: runs that need nothing are copied whole.
    static func append(_ input: String, quotes: Bool, to bytes: inout [UInt8]) {
        var input = input
        input.withUTF8 { source in
            var runStart = 0
            var index = 0
            while index < source.count {
                let byte = source[index]
                if isPlain(byte) {
                    index += 1
                    continue
                }
                let (length, replacement) = action(source, at: index, quotes: quotes)
                guard length > 0 else {
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
                if let replacement { replacement.withUTF8Buffer { bytes.append(contentsOf: $0) } }
                index += length
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
        }
    }

    /// What to do with the character starting at `index`, whose first byte is not
    /// plain: how many bytes it takes from the input (`0` keeps its first byte as it
    /// is) and what to write in their place (`nil` for nothing: a dropped character).
    private static func action(
        _ source: UnsafeBufferPointer<UInt8>, at index: Int, quotes: Bool
    ) -> (length: Int, replacement: StaticString?) {
        func byte(_ offset: Int) -> UInt8? {
            index + offset < source.count ? source[index + offset] : nil
        }
        switch source[index] {
        case UInt8(ascii: "&"): return (1, "&amp;")
        case UInt8(ascii: "<"): return (1, "&lt;")
        case UInt8(ascii: ">"): return (1, "&gt;")
        case UInt8(ascii: "\"") where quotes: return (1, "&quot;")
        case UInt8(ascii: "'") where quotes: return (1, "&#39;")
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return (0, nil)
        case 0xC2:
            // U+0080–U+009F, the C1 controls: C2 80 … C2 9F.
            guard let next = byte(1), (0x80...0x9F).contains(next) else { return (0, nil) }
            return (2, nil)
        case 0xE2:
            // U+202A–U+202E (E2 80 AA … AE) and U+2066–U+2069 (E2 81 A6 … A9).
            guard let second = byte(1), let third = byte(2),
                  (second == 0x80 && (0xAA...0xAE).contains(third)) || (second == 0x81 && (0xA6...0xA9).contains(third))
            else { return (0, nil) }
            return (3, nil)
        default:
            // A C0 control other than tab and line feed, or DEL.
            return (1, nil)
        }
    }

    /// Whether `byte` can neither need escaping nor start a character that is
    /// dropped: not `& < > " '`, not a C0 control (tab and line feed aside) or
    /// `DEL`, and not the lead byte of C1 controls (`0xC2`) or of the bidi
    /// formatting characters (`0xE2`), which then take the careful path.
    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x26, 0x3C, 0x3E, 0x22, 0x27, 0x7F, 0xC2, 0xE2: false
        case 0x09, 0x0A: true
        case 0x00...0x1F: false
        default: true
        }
    }
}
