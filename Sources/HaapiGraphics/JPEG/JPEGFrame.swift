/// One colour component of a frame: its sampling and the shape of its coefficient plane.
struct JPEGComponent: Sendable {
    let id: UInt8
    /// Horizontal and vertical sampling factors (1…4).
    let h: Int, v: Int
    /// The quantization table (0…3).
    let quantizationTable: Int
    /// Samples across and down the image (the image's size scaled by the sampling).
    let sampleWidth: Int, sampleHeight: Int
    /// Blocks across and down the coefficient plane, padded to whole MCUs.
    let blocksPerLine: Int, blockRows: Int

    /// Blocks across and down that hold image samples (what a scan of this component
    /// alone codes).
    var usedBlocksPerLine: Int { (sampleWidth + 7) / 8 }
    var usedBlockRows: Int { (sampleHeight + 7) / 8 }
}

/// A frame header (SOF0, SOF1 or SOF2): the image's size and components.
struct JPEGFrame: Sendable {
    let width: Int, height: Int
    let isProgressive: Bool
    let components: [JPEGComponent]
    /// For each component, what its scans decoded: 64 coefficients a block, in natural
    /// (row-major) order, blocks row by row.
    var coefficients: [[Int16]]
    let hMax: Int, vMax: Int
    /// MCUs across and down an interleaved scan.
    let mcusPerLine: Int, mcuRows: Int

    /// Reads a frame header's `segment` (after its length) and allocates the coefficients,
    /// once the size is within `limits`.
    init(segment: ArraySlice<UInt8>, marker: String, isProgressive: Bool, offset: Int, limits: JPEGDecoder) throws(JPEGDecodingError) {
        let bytes = Array(segment)
        func invalid(_ detail: String) -> JPEGDecodingError { JPEGDecodingError(.invalidSegment(detail), marker: marker, offset: offset) }
        guard bytes.count >= 6 else { throw invalid("frame header shorter than 6 bytes") }
        guard bytes[0] == 8 else {
            throw JPEGDecodingError(.unsupported("\(bytes[0])-bit samples"), marker: marker, offset: offset)
        }
        height = Int(bytes[1]) << 8 | Int(bytes[2])
        width = Int(bytes[3]) << 8 | Int(bytes[4])
        let count = Int(bytes[5])
        guard width > 0 else { throw invalid("width 0") }
        guard height > 0 else {
            throw JPEGDecodingError(.unsupported("height given later by a DNL segment"), marker: marker, offset: offset)
        }
        guard count == 1 || count == 3 else {
            throw JPEGDecodingError(.unsupported("\(count) components (only greyscale and three-component colour)"), marker: marker, offset: offset)
        }
        guard bytes.count == 6 + 3 * count else { throw invalid("length \(bytes.count + 2) for \(count) components") }
        guard width <= limits.maxWidth, height <= limits.maxHeight, width * height <= limits.maxPixels else {
            throw JPEGDecodingError(.dimensionsTooLarge(width: width, height: height, maxWidth: limits.maxWidth,
                                                        maxHeight: limits.maxHeight, maxPixels: limits.maxPixels),
                                    marker: marker, offset: offset)
        }
        self.isProgressive = isProgressive
        var specs: [(id: UInt8, h: Int, v: Int, table: Int)] = []
        for index in 0..<count {
            let base = 6 + 3 * index
            let h = Int(bytes[base + 1] >> 4), v = Int(bytes[base + 1] & 15), table = Int(bytes[base + 2])
            guard (1...4).contains(h), (1...4).contains(v) else { throw invalid("sampling factors \(h)x\(v)") }
            guard table < 4 else { throw invalid("quantization table \(table)") }
            guard !specs.contains(where: { $0.id == bytes[base] }) else { throw invalid("component \(bytes[base]) twice") }
            specs.append((bytes[base], h, v, table))
        }
        hMax = specs.map(\.h).max() ?? 1
        vMax = specs.map(\.v).max() ?? 1
        for spec in specs where hMax % spec.h != 0 || vMax % spec.v != 0 {
            throw JPEGDecodingError(.unsupported("sampling \(spec.h)x\(spec.v) beside \(hMax)x\(vMax)"), marker: marker, offset: offset)
        }
        mcusPerLine = (width + 8 * hMax - 1) / (8 * hMax)
        mcuRows = (height + 8 * vMax - 1) / (8 * vMax)
        let (hMax, vMax, mcusPerLine, mcuRows, width, height) = (hMax, vMax, mcusPerLine, mcuRows, width, height)
        components = specs.map { spec in
            let blocksPerLine = mcusPerLine * spec.h, blockRows = mcuRows * spec.v
            return JPEGComponent(
                id: spec.id, h: spec.h, v: spec.v, quantizationTable: spec.table,
                sampleWidth: (width * spec.h + hMax - 1) / hMax, sampleHeight: (height * spec.v + vMax - 1) / vMax,
                blocksPerLine: blocksPerLine, blockRows: blockRows)
        }
        coefficients = components.map { [Int16](repeating: 0, count: $0.blocksPerLine * $0.blockRows * 64) }
    }
}
