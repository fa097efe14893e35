@testable import HaapiGraphics

/// A symbol whose data bit stream is written by `build` (mode indicators, counts and
/// payloads as the caller wants them, valid or not); terminator, padding and
/// Reed–Solomon blocks are added as the encoder does.
func craftedSymbol(
    version: Int = 1, level: QRErrorCorrectionLevel = .low, mask: Int = 0, _ build: (inout QRBitBuffer) -> Void
) -> QRCode {
    var buffer = QRBitBuffer()
    build(&buffer)
    return QRCode.symbol(segmentBits: buffer, version: version, level: level, mask: mask, mode: .byte)
}

extension QRBitBuffer {
    /// Appends a byte-mode segment of `bytes` for a symbol of `version`.
    mutating func appendByteSegment(_ bytes: [UInt8], version: Int = 1) {
        append(QREncodingMode.byte.indicator, length: 4)
        append(bytes.count, length: QREncodingMode.byte.characterCountBits(version: version))
        QREncodingMode.byte.appendPayload(bytes, to: &self)
    }

    /// Appends a one-byte ECI header for a designator below 128.
    mutating func appendECI(_ designator: Int) {
        append(0b0111, length: 4)
        append(designator, length: 8)
    }
}

/// The module holding bit `bit` (0 = most significant) of codeword `index` (data
/// codewords first, then check codewords) of Reed–Solomon block `block`.
func module(ofCodeword index: Int, block: Int, bit: Int = 0, in code: QRCode) -> (x: Int, y: Int) {
    let layout = QRSymbolLayout(version: code.version)
    let order = QRBlockStructure(version: code.version, level: code.errorCorrectionLevel).interleavingOrder()
    let position = order.firstIndex { $0.block == block && $0.index == index } ?? 0
    let module = layout.dataModules[position * 8 + bit]
    return (module % code.size, module / code.size)
}

/// The rows of `code` with one module flipped in each of `count` codewords of every
/// block listed in `blocks` (all blocks when `nil`), spread over data and check codewords.
func damagedRows(_ code: QRCode, codewordsPerBlock count: Int, blocks: [Int]? = nil) -> [[Bool]] {
    let structure = QRBlockStructure(version: code.version, level: code.errorCorrectionLevel)
    var rows = code.rows
    for block in blocks ?? Array(0..<structure.blockCount) {
        let length = structure.dataLengths[block] + structure.eccLength
        for damage in 0..<count {
            let (x, y) = module(ofCodeword: damage * length / count, block: block, bit: damage % 8, in: code)
            rows[y][x].toggle()
        }
    }
    return rows
}
