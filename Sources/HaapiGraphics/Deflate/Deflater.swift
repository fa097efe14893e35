/// How ``Zlib/compress(_:method:)`` encodes DEFLATE blocks.
public enum DeflateMethod: Sendable, Hashable, CaseIterable {
    /// Uncompressed stored blocks (fast, no size reduction).
    case stored
    /// LZ77 matching coded with the fixed Huffman code of RFC 1951 §3.2.6.
    case fixedHuffman
}

/// A small DEFLATE compressor: stored blocks, or LZ77 with hash chains and the fixed Huffman code.
enum Deflater {
    private static let windowSize = 32_768
    private static let minMatch = 3
    private static let maxMatch = 258
    private static let maxChainSteps = 48
    private static let hashBits = 15

    /// Compresses `input` into a complete raw DEFLATE stream.
    static func deflate(_ input: [UInt8], method: DeflateMethod) -> [UInt8] {
        var writer = BitWriter()
        switch method {
        case .stored: writeStored(input, to: &writer)
        case .fixedHuffman: writeFixed(input, to: &writer)
        }
        writer.alignToByte()
        return writer.bytes
    }

    private static func writeStored(_ input: [UInt8], to writer: inout BitWriter) {
        var start = 0
        repeat {
            let end = min(start + 65_535, input.count)
            writer.write(end == input.count ? 1 : 0, count: 1)
            writer.write(0, count: 2)
            writer.alignToByte()
            let length = end - start
            writer.write(length, count: 16)
            writer.write(length ^ 0xFFFF, count: 16)
            writer.writeBytes(input[start..<end])
            start = end
        } while start < input.count
    }

    private static func writeFixed(_ input: [UInt8], to writer: inout BitWriter) {
        writer.write(1, count: 1)          // final block
        writer.write(1, count: 2)          // fixed Huffman
        var head = [Int](repeating: -1, count: 1 << hashBits)
        var previous = [Int](repeating: -1, count: input.count)
        func hash(at index: Int) -> Int {
            let value = Int(input[index]) << 16 | Int(input[index + 1]) << 8 | Int(input[index + 2])
            return ((value &* 2_654_435_761) >> 13) & ((1 << hashBits) - 1)
        }
        func insert(_ index: Int) {
            guard index + minMatch <= input.count else { return }
            let key = hash(at: index)
            previous[index] = head[key]
            head[key] = index
        }
        var position = 0
        while position < input.count {
            var bestLength = 0, bestDistance = 0
            if position + minMatch <= input.count {
                var candidate = head[hash(at: position)]
                var steps = 0
                let longest = min(maxMatch, input.count - position)
                while candidate >= 0, position - candidate <= windowSize, steps < maxChainSteps {
                    var length = 0
                    while length < longest, input[candidate + length] == input[position + length] { length += 1 }
                    if length > bestLength {
                        bestLength = length
                        bestDistance = position - candidate
                        if length == longest { break }
                    }
                    candidate = previous[candidate]
                    steps += 1
                }
            }
            if bestLength >= minMatch {
                writeMatch(length: bestLength, distance: bestDistance, to: &writer)
                for index in position..<(position + bestLength) { insert(index) }
                position += bestLength
            } else {
                writeLiteralOrLength(Int(input[position]), to: &writer)
                insert(position)
                position += 1
            }
        }
        writeLiteralOrLength(256, to: &writer)
    }

    /// Writes a literal/length symbol with the fixed code.
    private static func writeLiteralOrLength(_ symbol: Int, to writer: inout BitWriter) {
        switch symbol {
        case 0..<144: writer.writeCode(0x30 + symbol, length: 8)
        case 144..<256: writer.writeCode(0x190 + symbol - 144, length: 9)
        case 256..<280: writer.writeCode(symbol - 256, length: 7)
        default: writer.writeCode(0xC0 + symbol - 280, length: 8)
        }
    }

    private static func writeMatch(length: Int, distance: Int, to writer: inout BitWriter) {
        let lengthIndex = DeflateTables.lengthBase.lastIndex { $0 <= length } ?? 0
        writeLiteralOrLength(257 + lengthIndex, to: &writer)
        writer.write(length - DeflateTables.lengthBase[lengthIndex], count: DeflateTables.lengthExtraBits[lengthIndex])
        let distanceIndex = DeflateTables.distanceBase.lastIndex { $0 <= distance } ?? 0
        writer.writeCode(distanceIndex, length: 5)
        writer.write(distance - DeflateTables.distanceBase[distanceIndex],
                     count: DeflateTables.distanceExtraBits[distanceIndex])
    }
}
