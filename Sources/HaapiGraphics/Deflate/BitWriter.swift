/// Writes a DEFLATE bit stream: values are packed least significant bit first.
struct BitWriter: Sendable {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var bufferedBits = 0

    /// Appends the low `count` (≤ 32) bits of `value`.
    mutating func write(_ value: Int, count: Int) {
        buffer |= (UInt64(truncatingIfNeeded: value) & ((1 << UInt64(count)) - 1)) << UInt64(bufferedBits)
        bufferedBits += count
        while bufferedBits >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            bufferedBits -= 8
        }
    }

    /// Appends a Huffman code, which DEFLATE sends most significant bit first.
    mutating func writeCode(_ code: Int, length: Int) {
        write(DeflateTables.reversed(code, length: length), count: length)
    }

    /// Pads with zero bits to the next byte boundary.
    mutating func alignToByte() {
        if bufferedBits > 0 { write(0, count: 8 - bufferedBits) }
    }

    /// Appends whole bytes; the writer must be byte-aligned.
    mutating func writeBytes<Bytes: Sequence>(_ data: Bytes) where Bytes.Element == UInt8 {
        bytes.append(contentsOf: data)
    }
}
