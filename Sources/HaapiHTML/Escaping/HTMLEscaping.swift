/// Escaping for the two places HaapiHTML writes data into HTML: element text and
/// double-quoted attribute values. ``HTMLWriter`` calls these for every value; there is
/// no way to write data unescaped.
///
/// - Text: `&`, `<` and `>` become character references, so no tag, comment or
///   character reference can start inside the text.
/// - Attribute values (always written inside `"` by the writer): `&`, `<`, `>`, `"`
///   and `'` become character references, so the value can never end its quotes.
///
/// Both also drop what ``ServerText/cleaned(_:)`` drops (controls and bidi
/// formatting characters), so no text can reorder or hide the page around it.
public enum HTMLEscaping {
    /// `text` safe as the content of an element (not inside `<script>` or `<style>`,
    /// which HaapiHTML never fills with data).
    public static func text(_ text: String) -> String {
        escape(text, quotes: false)
    }

    /// `value` safe inside a double-quoted attribute value.
    public static func attribute(_ value: String) -> String {
        escape(value, quotes: true)
    }

    static func escape(_ input: String, quotes: Bool) -> String {
        // Most texts need nothing: hand them back without copying.
        if input.allUTF8Bytes(isPlain) { return input }
        var output = ""
        output.unicodeScalars.reserveCapacity(input.unicodeScalars.count)
        for scalar in input.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where quotes: output += "&quot;"
            case "'" where quotes: output += "&#39;"
            default:
                if ServerText.isDropped(scalar) { continue }
                output.unicodeScalars.append(scalar)
            }
        }
        return output
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
