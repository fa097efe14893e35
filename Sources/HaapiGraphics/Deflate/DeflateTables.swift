/// Constant tables of RFC 1951 shared by the compressor and the decompressor.
enum DeflateTables {
    /// Base match length of length symbols 257...285.
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                    35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    /// Extra bits following length symbols 257...285.
    static let lengthExtraBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                         3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// Base distance of distance symbols 0...29.
    static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                      257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                      8193, 12289, 16385, 24577]
    /// Extra bits following distance symbols 0...29.
    static let distanceExtraBits: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                           7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    /// Order in which code-length code lengths appear in a dynamic block header.
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Code lengths of the fixed literal/length code (block type 1).
    static let fixedLiteralLengths: [UInt8] = (0..<288).map { symbol in
        switch symbol {
        case 0..<144: return 8
        case 144..<256: return 9
        case 256..<280: return 7
        default: return 8
        }
    }

    /// Code lengths of the fixed distance code (block type 1); symbols 30 and 31 never occur.
    static let fixedDistanceLengths: [UInt8] = [UInt8](repeating: 5, count: 30)

    /// Reverses the low `length` bits of `code` (Huffman codes are sent most significant bit first).
    static func reversed(_ code: Int, length: Int) -> Int {
        var result = 0
        var value = code
        for _ in 0..<length {
            result = (result << 1) | (value & 1)
            value >>= 1
        }
        return result
    }
}
