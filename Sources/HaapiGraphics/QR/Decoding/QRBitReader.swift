/// Reads bits, most significant first, from the data codewords of a symbol.
struct QRBitReader: Sendable {
    private let bytes: [UInt8]
    /// Bits consumed so far: the offset of the next bit in the stream.
    private(set) var offset = 0

    /// A reader at the start of `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Bits not yet read.
    var remaining: Int { bytes.count * 8 - offset }

    /// The next `count` bits (0...32) as an unsigned number, or `nil` (reading nothing)
    /// when fewer remain.
    mutating func read(_ count: Int) -> Int? {
        guard count >= 0, count <= 32, count <= remaining else { return nil }
        var value = 0
        for _ in 0..<count {
            let bit = (bytes[offset >> 3] >> (7 - UInt8(offset & 7))) & 1
            value = (value << 1) | Int(bit)
            offset += 1
        }
        return value
    }
}
