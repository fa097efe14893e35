import Foundation

/// Makes text from a server (or anywhere) safe to write to a terminal.
///
/// Terminals obey escape sequences embedded in text: a server could clear the
/// screen, move the cursor to fake a prompt, retitle the window or (in some
/// terminals) write to the clipboard. Every text the renderer draws goes through
/// ``sanitize(_:)`` first.
public enum TerminalText {
    /// `text` with every escape sequence and control character removed.
    ///
    /// - Escape sequences are removed whole: CSI (`ESC [` … final byte), OSC and the
    ///   other string sequences (`ESC ]`, `ESC P`, `ESC X`, `ESC ^`, `ESC _`, up to BEL
    ///   or ST), their 8-bit C1 forms, and two-byte `ESC x` sequences.
    /// - Other C0 and C1 controls and DEL are removed; a tab becomes a space; line
    ///   breaks (`\n`, `\r\n`, `\r`, U+2028, U+2029) become `\n` so callers can keep
    ///   them as line breaks.
    /// - Bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069), which
    ///   can make text read differently from what it is, are removed.
    public static func sanitize(_ text: String) -> String {
        // Most texts hold nothing to remove or change: hand them back without copying.
        if text.utf8.allSatisfy(isPlain) { return text }
        var output = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x1B:
                skipEscape(&scalars)
            case 0x9B:
                skipControlSequence(&scalars)
            case 0x9D, 0x90, 0x98, 0x9E, 0x9F:
                skipString(&scalars)
            case 0x0A, 0x2028, 0x2029:
                output.append("\n")
            case 0x0D:
                if scalars.first?.value == 0x0A { scalars.removeFirst() }
                output.append("\n")
            case 0x09:
                output.append(" ")
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                continue
            default:
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// `text` sanitised and with its line breaks turned into spaces, for one-line places.
    public static func sanitizeLine(_ text: String) -> String {
        let sanitized = sanitize(text)
        guard sanitized.utf8.contains(UInt8(ascii: "\n")) else { return sanitized }
        return sanitized.replacingOccurrences(of: "\n", with: " ")
    }

    /// Whether `byte` can neither be changed nor start a character that is: printable
    /// ASCII, or part of a character other than a C1 control (lead byte `0xC2`), a
    /// line or paragraph separator or a bidi control (lead byte `0xE2`), which then
    /// take the careful path.
    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20...0x7E: true
        case 0xC2, 0xE2: false
        case 0x80...: true
        default: false
        }
    }

    private static func skipEscape(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        guard let next = scalars.popFirst() else { return }
        switch next {
        case "[": skipControlSequence(&scalars)
        case "]", "P", "X", "^", "_": skipString(&scalars)
        default: break // a two-byte sequence such as ESC c (reset) or ESC 7
        }
    }

    /// Skips parameter and intermediate bytes up to and including a final byte 0x40–0x7E.
    private static func skipControlSequence(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        while let scalar = scalars.popFirst() {
            if (0x40...0x7E).contains(scalar.value) { return }
            if !(0x20...0x3F).contains(scalar.value) { return } // malformed: stop at the first foreign byte
        }
    }

    /// Skips a string sequence up to BEL, ST (`ESC \`) or the 8-bit ST (0x9C).
    private static func skipString(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x07, 0x9C: return
            case 0x1B:
                if scalars.first == "\\" { scalars.removeFirst() }
                return
            default: continue
            }
        }
    }
}
