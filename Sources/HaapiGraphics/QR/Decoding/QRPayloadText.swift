/// Turns the bytes of a symbol into text, following the character set each part was
/// written in (ISO/IEC 18004 §7.4.2 and the AIM register of ECI assignments).
enum QRPayloadText {
    /// ECI designators read as ISO-8859-1 (1 and 3).
    static let latin1Designators: Set<Int> = [1, 3]
    /// ECI designators read as US-ASCII (27 is ISO/IEC 646, 170 is its invariant subset).
    static let asciiDesignators: Set<Int> = [27, 170]
    /// The ECI designator of UTF-8.
    static let utf8Designator = 26

    /// The text of all parts joined, or `nil` when a part's bytes are not valid in its
    /// character set or its ECI names a character set not supported here.
    ///
    /// A part without an ECI is UTF-8 when its bytes are valid UTF-8 (what this
    /// library's encoder and most others write) and ISO-8859-1 (the standard's default)
    /// otherwise, so it always has a text.
    static func text(of parts: [QRSegmentDecoder.Content.Part]) -> String? {
        var text = ""
        for part in parts {
            guard let piece = decode(part.bytes, designator: part.designator) else { return nil }
            text += piece
        }
        return text
    }

    private static func decode(_ bytes: [UInt8], designator: Int?) -> String? {
        switch designator {
        case nil: return String(validating: bytes, as: UTF8.self) ?? latin1(bytes)
        case utf8Designator?: return String(validating: bytes, as: UTF8.self)
        case let designator? where latin1Designators.contains(designator): return latin1(bytes)
        case let designator? where asciiDesignators.contains(designator):
            return bytes.allSatisfy { $0 < 0x80 } ? latin1(bytes) : nil
        default: return nil
        }
    }

    /// ISO-8859-1: every byte is the Unicode scalar of the same value.
    private static func latin1(_ bytes: [UInt8]) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
        return String(scalars)
    }
}
