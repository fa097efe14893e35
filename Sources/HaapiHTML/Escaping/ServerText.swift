/// How HaapiHTML treats text it did not write itself (the server's and the app's):
/// the bidi decision.
///
/// **Removed:** C0 and C1 control characters other than tab and line feed (a
/// carriage return becomes nothing; HTML would fold it anyway), `DEL`, and the
/// explicit directional formatting characters — embeddings and overrides
/// (U+202A–U+202E: LRE, RLE, PDF, LRO, RLO) and isolates (U+2066–U+2069: LRI, RLI,
/// FSI, PDI). They carry no content, only instructions to reorder what follows;
/// an unterminated RLO (U+202E) in a label could otherwise flip the page chrome
/// after it. The implicit marks (LRM U+200E, RLM U+200F, ALM U+061C) stay: they
/// affect only the neutral characters next to them.
///
/// **Isolated:** every run of such text is written inside `<bdi>` (or an element
/// with `dir="auto"`), so a right-to-left name shows right to left without moving
/// the punctuation, labels or buttons around it. Attribute values cannot be isolated
/// and are cleaned only.
package enum ServerText {
    /// `text` without the characters listed above.
    package static func cleaned(_ text: String) -> String {
        guard !text.allUTF8Bytes(isKeptByte), text.unicodeScalars.contains(where: isDropped) else { return text }
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isDropped(scalar) { output.append(scalar) }
        return String(output)
    }

    /// Whether `byte` can neither be removed nor start a character that is: not a C0
    /// control (tab and line feed aside) or `DEL`, and not the lead byte of the C1
    /// controls (`0xC2`) or of the bidi formatting characters (`0xE2`).
    private static func isKeptByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x09, 0x0A: true
        case 0x00...0x1F, 0x7F, 0xC2, 0xE2: false
        default: true
        }
    }

    /// Whether `scalar` is removed from server text.
    package static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
