public import Foundation

/// Pixel layouts ``PNGEncoder`` can write.
public enum PNGPixelFormat: Sendable, Hashable, CaseIterable {
    /// 1-bit greyscale: each pixel's luminance is thresholded at 128 (black below, white from 128).
    case gray1
    /// 8-bit greyscale from each pixel's luminance (composited over white).
    case gray8
    /// 8-bit RGBA, lossless.
    case rgba8

    var colorType: PNGColorType {
        switch self {
        case .gray1, .gray8: return .grayscale
        case .rgba8: return .rgba
        }
    }

    var bitDepth: Int { self == .gray1 ? 1 : 8 }
}

/// A pure-Swift PNG encoder (non-interlaced; adaptive filtering; zlib via ``Zlib``).
public enum PNGEncoder: Sendable {
    /// Encodes an image as PNG file data.
    ///
    /// - Parameters:
    ///   - image: The pixels to write.
    ///   - format: Output pixel layout; greyscale formats drop colour and alpha (see ``PNGPixelFormat``).
    ///   - method: DEFLATE block style for the IDAT stream.
    public static func encode(_ image: PNGImage, format: PNGPixelFormat = .rgba8,
                              method: DeflateMethod = .fixedHuffman) -> Data {
        let header = PNGHeader(width: image.width, height: image.height, bitDepth: format.bitDepth,
                               colorType: format.colorType)
        let rowBytes = header.rowBytes(pixels: image.width)
        var filtered: [UInt8] = []
        filtered.reserveCapacity((rowBytes + 1) * image.height)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<image.height {
            let row = scanline(of: image, y: y, format: format, rowBytes: rowBytes)
            let (type, bytes) = bestFilter(row: row, previous: previous, stride: header.filterStride)
            filtered.append(type)
            filtered.append(contentsOf: bytes)
            previous = row
        }
        var file = PNGChunkParser.signature
        appendChunk("IHDR", header.bytes, to: &file)
        let compressed = Zlib.compress(filtered, method: method)
        // Split IDAT at 64 KiB, a common convention that keeps chunks modest.
        var start = 0
        repeat {
            let end = min(start + 65_536, compressed.count)
            appendChunk("IDAT", Array(compressed[start..<end]), to: &file)
            start = end
        } while start < compressed.count
        appendChunk("IEND", [], to: &file)
        return Data(file)
    }

    /// Raw (unfiltered) bytes of row `y` in the output format.
    private static func scanline(of image: PNGImage, y: Int, format: PNGPixelFormat, rowBytes: Int) -> [UInt8] {
        var row = [UInt8](repeating: 0, count: rowBytes)
        switch format {
        case .rgba8:
            let start = y * image.width * 4
            row.replaceSubrange(0..<rowBytes, with: image.pixels[start..<(start + rowBytes)])
        case .gray8:
            for x in 0..<image.width { row[x] = image.luminance(x: x, y: y) }
        case .gray1:
            for x in 0..<image.width where image.luminance(x: x, y: y) >= 128 {
                row[x / 8] |= 0x80 >> UInt8(x % 8)
            }
        }
        return row
    }

    /// Picks the filter whose output has the smallest sum of absolute signed bytes.
    private static func bestFilter(row: [UInt8], previous: [UInt8], stride: Int) -> (UInt8, [UInt8]) {
        var best: (UInt8, [UInt8]) = (0, row)
        var bestCost = Int.max
        for type in UInt8(0)...4 {
            let candidate = type == 0 ? row : PNGFilter.filter(type, row: row, previous: previous, stride: stride)
            let cost = candidate.reduce(0) { $0 + abs(Int(Int8(bitPattern: $1))) }
            if cost < bestCost {
                bestCost = cost
                best = (type, candidate)
            }
        }
        return best
    }

    private static func appendChunk(_ name: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typeBytes = Array(name.utf8)
        file += PNGByteOrder.bigEndian(UInt32(data.count))
        file += typeBytes
        file += data
        file += PNGByteOrder.bigEndian(CRC32.checksum(typeBytes + data))
    }
}
