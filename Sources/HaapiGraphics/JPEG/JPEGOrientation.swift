/// The EXIF orientation of a photo (TIFF tag 0x0112): how the stored pixels are to be
/// turned or mirrored to be seen upright, as cameras record it instead of turning the
/// pixels themselves.
public enum JPEGOrientation: Int, Sendable, Hashable {
    /// Stored upright.
    case up = 1
    /// Mirrored left to right.
    case upMirrored = 2
    /// Upside down.
    case down = 3
    /// Mirrored top to bottom.
    case downMirrored = 4
    /// Mirrored across the top-left to bottom-right diagonal.
    case leftMirrored = 5
    /// To be turned a quarter clockwise.
    case right = 6
    /// Mirrored across the top-right to bottom-left diagonal.
    case rightMirrored = 7
    /// To be turned a quarter counter-clockwise.
    case left = 8

    /// The orientation an APP1 segment's EXIF data records, or `nil` when the segment is
    /// not EXIF, holds no orientation, or is malformed (a photo's damaged metadata does
    /// not stop its pixels from being read).
    static func exif(_ segment: ArraySlice<UInt8>) -> JPEGOrientation? {
        let bytes = Array(segment)
        guard bytes.count >= 14, bytes[0..<6].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) else { return nil }
        let tiff = 6
        let littleEndian: Bool
        switch (bytes[tiff], bytes[tiff + 1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func number(_ at: Int, _ size: Int) -> Int? {
            guard at >= 0, at + size <= bytes.count else { return nil }
            var value = 0
            for index in 0..<size {
                let byte = Int(bytes[littleEndian ? at + size - 1 - index : at + index])
                value = value << 8 | byte
            }
            return value
        }
        guard number(tiff + 2, 2) == 42, let directory = number(tiff + 4, 4), let count = number(tiff + directory, 2) else { return nil }
        for entry in 0..<count {
            let at = tiff + directory + 2 + entry * 12
            guard let tag = number(at, 2) else { return nil }
            guard tag == 0x0112 else { continue }
            guard number(at + 2, 2) == 3, let value = number(at + 8, 2) else { return nil }
            return JPEGOrientation(rawValue: value)
        }
        return nil
    }

    /// `image` turned and mirrored as this orientation says, to be seen upright.
    func applied(to image: PNGImage) -> PNGImage {
        guard self != .up else { return image }
        let width = image.width, height = image.height
        let swaps = rawValue >= 5
        let newWidth = swaps ? height : width, newHeight = swaps ? width : height
        var pixels = [UInt8](repeating: 0, count: image.pixels.count)
        image.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { out in
                for y in 0..<newHeight {
                    for x in 0..<newWidth {
                        let (sx, sy): (Int, Int) = switch self {
                        case .up: (x, y)
                        case .upMirrored: (width - 1 - x, y)
                        case .down: (width - 1 - x, height - 1 - y)
                        case .downMirrored: (x, height - 1 - y)
                        case .leftMirrored: (y, x)
                        case .right: (y, height - 1 - x)
                        case .rightMirrored: (width - 1 - y, height - 1 - x)
                        case .left: (width - 1 - y, x)
                        }
                        let from = (sy * width + sx) * 4, to = (y * newWidth + x) * 4
                        for channel in 0..<4 { out[to + channel] = source[from + channel] }
                    }
                }
            }
        }
        return PNGImage(width: newWidth, height: newHeight, rgba: pixels) ?? image
    }
}
