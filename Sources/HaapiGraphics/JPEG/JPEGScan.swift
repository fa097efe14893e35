/// A scan header (SOS) and the decoding of its entropy-coded data into the frame's
/// coefficients: sequential (all of each block at once) or one progressive pass (a
/// band of coefficients, or one more bit of them), ITU-T T.81 annexes F and G.
struct JPEGScan {
    /// For each component in the scan: its index in the frame, DC and AC tables.
    let members: [(component: Int, dc: Int, ac: Int)]
    /// The band of coefficients (zig-zag positions) and the successive approximation bits.
    let start: Int, end: Int, high: Int, low: Int

    /// Reads a scan header's `segment` (after its length) for `frame`.
    init(segment: ArraySlice<UInt8>, frame: JPEGFrame, offset: Int) throws(JPEGDecodingError) {
        let bytes = Array(segment)
        func invalid(_ detail: String) -> JPEGDecodingError { JPEGDecodingError(.invalidSegment(detail), marker: "SOS", offset: offset) }
        guard let count = bytes.first.map(Int.init), (1...4).contains(count), bytes.count == 4 + 2 * count else {
            throw invalid("scan header length \(bytes.count + 2)")
        }
        var members: [(Int, Int, Int)] = []
        for index in 0..<count {
            let id = bytes[1 + 2 * index], tables = bytes[2 + 2 * index]
            guard let component = frame.components.firstIndex(where: { $0.id == id }) else { throw invalid("component \(id) not in the frame") }
            guard !members.contains(where: { $0.0 == component }) else { throw invalid("component \(id) twice") }
            guard tables >> 4 < 4, tables & 15 < 4 else { throw invalid("Huffman table \(tables >> 4)/\(tables & 15)") }
            members.append((component, Int(tables >> 4), Int(tables & 15)))
        }
        let blocksPerMCU = members.reduce(0) { $0 + frame.components[$1.0].h * frame.components[$1.0].v }
        guard count == 1 || blocksPerMCU <= 10 else { throw invalid("\(blocksPerMCU) blocks in an MCU (at most 10)") }
        self.members = members
        start = Int(bytes[1 + 2 * count])
        end = Int(bytes[2 + 2 * count])
        high = Int(bytes[3 + 2 * count] >> 4)
        low = Int(bytes[3 + 2 * count] & 15)
        if frame.isProgressive {
            guard start <= end, end <= 63, (start == 0) == (end == 0), start == 0 || count == 1, high <= 13, low <= 13 else {
                throw invalid("progressive band \(start)…\(end), bits \(high)/\(low), \(count) components")
            }
        }
    }

    var isDCPass: Bool { start == 0 }
}

/// Decodes one scan's entropy-coded data.
struct JPEGScanDecoder {
    var reader: JPEGEntropyReader
    let scan: JPEGScan
    let isProgressive: Bool
    let dcTables: [JPEGHuffmanTable?]
    let acTables: [JPEGHuffmanTable?]
    let restartInterval: Int
    private var predictions: [Int]
    private var endOfBandRun = 0

    init(reader: JPEGEntropyReader, scan: JPEGScan, isProgressive: Bool, dcTables: [JPEGHuffmanTable?], acTables: [JPEGHuffmanTable?], restartInterval: Int) {
        self.reader = reader
        self.scan = scan
        self.isProgressive = isProgressive
        self.dcTables = dcTables
        self.acTables = acTables
        self.restartInterval = restartInterval
        predictions = [Int](repeating: 0, count: scan.members.count)
    }

    /// Decodes the scan into `frame`'s coefficients.
    mutating func decode(into frame: inout JPEGFrame) throws(JPEGDecodingError) {
        let needsDC = !isProgressive || (scan.isDCPass && scan.high == 0)
        let needsAC = !isProgressive || !scan.isDCPass
        for member in scan.members {
            if needsDC, dcTables[member.dc] == nil { throw JPEGDecodingError(.missingTable("DC Huffman table \(member.dc)"), marker: "SOS") }
            if needsAC, acTables[member.ac] == nil { throw JPEGDecodingError(.missingTable("AC Huffman table \(member.ac)"), marker: "SOS") }
        }
        let units: Int
        if scan.members.count == 1 {
            let component = frame.components[scan.members[0].component]
            units = component.usedBlocksPerLine * component.usedBlockRows
        } else {
            units = frame.mcusPerLine * frame.mcuRows
        }
        var restarts = 0
        for unit in 0..<units {
            if restartInterval > 0, unit > 0, unit % restartInterval == 0 {
                try reader.restart(expected: restarts % 8)
                restarts += 1
                for index in predictions.indices { predictions[index] = 0 }
                endOfBandRun = 0
            }
            if scan.members.count == 1 {
                let component = frame.components[scan.members[0].component]
                let x = unit % component.usedBlocksPerLine, y = unit / component.usedBlocksPerLine
                try decodeBlock(member: 0, at: (y * component.blocksPerLine + x) * 64, in: &frame.coefficients[scan.members[0].component])
            } else {
                let mcuX = unit % frame.mcusPerLine, mcuY = unit / frame.mcusPerLine
                for (index, member) in scan.members.enumerated() {
                    let component = frame.components[member.component]
                    for by in 0..<component.v {
                        for bx in 0..<component.h {
                            let x = mcuX * component.h + bx, y = mcuY * component.v + by
                            try decodeBlock(member: index, at: (y * component.blocksPerLine + x) * 64, in: &frame.coefficients[member.component])
                        }
                    }
                }
            }
            try reader.checkNotPastEnd()
        }
    }

