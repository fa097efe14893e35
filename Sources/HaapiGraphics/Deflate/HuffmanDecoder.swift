/// A canonical Huffman code (RFC 1951 §3.2.2) decoded with a single lookup table.
struct HuffmanDecoder: Sendable {
    /// Indexed by the next `maxLength` input bits; each entry is `symbol << 4 | length`,
    /// or 0 for bit patterns that start no code.
    private let table: [UInt32]
    private let maxLength: Int

    /// Builds the code from per-symbol code lengths (0 = unused, at most 15).
    ///
    /// Over-subscribed codes are rejected; incomplete codes are accepted and their
    /// unused patterns fail when decoded.
    init(lengths: [UInt8], offset: Int) throws(InflateError) {
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths {
            guard length <= 15 else { throw InflateError(.invalidHuffmanTable("code length \(length) > 15"), offset: offset) }
            counts[Int(length)] += 1
        }
        counts[0] = 0
        var available = 1
        for length in 1...15 {
            available = available * 2 - counts[length]
            guard available >= 0 else { throw InflateError(.invalidHuffmanTable("over-subscribed code"), offset: offset) }
        }
        let longest = Int(lengths.max() ?? 0)
        maxLength = max(1, longest)
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1...15 {
            code = (code + counts[length - 1]) << 1
            nextCode[length] = code
        }
        var entries = [UInt32](repeating: 0, count: 1 << maxLength)
        for (symbol, lengthByte) in lengths.enumerated() where lengthByte > 0 {
            let length = Int(lengthByte)
            let reversed = DeflateTables.reversed(nextCode[length], length: length)
            nextCode[length] += 1
            let entry = UInt32(symbol) << 4 | UInt32(length)
            var index = reversed
            while index < entries.count {
                entries[index] = entry
                index += 1 << length
            }
        }
        table = entries
    }

    /// Decodes one symbol from the reader.
    func decode(from reader: inout BitReader) throws(InflateError) -> Int {
        let entry = table[reader.peek(maxLength)]
        guard entry != 0 else { throw InflateError(.invalidHuffmanCode, offset: reader.byteOffset) }
        try reader.consume(Int(entry & 0xF))
        return Int(entry >> 4)
    }
}
