/// Everything the decoder needs from the chunk sequence of a PNG file.
struct PNGChunkContents: Sendable {
    var header: PNGHeader
    var palette: [RGBAColor] = []
    /// Raw tRNS data, if present.
    var transparency: [UInt8]?
    /// Concatenated IDAT data (the zlib stream).
    var imageData: [UInt8] = []
    /// For each IDAT chunk: file offset of its data and offset of that data in ``imageData``.
    var imageDataSegments: [(fileOffset: Int, streamOffset: Int)] = []

    /// Maps an offset in the concatenated zlib stream back to a file offset.
    func fileOffset(ofStreamOffset streamOffset: Int) -> Int? {
        guard let segment = imageDataSegments.last(where: { $0.streamOffset <= streamOffset }) else { return nil }
        return segment.fileOffset + streamOffset - segment.streamOffset
    }
}

/// Walks PNG chunks, verifying signature, lengths, CRCs and ordering.
struct PNGChunkParser: Sendable {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    let maxWidth: Int
    let maxHeight: Int

    /// Parses the whole chunk sequence, or stops after IHDR when `headerOnly` is set.
    func parse(_ bytes: [UInt8], headerOnly: Bool = false) throws(PNGDecodingError) -> PNGChunkContents {
        guard bytes.count >= 8 else { throw PNGDecodingError(.truncated, offset: bytes.count) }
        guard bytes.starts(with: Self.signature) else { throw PNGDecodingError(.invalidSignature, offset: 0) }
        var contents: PNGChunkContents?
        var sawImageData = false, imageDataEnded = false
        var offset = 8
        while true {
            guard bytes.count - offset >= 8 else {
                throw PNGDecodingError(.truncated, chunk: contents == nil ? "IHDR" : "IEND", offset: bytes.count)
            }
            let length = PNGByteOrder.uint32(bytes, at: offset)
            guard length <= 0x7FFF_FFFF else { throw PNGDecodingError(.invalidChunkLength(length), offset: offset) }
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                throw PNGDecodingError(.invalidChunkType, offset: offset + 4)
            }
            let name = String(decoding: typeBytes, as: UTF8.self)
            let dataStart = offset + 8
            guard Int(length) <= bytes.count - dataStart - 4 else {
                throw PNGDecodingError(.truncated, chunk: name, offset: offset)
            }
            let dataEnd = dataStart + Int(length)
            let storedCRC = PNGByteOrder.uint32(bytes, at: dataEnd)
            let actualCRC = CRC32.checksum(bytes[(offset + 4)..<dataEnd])
            guard storedCRC == actualCRC else {
                throw PNGDecodingError(.crcMismatch(expected: storedCRC, actual: actualCRC), chunk: name, offset: dataEnd)
            }
            let data = Array(bytes[dataStart..<dataEnd])
            if sawImageData, name != "IDAT" { imageDataEnded = true }

            if name == "IHDR" {
                guard contents == nil else { throw PNGDecodingError(.misplacedChunk, chunk: name, offset: offset) }
                let parsed = PNGChunkContents(header: try parseHeader(data, offset: dataStart))
                if headerOnly { return parsed }
                contents = parsed
            } else if var current = contents {
                // Taken out while it changes, so that appending image data does not copy all of it.
                contents = nil
                switch name {
                case "PLTE":
                    guard !sawImageData, current.palette.isEmpty, current.transparency == nil else {
                        throw PNGDecodingError(.misplacedChunk, chunk: name, offset: offset)
                    }
                    current.palette = try parsePalette(data, header: current.header, offset: dataStart)
                case "tRNS":
                    guard !sawImageData, current.transparency == nil else {
                        throw PNGDecodingError(.misplacedChunk, chunk: name, offset: offset)
                    }
                    try validateTransparency(data, contents: current, offset: dataStart)
                    current.transparency = data
                case "IDAT":
                    guard !imageDataEnded else { throw PNGDecodingError(.misplacedChunk, chunk: name, offset: offset) }
                    sawImageData = true
                    current.imageDataSegments.append((dataStart, current.imageData.count))
                    current.imageData.append(contentsOf: data)
                case "IEND":
                    guard sawImageData else { throw PNGDecodingError(.missingChunk, chunk: "IDAT", offset: offset) }
                    if current.header.colorType == .palette, current.palette.isEmpty {
                        throw PNGDecodingError(.missingChunk, chunk: "PLTE", offset: offset)
                    }
                    return current
                default:
                    // Bit 5 of the first type byte clear means "critical": unknown ones cannot be skipped.
                    if let first = typeBytes.first, first & 0x20 == 0 {
                        throw PNGDecodingError(.unsupportedCriticalChunk, chunk: name, offset: offset)
                    }
                }
                contents = current
            } else {
                throw PNGDecodingError(.missingChunk, chunk: "IHDR", offset: offset)
            }
            offset = dataEnd + 4
        }
    }

    private func parseHeader(_ data: [UInt8], offset: Int) throws(PNGDecodingError) -> PNGHeader {
        func fail(_ detail: String) -> PNGDecodingError {
            PNGDecodingError(.invalidHeader(detail), chunk: "IHDR", offset: offset)
        }
        guard data.count == 13 else { throw fail("length \(data.count), expected 13") }
        let width = Int(PNGByteOrder.uint32(data, at: 0)), height = Int(PNGByteOrder.uint32(data, at: 4))
        guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw fail("dimensions \(width)x\(height)")
        }
        guard width <= maxWidth, height <= maxHeight else {
            throw PNGDecodingError(.dimensionsTooLarge(width: width, height: height, maxWidth: maxWidth, maxHeight: maxHeight),
                                   chunk: "IHDR", offset: offset)
        }
        guard let colorType = PNGColorType(rawValue: data[9]) else { throw fail("colour type \(data[9])") }
        let depth = Int(data[8])
        guard colorType.allowedBitDepths.contains(depth) else {
            throw fail("bit depth \(depth) not allowed for colour type \(colorType.rawValue)")
        }
        guard data[10] == 0 else { throw fail("compression method \(data[10])") }
        guard data[11] == 0 else { throw fail("filter method \(data[11])") }
        guard data[12] <= 1 else { throw fail("interlace method \(data[12])") }
        return PNGHeader(width: width, height: height, bitDepth: depth, colorType: colorType, isInterlaced: data[12] == 1)
    }

    private func parsePalette(_ data: [UInt8], header: PNGHeader, offset: Int) throws(PNGDecodingError) -> [RGBAColor] {
        if header.colorType == .grayscale || header.colorType == .grayscaleAlpha {
            throw PNGDecodingError(.misplacedChunk, chunk: "PLTE", offset: offset - 8)
        }
        guard data.count % 3 == 0, (3...768).contains(data.count) else {
            throw PNGDecodingError(.invalidPalette("length \(data.count) is not 3...768 in steps of 3"), chunk: "PLTE", offset: offset)
        }
        let entries = data.count / 3
        if header.colorType == .palette, entries > 1 << header.bitDepth {
            throw PNGDecodingError(.invalidPalette("\(entries) entries exceed bit depth \(header.bitDepth)"),
                                   chunk: "PLTE", offset: offset)
        }
        return (0..<entries).map { RGBAColor(red: data[$0 * 3], green: data[$0 * 3 + 1], blue: data[$0 * 3 + 2]) }
    }

    private func validateTransparency(_ data: [UInt8], contents: PNGChunkContents, offset: Int) throws(PNGDecodingError) {
        func fail(_ detail: String) -> PNGDecodingError {
            PNGDecodingError(.invalidTransparency(detail), chunk: "tRNS", offset: offset)
        }
        switch contents.header.colorType {
        case .grayscale: guard data.count == 2 else { throw fail("length \(data.count), expected 2") }
        case .rgb: guard data.count == 6 else { throw fail("length \(data.count), expected 6") }
        case .palette:
            guard !contents.palette.isEmpty else { throw PNGDecodingError(.misplacedChunk, chunk: "tRNS", offset: offset - 8) }
            guard data.count <= contents.palette.count else {
                throw fail("\(data.count) alpha values for \(contents.palette.count) palette entries")
            }
        case .grayscaleAlpha, .rgba: throw fail("not allowed with an alpha channel")
        }
    }
}
