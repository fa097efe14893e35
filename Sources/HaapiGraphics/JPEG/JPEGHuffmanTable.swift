/// A Huffman table of a DHT segment, in the canonical form of ITU-T T.81 annex C:
/// codes assigned in order of length, then of the symbols' order in the segment.
struct JPEGHuffmanTable: Sendable {
    /// Codes of up to ``fastBits`` bits resolve with one look-up: length << 8 | symbol, 0 if longer.
    static let fastBits = 9
    private(set) var fast: [UInt16]
    /// For each length 1…16, the largest code of that length (−1 when there is none).
    private(set) var maxCode: [Int32]
    /// For each length, what to add to a code of that length to index ``symbols``.
    private(set) var offset: [Int32]
    let symbols: [UInt8]

    /// Builds the table from the sixteen counts of codes by length and the symbols.
    ///
    /// - Returns: `nil` when the counts assign more codes to a length than it has.
    init?(counts: [UInt8], symbols: [UInt8]) {
        guard counts.count == 16, counts.reduce(0, { $0 + Int($1) }) == symbols.count, symbols.count <= 256 else { return nil }
        self.symbols = symbols
        fast = [UInt16](repeating: 0, count: 1 << Self.fastBits)
        maxCode = [Int32](repeating: -1, count: 18)
        offset = [Int32](repeating: 0, count: 18)
        var code: Int32 = 0
        var index: Int32 = 0
        for length in 1...16 {
            let count = Int32(counts[length - 1])
            offset[length] = index - code
            if count > 0 {
                code += count
                guard code <= (1 << length) else { return nil }
                maxCode[length] = code - 1
                if length <= Self.fastBits {
                    for n in 0..<count {
                        let first = Int(code - count + n) << (Self.fastBits - length)
                        let entry = UInt16(length) << 8 | UInt16(symbols[Int(index + n)])
                        for fill in 0..<(1 << (Self.fastBits - length)) { fast[first + fill] = entry }
                    }
                }
                index += count
            }
            code <<= 1
        }
    }

    /// The symbol whose code starts the 16 bits `peek` (most significant first), and
    /// the code's length; `nil` when no code matches.
    func symbol(peeking peek: UInt32) -> (symbol: UInt8, length: Int)? {
        let entry = fast[Int(peek >> UInt32(16 - Self.fastBits))]
        if entry != 0 { return (UInt8(entry & 0xFF), Int(entry >> 8)) }
        for length in (Self.fastBits + 1)...16 {
            let code = Int32(peek >> UInt32(16 - length))
            if code <= maxCode[length] {
                let index = Int(code + offset[length])
                guard index >= 0, index < symbols.count else { return nil }
                return (symbols[index], length)
            }
        }
        return nil
    }
}
