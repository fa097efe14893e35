/// Reads the segments of a symbol's data bit stream (ISO/IEC 18004 §7.4): numeric,
/// alphanumeric, byte and ECI segments up to the terminator or the end of the data.
struct QRSegmentDecoder: Sendable {
    /// What the data stream holds.
    struct Content: Sendable, Hashable {
        /// The bytes of all segments in order (numeric and alphanumeric as ASCII).
        var bytes: [UInt8] = []
        /// The modes of the data segments in order.
        var modes: [QREncodingMode] = []
        /// The ECI designators in order.
        var eciDesignators: [Int] = []
        /// The bytes split where an ECI changes the character set.
        var parts: [Part] = []

        /// A run of bytes in one character set.
        struct Part: Sendable, Hashable {
            /// The ECI designator in force, `nil` before the first ECI.
            var designator: Int?
            /// The bytes of the run.
            var bytes: [UInt8]
        }

        mutating func append(_ newBytes: [UInt8], mode: QREncodingMode) {
            bytes += newBytes
            modes.append(mode)
            if parts.isEmpty { parts.append(Part(designator: nil, bytes: [])) }
            parts[parts.count - 1].bytes += newBytes
        }

        mutating func switchCharacterSet(to designator: Int) {
            eciDesignators.append(designator)
            parts.append(Part(designator: designator, bytes: []))
        }
    }

    /// The symbol version, which sets the width of the character-count fields.
    let version: Int

    /// Decodes `data`, the data codewords of all blocks in order.
    func decode(_ data: [UInt8]) throws(QRDecodingError) -> Content {
        var reader = QRBitReader(data)
        var content = Content()
        while reader.remaining >= 4 {
            let start = reader.offset
            let indicator = reader.read(4) ?? 0
            switch indicator {
            case 0b0000:
                return content
            case 0b0111:
                content.switchCharacterSet(to: try Self.readDesignator(&reader, at: start))
            case 0b0001, 0b0010, 0b0100:
                let mode: QREncodingMode = indicator == 0b0001 ? .numeric : indicator == 0b0010 ? .alphanumeric : .byte
                content.append(try readSegment(mode, from: &reader, at: start), mode: mode)
            case 0b1000: throw .unsupportedSegmentMode(name: "kanji", bitOffset: start)
            case 0b0011: throw .unsupportedSegmentMode(name: "structured append", bitOffset: start)
            case 0b0101, 0b1001: throw .unsupportedSegmentMode(name: "FNC1", bitOffset: start)
            default: throw .invalidSegmentMode(indicator: indicator, bitOffset: start)
            }
        }
        return content   // fewer than four bits left: the terminator may be cut short
    }

    /// Reads an ECI designator of one, two or three bytes (§7.4.2.2).
    private static func readDesignator(_ reader: inout QRBitReader, at start: Int) throws(QRDecodingError) -> Int {
        guard let first = reader.read(8) else { throw .invalidECIDesignator(bitOffset: start) }
        if first & 0x80 == 0 { return first }
        if first & 0xC0 == 0x80, let rest = reader.read(8) { return (first & 0x3F) << 8 | rest }
        if first & 0xE0 == 0xC0, let rest = reader.read(16) { return (first & 0x1F) << 16 | rest }
        throw .invalidECIDesignator(bitOffset: start)
    }

    /// Reads the character count and payload of one data segment.
    private func readSegment(
        _ mode: QREncodingMode, from reader: inout QRBitReader, at start: Int
    ) throws(QRDecodingError) -> [UInt8] {
        let countBits = mode.characterCountBits(version: version)
        guard let count = reader.read(countBits) else {
            throw .segmentPastEnd(mode: mode, bitOffset: start, neededBits: countBits, availableBits: reader.remaining)
        }
        let needed = mode.payloadBits(characterCount: count)
        guard needed <= reader.remaining else {
            throw .segmentPastEnd(mode: mode, bitOffset: start, neededBits: needed, availableBits: reader.remaining)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        switch mode {
        case .numeric:
            var left = count
            while left > 0 {
                let digits = min(3, left)
                let offset = reader.offset
                let value = reader.read(digits * 3 + 1) ?? 0
                var power = 1
                for _ in 0..<digits { power *= 10 }
                guard value < power else { throw .invalidSegmentData(mode: mode, bitOffset: offset) }
                var divisor = power / 10
                for _ in 0..<digits {
                    bytes.append(UInt8(0x30 + value / divisor % 10))
                    divisor /= 10
                }
                left -= digits
            }
        case .alphanumeric:
            let charset = QREncodingMode.alphanumericCharset
            var left = count
            while left > 0 {
                let pair = left >= 2
                let offset = reader.offset
                let value = reader.read(pair ? 11 : 6) ?? 0
                guard value < (pair ? 45 * 45 : 45) else { throw .invalidSegmentData(mode: mode, bitOffset: offset) }
                if pair { bytes.append(charset[value / 45]) }
                bytes.append(charset[value % 45])
                left -= pair ? 2 : 1
            }
        case .byte:
            for _ in 0..<count { bytes.append(UInt8(reader.read(8) ?? 0)) }
        }
        return bytes
    }
}
