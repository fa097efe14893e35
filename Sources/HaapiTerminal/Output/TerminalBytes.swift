/// Terminal text as it is written: UTF-8 bytes in one growing buffer, made into a
/// `String` once at the end (``text``).
struct TerminalBytes {
    private(set) var bytes: [UInt8] = []

    /// Creates an empty buffer with room for `capacity` bytes.
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The bytes as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends the bytes of `text`.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends the bytes of a literal (an escape code, a separator).
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `count` spaces.
    mutating func appendSpaces(_ count: Int) {
        guard count > 0 else { return }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// Appends `number` (not negative) in decimal.
    mutating func appendDecimal(_ number: Int) {
        if number >= 10 { appendDecimal(number / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(number % 10))
    }
}