    private mutating func decodeBlock(member: Int, at base: Int, in coefficients: inout [Int16]) throws(JPEGDecodingError) {
        if !isProgressive {
            try decodeDCFirst(member: member, at: base, in: &coefficients)
            try decodeACFirst(member: member, at: base, in: &coefficients)
        } else if scan.isDCPass {
            if scan.high == 0 {
                try decodeDCFirst(member: member, at: base, in: &coefficients)
            } else if reader.bits(1) == 1 {
                coefficients[base] |= Int16(truncatingIfNeeded: 1 << scan.low)
            }
        } else if scan.high == 0 {
            try decodeACFirst(member: member, at: base, in: &coefficients)
        } else {
            try decodeACRefinement(member: member, at: base, in: &coefficients)
        }
    }

    private func coefficient(_ value: Int, at position: Int) throws(JPEGDecodingError) -> Int16 {
        guard let stored = Int16(exactly: value) else {
            throw JPEGDecodingError(.invalidCoefficient("\(value) at position \(position)"), marker: "SOS", offset: reader.position)
        }
        return stored
    }

    private mutating func decodeDCFirst(member: Int, at base: Int, in coefficients: inout [Int16]) throws(JPEGDecodingError) {
        let size = Int(try reader.decode(dcTables[scan.members[member].dc]!))
        guard size <= 11 else { throw JPEGDecodingError(.invalidCoefficient("DC difference of \(size) bits"), marker: "SOS", offset: reader.position) }
        predictions[member] += reader.signed(size)
        coefficients[base] = try coefficient(predictions[member] * (1 << scan.low), at: 0)
    }

    private mutating func decodeACFirst(member: Int, at base: Int, in coefficients: inout [Int16]) throws(JPEGDecodingError) {
        if endOfBandRun > 0 {
            endOfBandRun -= 1
            return
        }
        let table = acTables[scan.members[member].ac]!
        let last = isProgressive ? scan.end : 63
        var k = isProgressive ? scan.start : 1
        while k <= last {
            let symbol = Int(try reader.decode(table))
            let run = symbol >> 4, size = symbol & 15
            if size == 0 {
                if run < 15 {
                    // The end of the block; in a progressive scan, of this and the next blocks.
                    if isProgressive { endOfBandRun = (1 << run) - 1 + reader.bits(run) }
                    return
                }
                k += 16
                continue
            }
            k += run
            guard k <= last, size <= 10 else {
                throw JPEGDecodingError(.invalidCoefficient("\(size) bits at zig-zag position \(k)"), marker: "SOS", offset: reader.position)
            }
            coefficients[base + JPEGZigZag.natural[k]] = try coefficient(reader.signed(size) * (1 << scan.low), at: k)
            k += 1
        }
    }

    private mutating func decodeACRefinement(member: Int, at base: Int, in coefficients: inout [Int16]) throws(JPEGDecodingError) {
        let plus = 1 << scan.low, minus = -1 << scan.low
        var k = scan.start
        if endOfBandRun == 0 {
            let table = acTables[scan.members[member].ac]!
            while k <= scan.end {
                let symbol = Int(try reader.decode(table))
                var run = symbol >> 4
                let size = symbol & 15
                var value = 0
                if size != 0 {
                    guard size == 1 else {
                        throw JPEGDecodingError(.invalidCoefficient("refinement of \(size) bits"), marker: "SOS", offset: reader.position)
                    }
                    value = reader.bits(1) == 1 ? plus : minus
                } else if run != 15 {
                    endOfBandRun = (1 << run) + reader.bits(run)
                    break
                }
                while k <= scan.end {
                    let position = base + JPEGZigZag.natural[k]
                    if coefficients[position] != 0 {
                        refine(&coefficients[position], plus: plus, minus: minus)
                    } else {
                        if run == 0 { break }
                        run -= 1
                    }
                    k += 1
                }
                if value != 0, k <= scan.end {
                    coefficients[base + JPEGZigZag.natural[k]] = try coefficient(value, at: k)
                }
                k += 1
            }
        }
        if endOfBandRun > 0 {
            while k <= scan.end {
                let position = base + JPEGZigZag.natural[k]
                if coefficients[position] != 0 { refine(&coefficients[position], plus: plus, minus: minus) }
                k += 1
            }
            endOfBandRun -= 1
        }
    }

    /// One more bit of a coefficient already known to be non-zero.
    private mutating func refine(_ coefficient: inout Int16, plus: Int, minus: Int) {
        guard reader.bits(1) == 1, Int(coefficient) & plus == 0 else { return }
        coefficient = Int16(truncatingIfNeeded: Int(coefficient) + (coefficient >= 0 ? plus : minus))
    }
}

/// The zig-zag order of a block's coefficients (T.81 figure 5).
enum JPEGZigZag {
    /// For each zig-zag position, the natural (row-major) position.
    static let natural: [Int] = [
        0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5,
        12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
        35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51,
        58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
    ]
}
