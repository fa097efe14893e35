/// A DEFLATE (RFC 1951) decompressor supporting stored, fixed- and dynamic-Huffman blocks.
///
/// Every read is bounds-checked and the output is capped, so hostile input
/// ends in an ``InflateError`` rather than a crash or runaway allocation.
struct Inflater: Sendable {
    private static let fixedLiterals = try? HuffmanDecoder(lengths: DeflateTables.fixedLiteralLengths, offset: 0)
    private static let fixedDistances = try? HuffmanDecoder(lengths: DeflateTables.fixedDistanceLengths, offset: 0)

    private var reader: BitReader
    private let limit: Int
    private(set) var output: [UInt8] = []

    /// Prepares to inflate `input` from byte `start`, producing at most `maxOutputSize` bytes.
    init(_ input: [UInt8], start: Int = 0, maxOutputSize: Int) {
        reader = BitReader(input, start: start)
        limit = maxOutputSize
        output.reserveCapacity(min(maxOutputSize, max(64, input.count * 4)))
    }

    /// Byte offset just past the last consumed bit, once aligned.
    var byteOffset: Int { reader.byteOffset }

    /// Decompresses blocks until the final one; returns with the reader byte-aligned.
    mutating func run() throws(InflateError) {
        var isFinal = false
        while !isFinal {
            isFinal = try reader.read(1) == 1
            switch try reader.read(2) {
            case 0: try storedBlock()
            case 1:
                guard let literals = Self.fixedLiterals, let distances = Self.fixedDistances else {
                    throw InflateError(.invalidHuffmanTable("fixed code tables unavailable"), offset: reader.byteOffset)
                }
                try compressedBlock(literals: literals, distances: distances)
            case 2:
                let (literals, distances) = try dynamicTables()
                try compressedBlock(literals: literals, distances: distances)
            default: throw InflateError(.reservedBlockType, offset: reader.byteOffset)
            }
        }
        reader.alignToByte()
    }

    /// Reads `count` bytes past the end of the DEFLATE data (e.g. the zlib trailer).
    mutating func readTrailer(_ count: Int) throws(InflateError) -> [UInt8] {
        var bytes: [UInt8] = []
        try reader.readBytes(count, into: &bytes)
        return bytes
    }

    private mutating func storedBlock() throws(InflateError) {
        reader.alignToByte()
        let length = try reader.read(16)
        let complement = try reader.read(16)
        guard length ^ 0xFFFF == complement else {
            throw InflateError(.storedLengthMismatch(length: length, complement: complement), offset: reader.byteOffset)
        }
        guard output.count + length <= limit else {
            throw InflateError(.outputLimitExceeded(limit: limit), offset: reader.byteOffset)
        }
        try reader.readBytes(length, into: &output)
    }

    private mutating func dynamicTables() throws(InflateError) -> (HuffmanDecoder, HuffmanDecoder) {
        let literalCount = try reader.read(5) + 257
        let distanceCount = try reader.read(5) + 1
        let codeLengthCount = try reader.read(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw InflateError(.invalidHuffmanTable("\(literalCount) literal/length and \(distanceCount) distance codes"),
                               offset: reader.byteOffset)
        }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<codeLengthCount {
            codeLengthLengths[DeflateTables.codeLengthOrder[index]] = UInt8(try reader.read(3))
        }
        let codeLengthDecoder = try HuffmanDecoder(lengths: codeLengthLengths, offset: reader.byteOffset)
        var lengths: [UInt8] = []
        let total = literalCount + distanceCount
        while lengths.count < total {
            let symbol = try codeLengthDecoder.decode(from: &reader)
            var repeated: UInt8 = 0
            var times = 1
            switch symbol {
            case 0...15: repeated = UInt8(symbol)
            case 16:
                guard let previous = lengths.last else {
                    throw InflateError(.invalidHuffmanTable("repeat code with no previous length"), offset: reader.byteOffset)
                }
                repeated = previous
                times = 3 + (try reader.read(2))
            case 17: times = 3 + (try reader.read(3))
            default: times = 11 + (try reader.read(7))
            }
            guard lengths.count + times <= total else {
                throw InflateError(.invalidHuffmanTable("code lengths overrun the \(total) symbols"), offset: reader.byteOffset)
            }
            lengths.append(contentsOf: repeatElement(repeated, count: times))
        }
        guard lengths[256] != 0 else {
            throw InflateError(.invalidHuffmanTable("no code for end-of-block"), offset: reader.byteOffset)
        }
        let literals = try HuffmanDecoder(lengths: Array(lengths[0..<literalCount]), offset: reader.byteOffset)
        let distances = try HuffmanDecoder(lengths: Array(lengths[literalCount...]), offset: reader.byteOffset)
        return (literals, distances)
    }

    private mutating func compressedBlock(literals: HuffmanDecoder, distances: HuffmanDecoder) throws(InflateError) {
        while true {
            let symbol = try literals.decode(from: &reader)
            if symbol < 256 {
                guard output.count < limit else {
                    throw InflateError(.outputLimitExceeded(limit: limit), offset: reader.byteOffset)
                }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < DeflateTables.lengthBase.count else {
                throw InflateError(.invalidSymbol(symbol), offset: reader.byteOffset)
            }
            let length = DeflateTables.lengthBase[lengthIndex] + (try reader.read(DeflateTables.lengthExtraBits[lengthIndex]))
            let distanceSymbol = try distances.decode(from: &reader)
            guard distanceSymbol < DeflateTables.distanceBase.count else {
                throw InflateError(.invalidSymbol(distanceSymbol), offset: reader.byteOffset)
            }
            let distance = DeflateTables.distanceBase[distanceSymbol]
                + (try reader.read(DeflateTables.distanceExtraBits[distanceSymbol]))
            guard distance <= output.count else {
                throw InflateError(.distanceTooFar(distance: distance, available: output.count), offset: reader.byteOffset)
            }
            guard output.count + length <= limit else {
                throw InflateError(.outputLimitExceeded(limit: limit), offset: reader.byteOffset)
            }
            var source = output.count - distance
            for _ in 0..<length {
                output.append(output[source])
                source += 1
            }
        }
    }
}
