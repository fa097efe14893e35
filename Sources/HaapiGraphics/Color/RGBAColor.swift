/// An sRGB colour with 8-bit channels and straight (non-premultiplied) alpha: a
/// pixel of a ``PNGImage``, and (as HaapiUI's `ThemeColor`) a theme's colour, written
/// `#RRGGBB` or `#RRGGBBAA`.
public struct RGBAColor: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8
    /// Alpha, 0 (transparent) ... 255 (opaque).
    public var alpha: UInt8

    /// Creates a colour from its four channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// An opaque grey of the given level.
    public init(gray: UInt8, alpha: UInt8 = 255) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Opaque black.
    public static let black = RGBAColor(gray: 0)
    /// Opaque white.
    public static let white = RGBAColor(gray: 255)

    /// Rec. 601 luma (0.299 R + 0.587 G + 0.114 B) of the colour composited over white.
    public var luminance: UInt8 {
        let luma = (299 * Int(red) + 587 * Int(green) + 114 * Int(blue) + 500) / 1000
        let alpha = Int(alpha)
        return UInt8((luma * alpha + 255 * (255 - alpha) + 127) / 255)
    }

    /// Reads `#RRGGBB` or `#RRGGBBAA` (hex digits in either case).
    ///
    /// - Returns: `nil` for anything else (no `#`, 3-digit shorthand, other lengths,
    ///   non-hex digits).
    public init?(hex: String) {
        let scalars = Array(hex.unicodeScalars)
        guard scalars.first == "#", scalars.count == 7 || scalars.count == 9 else { return nil }
        var channels: [UInt8] = []
        var index = 1
        while index < scalars.count {
            guard let high = Self.hexValue(scalars[index]), let low = Self.hexValue(scalars[index + 1]) else { return nil }
            channels.append(high << 4 | low)
            index += 2
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
    }

    /// The colour as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque (upper case).
    public var hex: String {
        let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + channels.map { Self.twoDigits($0) }.joined()
    }

    public var description: String { hex }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": UInt8(scalar.value - 48)
        case "a"..."f": UInt8(scalar.value - 87)
        case "A"..."F": UInt8(scalar.value - 55)
        default: nil
        }
    }

    private static func twoDigits(_ value: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(value >> 4)], digits[Int(value & 0xF)]])
    }
}
