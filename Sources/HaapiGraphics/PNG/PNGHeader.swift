/// The PNG colour types (IHDR byte 9).
public enum PNGColorType: UInt8, Sendable, Hashable, CaseIterable {
    /// One grey sample per pixel.
    case grayscale = 0
    /// Red, green and blue samples.
    case rgb = 2
    /// One palette index per pixel.
    case palette = 3
    /// Grey and alpha samples.
    case grayscaleAlpha = 4
    /// Red, green, blue and alpha samples.
    case rgba = 6

    /// Samples per pixel.
    public var channels: Int {
        switch self {
        case .grayscale, .palette: return 1
        case .grayscaleAlpha: return 2
        case .rgb: return 3
        case .rgba: return 4
        }
    }

    /// Bit depths the PNG specification allows for this colour type.
    public var allowedBitDepths: [Int] {
        switch self {
        case .grayscale: return [1, 2, 4, 8, 16]
        case .palette: return [1, 2, 4, 8]
        case .rgb, .grayscaleAlpha, .rgba: return [8, 16]
        }
    }
}

/// The contents of a PNG IHDR chunk.
public struct PNGHeader: Sendable, Hashable {
    /// Width in pixels (≥ 1).
    public let width: Int
    /// Height in pixels (≥ 1).
    public let height: Int
    /// Bits per sample (or per palette index).
    public let bitDepth: Int
    /// How samples are arranged.
    public let colorType: PNGColorType
    /// Whether scanlines use Adam7 interlacing.
    public let isInterlaced: Bool

    /// Creates a header; callers are responsible for passing a valid combination.
    public init(width: Int, height: Int, bitDepth: Int, colorType: PNGColorType, isInterlaced: Bool = false) {
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.isInterlaced = isInterlaced
    }

    /// Bits used by one pixel.
    var bitsPerPixel: Int { bitDepth * colorType.channels }

    /// Byte distance between corresponding bytes of adjacent pixels, as used by the filters (≥ 1).
    var filterStride: Int { max(1, bitsPerPixel / 8) }

    /// Bytes in one unfiltered scanline of `pixels` pixels (without the filter-type byte).
    func rowBytes(pixels: Int) -> Int { (pixels * bitsPerPixel + 7) / 8 }

    /// The 13 IHDR data bytes.
    var bytes: [UInt8] {
        PNGByteOrder.bigEndian(UInt32(width)) + PNGByteOrder.bigEndian(UInt32(height))
            + [UInt8(bitDepth), colorType.rawValue, 0, 0, isInterlaced ? 1 : 0]
    }
}

/// Big-endian integer helpers for PNG fields.
enum PNGByteOrder {
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
         UInt8(truncatingIfNeeded: value)]
    }

    /// Reads four bytes at `offset`; the caller guarantees they exist.
    static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }
}
