/// Converts unfiltered scanlines of any colour type and bit depth to 8-bit RGBA.
struct PNGPixelUnpacker: Sendable {
    let header: PNGHeader
    let palette: [RGBAColor]
    /// Per-sample key from tRNS for grey (1 value) or RGB (3 values); matching pixels become transparent.
    let transparentKey: [Int]?

    init(contents: PNGChunkContents) {
        header = contents.header
        var palette = contents.palette
        var key: [Int]?
        if let transparency = contents.transparency {
            switch header.colorType {
            case .palette:
                for (index, alpha) in transparency.enumerated() where index < palette.count {
                    palette[index].alpha = alpha
                }
            case .grayscale, .rgb:
                key = stride(from: 0, to: transparency.count - 1, by: 2).map {
                    Int(transparency[$0]) << 8 | Int(transparency[$0 + 1])
                }
            case .grayscaleAlpha, .rgba:
                break
            }
        }
        self.palette = palette
        transparentKey = key
    }

    /// Sample `channel` of pixel `x` in the row starting at `rowStart`, at full bit depth.
    @inline(__always)
    private func sample(_ rows: [UInt8], rowStart: Int, x: Int, channel: Int) -> Int {
        let depth = header.bitDepth
        switch depth {
        case 8: return Int(rows[rowStart + x * header.colorType.channels + channel])
        case 16:
            let index = rowStart + (x * header.colorType.channels + channel) * 2
            return Int(rows[index]) << 8 | Int(rows[index + 1])
        default:
            let bit = x * depth
            let byte = Int(rows[rowStart + bit / 8])
            return (byte >> (8 - depth - bit % 8)) & ((1 << depth) - 1)
        }
    }

    /// Scales a sample at the header's bit depth to 0...255.
    @inline(__always)
    private func scaled(_ value: Int) -> UInt8 {
        switch header.bitDepth {
        case 8: return UInt8(value)
        case 16: return UInt8(value >> 8)
        default: return UInt8(value * 255 / ((1 << header.bitDepth) - 1))
        }
    }

    /// Writes `count` pixels of the scanline at `rowStart` into `pixels`; pixel `i`
    /// lands at pixel index `destination + i * step` of the output image.
    func unpackRow(_ rows: [UInt8], rowStart: Int, count: Int, into pixels: inout [UInt8],
                   destination: Int, step: Int) throws(PNGDecodingError) {
        for x in 0..<count {
            let out = (destination + x * step) * 4
            let color: RGBAColor
            switch header.colorType {
            case .grayscale:
                let gray = sample(rows, rowStart: rowStart, x: x, channel: 0)
                let alpha: UInt8 = transparentKey?.first == gray ? 0 : 255
                color = RGBAColor(gray: scaled(gray), alpha: alpha)
            case .rgb:
                let red = sample(rows, rowStart: rowStart, x: x, channel: 0)
                let green = sample(rows, rowStart: rowStart, x: x, channel: 1)
                let blue = sample(rows, rowStart: rowStart, x: x, channel: 2)
                let alpha: UInt8 = transparentKey == [red, green, blue] ? 0 : 255
                color = RGBAColor(red: scaled(red), green: scaled(green), blue: scaled(blue), alpha: alpha)
            case .palette:
                let index = sample(rows, rowStart: rowStart, x: x, channel: 0)
                guard index < palette.count else {
                    throw PNGDecodingError(.paletteIndexOutOfRange(index: index, paletteSize: palette.count), chunk: "IDAT")
                }
                color = palette[index]
            case .grayscaleAlpha:
                let gray = scaled(sample(rows, rowStart: rowStart, x: x, channel: 0))
                color = RGBAColor(gray: gray, alpha: scaled(sample(rows, rowStart: rowStart, x: x, channel: 1)))
            case .rgba:
                color = RGBAColor(red: scaled(sample(rows, rowStart: rowStart, x: x, channel: 0)),
                                  green: scaled(sample(rows, rowStart: rowStart, x: x, channel: 1)),
                                  blue: scaled(sample(rows, rowStart: rowStart, x: x, channel: 2)),
                                  alpha: scaled(sample(rows, rowStart: rowStart, x: x, channel: 3)))
            }
            pixels[out] = color.red
            pixels[out + 1] = color.green
            pixels[out + 2] = color.blue
            pixels[out + 3] = color.alpha
        }
    }
}
