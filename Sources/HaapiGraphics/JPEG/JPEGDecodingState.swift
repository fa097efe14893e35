/// What the segments read so far define: the frame, the tables, the restart interval
/// and the metadata that changes how the pixels are read.
struct JPEGDecodingState {
    var frame: JPEGFrame?
    var dcTables = [JPEGHuffmanTable?](repeating: nil, count: 4)
    var acTables = [JPEGHuffmanTable?](repeating: nil, count: 4)
    /// Quantization tables in natural order.
    var quantization = [[UInt16]?](repeating: nil, count: 4)
    var restartInterval = 0
    var orientation: JPEGOrientation?
    /// Adobe's APP14 colour transform (0: none, 1: YCbCr), when present.
    var adobeTransform: UInt8?
    var scans = 0

    /// Reads a segment other than a scan.
    mutating func read(marker: UInt8, segment: ArraySlice<UInt8>, offset: Int, limits: JPEGDecoder) throws(JPEGDecodingError) {
        let name = JPEGDecoder.name(marker)
        func invalid(_ detail: String) -> JPEGDecodingError { JPEGDecodingError(.invalidSegment(detail), marker: name, offset: offset) }
        switch marker {
        case 0xC0, 0xC1, 0xC2:
            guard frame == nil else { throw invalid("a second frame header") }
            frame = try JPEGFrame(segment: segment, marker: name, isProgressive: marker == 0xC2, offset: offset, limits: limits)
        case 0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
            let process = [0xC3: "lossless", 0xC5: "hierarchical", 0xC6: "hierarchical", 0xC7: "hierarchical lossless"][marker] ?? "arithmetic-coded"
            throw JPEGDecodingError(.unsupported(process), marker: name, offset: offset)
        case 0xCC:
            throw JPEGDecodingError(.unsupported("arithmetic-coded"), marker: name, offset: offset)
        case 0xC4:
            try readHuffmanTables(Array(segment), invalid: invalid)
        case 0xDB:
            try readQuantizationTables(Array(segment), invalid: invalid)
        case 0xDD:
            guard segment.count == 2 else { throw invalid("restart interval of \(segment.count) bytes") }
            restartInterval = Int(segment[segment.startIndex]) << 8 | Int(segment[segment.startIndex + 1])
        case 0xDC:
            throw JPEGDecodingError(.unsupported("height given later by a DNL segment"), marker: name, offset: offset)
        case 0xE1:
            if orientation == nil { orientation = JPEGOrientation.exif(segment) }
        case 0xEE:
            if segment.count >= 12, segment.starts(with: Array("Adobe".utf8)) { adobeTransform = segment[segment.startIndex + 11] }
        case 0xE0, 0xE2...0xED, 0xEF, 0xFE, 0xC8, 0xF0...0xFD:
            break // application data, comments, extensions: nothing the pixels need
        default:
            throw JPEGDecodingError(.invalidMarker(marker), marker: name, offset: offset)
        }
    }

    /// Reads a scan header and its data; returns where the data ended.
    mutating func scan(_ segment: ArraySlice<UInt8>, bytes: [UInt8], dataStart: Int, offset: Int, limits: JPEGDecoder) throws(JPEGDecodingError) -> Int {
        guard var frame else { throw JPEGDecodingError(.invalidSegment("a scan before the frame header"), marker: "SOS", offset: offset) }
        scans += 1
        guard scans <= limits.maxScans else { throw JPEGDecodingError(.tooManyScans(limit: limits.maxScans), marker: "SOS", offset: offset) }
        let scan = try JPEGScan(segment: segment, frame: frame, offset: offset)
        self.frame = nil // the coefficients are changed in place, not copied
        var decoder = JPEGScanDecoder(
            reader: JPEGEntropyReader(bytes: bytes, position: dataStart), scan: scan, isProgressive: frame.isProgressive,
            dcTables: dcTables, acTables: acTables, restartInterval: restartInterval)
        defer { self.frame = frame }
        try decoder.decode(into: &frame)
        return decoder.reader.endOfScan()
    }

    /// RGB as stored when Adobe's marker says so, or when the components are named R, G, B.
    func colourTransform(of frame: JPEGFrame) -> JPEGPicture.ColourTransform {
        if let adobeTransform { return adobeTransform == 0 ? .none : .yCbCr }
        return frame.components.map(\.id) == Array("RGB".utf8) ? .none : .yCbCr
    }

    private mutating func readHuffmanTables(_ bytes: [UInt8], invalid: (String) -> JPEGDecodingError) throws(JPEGDecodingError) {
        var at = 0
        while at < bytes.count {
            guard at + 17 <= bytes.count else { throw invalid("Huffman table cut short") }
            let kind = bytes[at] >> 4, slot = Int(bytes[at] & 15)
            guard kind <= 1, slot < 4 else { throw invalid("Huffman table class \(kind), number \(slot)") }
            let counts = Array(bytes[(at + 1)..<(at + 17)])
            let total = counts.reduce(0) { $0 + Int($1) }
            guard at + 17 + total <= bytes.count else { throw invalid("Huffman table of \(total) symbols cut short") }
            guard let table = JPEGHuffmanTable(counts: counts, symbols: Array(bytes[(at + 17)..<(at + 17 + total)])) else {
                throw invalid("Huffman code lengths that overflow")
            }
            if kind == 0 { dcTables[slot] = table } else { acTables[slot] = table }
            at += 17 + total
        }
    }

    private mutating func readQuantizationTables(_ bytes: [UInt8], invalid: (String) -> JPEGDecodingError) throws(JPEGDecodingError) {
        var at = 0
        while at < bytes.count {
            let precision = bytes[at] >> 4, slot = Int(bytes[at] & 15)
            guard precision <= 1, slot < 4 else { throw invalid("quantization table precision \(precision), number \(slot)") }
            let size = precision == 0 ? 1 : 2
            guard at + 1 + 64 * size <= bytes.count else { throw invalid("quantization table cut short") }
            var table = [UInt16](repeating: 0, count: 64)
            for k in 0..<64 {
                let value = size == 1 ? UInt16(bytes[at + 1 + k]) : UInt16(bytes[at + 1 + 2 * k]) << 8 | UInt16(bytes[at + 2 + 2 * k])
                table[JPEGZigZag.natural[k]] = value
            }
            quantization[slot] = table
            at += 1 + 64 * size
        }
    }
}
