/// A decoded or to-be-encoded raster image held as 8-bit RGBA, row-major, top row first.
public struct PNGImage: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel, rows top to bottom.
    public private(set) var pixels: [UInt8]

    /// Wraps existing RGBA bytes; returns `nil` if the dimensions are not positive
    /// or `rgba.count != width * height * 4`.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0 else { return nil }
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, area <= Int.max / 4, rgba.count == area * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = rgba
    }

    /// An image of the given size filled with one colour (sizes below 1 become 1).
    public init(width: Int, height: Int, fill: RGBAColor = .white) {
        self.width = max(1, width)
        self.height = max(1, height)
        pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            pixels[index] = fill.red
            pixels[index + 1] = fill.green
            pixels[index + 2] = fill.blue
            pixels[index + 3] = fill.alpha
        }
    }

    /// The colour at column `x`, row `y`; coordinates outside the image give transparent white.
    public func pixel(x: Int, y: Int) -> RGBAColor {
        guard x >= 0, y >= 0, x < width, y < height else { return RGBAColor(gray: 255, alpha: 0) }
        let index = (y * width + x) * 4
        return RGBAColor(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2], alpha: pixels[index + 3])
    }

    /// Sets the colour at column `x`, row `y`; coordinates outside the image are ignored.
    public mutating func setPixel(x: Int, y: Int, to color: RGBAColor) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let index = (y * width + x) * 4
        pixels[index] = color.red
        pixels[index + 1] = color.green
        pixels[index + 2] = color.blue
        pixels[index + 3] = color.alpha
    }

    /// Luma of the pixel composited over white (see ``RGBAColor/luminance``): 0 black … 255 white.
    public func luminance(x: Int, y: Int) -> UInt8 {
        pixel(x: x, y: y).luminance
    }
}
