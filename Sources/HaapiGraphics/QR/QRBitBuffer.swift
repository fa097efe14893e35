/// An append-only sequence of bits, most significant bit first, used to assemble QR data.
struct QRBitBuffer: Sendable {
    private(set) var bits: [Bool] = []

    /// Number of bits appended so far.
    var count: Int { bits.count }

    /// Appends the low `length` bits of `value`, most significant first.
    mutating func append(_ value: Int, length: Int) {
        var shift = length - 1
        while shift >= 0 {
            bits.append((value >> shift) & 1 == 1)
            shift -= 1
        }
    }

    /// Packs the bits into bytes; a partial final byte is padded with zero bits.
    func bytes() -> [UInt8] {
        var result = [UInt8](repeating: 0, count: (bits.count + 7) / 8)
        for (index, bit) in bits.enumerated() where bit {
            result[index >> 3] |= UInt8(0x80 >> (index & 7))
        }
        return result
    }
}
