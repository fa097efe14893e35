public import Foundation

/// A pure-Swift PNG decoder producing 8-bit RGBA ``PNGImage`` values.
///
/// Supports every standard colour type and bit depth (1, 2, 4, 8, 16), palette
/// transparency and colour-key tRNS, all five filters, and Adam7 interlacing.
/// Sixteen-bit samples keep their high byte. Malformed input fails with a
/// ``PNGDecodingError``; output size is bounded by what IHDR implies, and IHDR
/// itself by ``maxWidth`` and ``maxHeight``.
public struct PNGDecoder: Sendable {
    /// Largest accepted width in pixels.
    public var maxWidth: Int
    /// Largest accepted height in pixels.
    public var maxHeight: Int

    /// Creates a decoder with the given dimension limits (default 4096 × 4096).
    public init(maxWidth: Int = 4096, maxHeight: Int = 4096) {
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
    }

    /// Decodes PNG file data.
    public func decode(_ data: Data) throws(PNGDecodingError) -> PNGImage {
        try decode([UInt8](data))
    }

    /// Decodes the PNG inside a `data:image/png;base64,…` URL.
    public func decode(dataURL: String) throws(PNGDecodingError) -> PNGImage {
        try decode(PNGDataURL.pngData(from: dataURL))
    }

    /// Reads and validates only the signature and IHDR chunk (CRC, values, size limits),
    /// e.g. to learn an image's size without decoding it.
    public func header(of bytes: [UInt8]) throws(PNGDecodingError) -> PNGHeader {
        try PNGChunkParser(maxWidth: maxWidth, maxHeight: maxHeight).parse(bytes, headerOnly: true).header
    }

    /// Reads and validates only the signature and IHDR chunk of PNG file data.
    public func header(of data: Data) throws(PNGDecodingError) -> PNGHeader {
        try header(of: [UInt8](data))
    }

    /// Decodes PNG file bytes.
    public func decode(_ bytes: [UInt8]) throws(PNGDecodingError) -> PNGImage {
        let contents = try PNGChunkParser(maxWidth: maxWidth, maxHeight: maxHeight).parse(bytes)
        let header = contents.header
        let passes = Self.passes(for: header)
        let (area, areaOverflow) = header.width.multipliedReportingOverflow(by: header.height)
        guard !areaOverflow, area <= Int.max / 8 else {
            throw PNGDecodingError(.dimensionsTooLarge(width: header.width, height: header.height,
                                                       maxWidth: maxWidth, maxHeight: maxHeight), chunk: "IHDR")
        }
        var expected = 0
        for pass in passes where pass.width > 0 && pass.height > 0 {
            let (passBytes, overflow) = (header.rowBytes(pixels: pass.width) + 1).multipliedReportingOverflow(by: pass.height)
            guard !overflow, expected <= Int.max - passBytes else {
                throw PNGDecodingError(.dimensionsTooLarge(width: header.width, height: header.height,
                                                           maxWidth: maxWidth, maxHeight: maxHeight), chunk: "IHDR")
            }
            expected += passBytes
        }

        let raw: [UInt8]
        do {
            raw = try Zlib.decompress(contents.imageData, maxOutputSize: expected)
        } catch {
            let location = contents.fileOffset(ofStreamOffset: error.offset)
            if case .outputLimitExceeded = error.reason {
                throw PNGDecodingError(.decompressedDataTooLarge(limit: expected), chunk: "IDAT", offset: location)
            }
            throw PNGDecodingError(.compression(error.reason), chunk: "IDAT", offset: location)
        }
        guard raw.count == expected else {
            throw PNGDecodingError(.decompressedSizeMismatch(expected: expected, actual: raw.count), chunk: "IDAT")
        }

        let unpacker = PNGPixelUnpacker(contents: contents)
        var pixels = [UInt8](repeating: 0, count: header.width * header.height * 4)
        var start = 0
        for pass in passes where pass.width > 0 && pass.height > 0 {
            let rowBytes = header.rowBytes(pixels: pass.width)
            let rows = try PNGFilter.unfilter(raw, start: start, rows: pass.height, rowBytes: rowBytes,
                                              stride: header.filterStride)
            for y in 0..<pass.height {
                let imageY = pass.originY + y * pass.stepY
                try unpacker.unpackRow(rows, rowStart: y * rowBytes, count: pass.width, into: &pixels,
                                       destination: imageY * header.width + pass.originX, step: pass.stepX)
            }
            start += (rowBytes + 1) * pass.height
        }
        guard let image = PNGImage(width: header.width, height: header.height, rgba: pixels) else {
            throw PNGDecodingError(.invalidHeader("dimensions \(header.width)x\(header.height)"), chunk: "IHDR")
        }
        return image
    }

    /// One sub-image of the scan order: the whole image, or one of the seven Adam7 passes.
    struct Pass: Sendable {
        let originX: Int, originY: Int, stepX: Int, stepY: Int
        let width: Int, height: Int
    }

    /// Adam7 pass origins and steps (x0, y0, dx, dy).
    private static let adam7: [(Int, Int, Int, Int)] = [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
    ]

    static func passes(for header: PNGHeader) -> [Pass] {
        guard header.isInterlaced else {
            return [Pass(originX: 0, originY: 0, stepX: 1, stepY: 1, width: header.width, height: header.height)]
        }
        return adam7.map { originX, originY, stepX, stepY in
            Pass(originX: originX, originY: originY, stepX: stepX, stepY: stepY,
                 width: header.width > originX ? (header.width - originX + stepX - 1) / stepX : 0,
                 height: header.height > originY ? (header.height - originY + stepY - 1) / stepY : 0)
        }
    }
}
