/// Turns the bytes a terminal sends in raw mode into ``Key``s.
///
/// A pure value: feed it bytes as they are read, and call ``flush()`` when no more
/// bytes came for a moment, so that an Escape key pressed alone (which starts every
/// escape sequence too) is reported.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed([0x1B, 0x5B, 0x41, 0x61])   // [.up, .character("a")]
/// ```
///
/// It understands UTF-8 characters, CSI and SS3 arrow/Home/End keys (`ESC [ A`,
/// `ESC O A`, with modifiers such as `ESC [ 1 ; 5 A`), `ESC [ n ~` keys (Home,
/// Delete, End, Page Up/Down), Shift-Tab (`ESC [ Z`), and the control keys.
package struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// Creates a decoder with nothing pending.
    package init() {}

    /// Whether bytes of an unfinished sequence or character wait for more.
    package var hasPending: Bool { !pending.isEmpty }

    /// Decodes `bytes`, keeping an unfinished sequence for the next call.
    package mutating func feed(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        while !pending.isEmpty {
            guard let (key, length) = Self.decode(pending[...]) else { break }
            keys.append(key)
            pending.removeFirst(length)
        }
        return keys
    }

    /// Reports what is pending as complete: a lone `ESC` is ``Key/escape``; other
    /// unfinished bytes are ``Key/unknown(_:)`` (an `ESC` before them as Escape).
    package mutating func flush() -> [Key] {
        guard !pending.isEmpty else { return [] }
        var keys: [Key] = []
        if pending.first == 0x1B {
            keys.append(.escape)
            pending.removeFirst()
            let rest = feed([])
            keys += rest
        }
        if !pending.isEmpty {
            keys.append(.unknown(pending))
            pending.removeAll()
        }
        return keys
    }

    /// The key at the start of `bytes` and its length, or `nil` when more bytes are needed.
    private static func decode(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B: return decodeEscape(bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x03: return (.interrupt, 1)
        case 0x04: return (.endOfInput, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x00, 0x1C...0x1F: return (.unknown([first]), 1)
        default: return decodeUTF8(bytes)
        }
    }

    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let first = bytes[bytes.startIndex]
        let length: Int
        switch first {
        case 0x00...0x7F: length = 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (.unknown([first]), 1)
        }
        guard bytes.count >= length else { return nil }
        let sequence = Array(bytes.prefix(length))
        for byte in sequence.dropFirst() where byte & 0xC0 != 0x80 {
            return (.unknown([first]), 1)
        }
        guard let string = String(validating: sequence, as: UTF8.self), let character = string.first else {
            return (.unknown(sequence), length)
        }
        return (.character(character), length)
    }

    private static func decodeEscape(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        guard bytes.count >= 2 else { return nil }
        let second = bytes[bytes.startIndex + 1]
        switch second {
        case UInt8(ascii: "["):
            return decodeCSI(bytes)
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return nil }
            let key = finalKey(bytes[bytes.startIndex + 2]) ?? .unknown(Array(bytes.prefix(3)))
            return (key, 3)
        case 0x1B:
            return (.escape, 1) // ESC ESC: the first is a lone Escape
        default:
            return (.escape, 1) // Alt-key: report Escape, then the key
        }
    }

    /// `ESC [` parameters (digits and `;`) and a final byte.
    private static func decodeCSI(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        var index = bytes.startIndex + 2
        var parameters = ""
        while index < bytes.endIndex {
            let byte = bytes[index]
            if (0x30...0x3F).contains(byte) {
                parameters.append(Character(Unicode.Scalar(byte)))
                index += 1
                continue
            }
            let length = index - bytes.startIndex + 1
            guard (0x40...0x7E).contains(byte) else { return (.unknown(Array(bytes.prefix(length))), length) }
            let whole = Array(bytes.prefix(length))
            if byte == UInt8(ascii: "~") {
                let code = parameters.split(separator: ";").first.flatMap { Int($0) }
                return (tildeKey(code) ?? .unknown(whole), length)
            }
            if byte == UInt8(ascii: "Z") { return (.backTab, length) }
            return (finalKey(byte) ?? .unknown(whole), length)
        }
        return nil
    }

    private static func finalKey(_ byte: UInt8) -> Key? {
        switch byte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    private static func tildeKey(_ code: Int?) -> Key? {
        switch code {
        case 1, 7: .home
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        default: nil
        }
    }
}
