/// How the codewords of one version and error-correction level split into
/// Reed–Solomon blocks, and the order in which blocks are interleaved in the symbol
/// (ISO/IEC 18004 §7.5.2, §7.6).
///
/// Shorter blocks come first; every block carries the same number of check codewords.
struct QRBlockStructure: Sendable, Hashable {
    /// Data codewords in each block, in block order.
    let dataLengths: [Int]
    /// Error-correction codewords at the end of every block.
    let eccLength: Int

    /// The structure of a symbol of `version` (1...40) at `level`.
    init(version: Int, level: QRErrorCorrectionLevel) {
        let blockCount = QRCapacityTables.blockCount[level.rawValue][version]
        let eccLength = QRCapacityTables.eccCodewordsPerBlock[level.rawValue][version]
        let total = QRCapacityTables.totalCodewords(version: version)
        let longBlocks = total % blockCount
        let shortDataLength = total / blockCount - eccLength
        self.eccLength = eccLength
        dataLengths = (0..<blockCount).map { shortDataLength + ($0 >= blockCount - longBlocks ? 1 : 0) }
    }

    /// Number of blocks.
    var blockCount: Int { dataLengths.count }

    /// Codewords in the whole symbol.
    var totalCodewords: Int { dataLengths.reduce(0, +) + eccLength * blockCount }

    /// For each codeword in symbol order, the block it belongs to and its index within
    /// that block (data codewords first, then check codewords): data codewords column
    /// by column across the blocks, then check codewords the same way.
    func interleavingOrder() -> [(block: Int, index: Int)] {
        var order: [(block: Int, index: Int)] = []
        order.reserveCapacity(totalCodewords)
        for column in 0..<(dataLengths.max() ?? 0) {
            for (block, length) in dataLengths.enumerated() where column < length { order.append((block, column)) }
        }
        for column in 0..<eccLength {
            for (block, length) in dataLengths.enumerated() { order.append((block, length + column)) }
        }
        return order
    }

    /// Interleaves complete blocks (data then check codewords, lengths as in this structure).
    func interleave(_ blocks: [[UInt8]]) -> [UInt8] {
        interleavingOrder().map { blocks[$0.block][$0.index] }
    }

    /// Splits symbol-order codewords back into complete blocks; missing codewords read as 0.
    func deinterleave(_ codewords: [UInt8]) -> [[UInt8]] {
        var blocks = dataLengths.map { [UInt8](repeating: 0, count: $0 + eccLength) }
        for (position, slot) in interleavingOrder().enumerated() where position < codewords.count {
            blocks[slot.block][slot.index] = codewords[position]
        }
        return blocks
    }
}
