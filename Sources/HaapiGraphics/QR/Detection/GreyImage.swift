/// An image's luminance, one byte a pixel (0 black … 255 white), what the detector reads.
struct GreyImage: Sendable {
    let width: Int
    let height: Int
    private(set) var levels: [UInt8]

    init(width: Int, height: Int, levels: [UInt8]) {
        precondition(levels.count == width * height, "one level a pixel")
        self.width = width
        self.height = height
        self.levels = levels
    }

    /// The luminance of `image` composited over white.
    init(_ image: PNGImage) {
        var levels = [UInt8](repeating: 0, count: image.width * image.height)
        for y in 0..<image.height {
            for x in 0..<image.width { levels[y * image.width + x] = image.luminance(x: x, y: y) }
        }
        self.init(width: image.width, height: image.height, levels: levels)
    }

    func level(x: Int, y: Int) -> UInt8 { levels[y * width + x] }

    /// The image shrunk by `factor` in each direction, each pixel the mean of its block.
    func shrunk(by factor: Int) -> GreyImage {
        guard factor > 1 else { return self }
        let newWidth = width / factor, newHeight = height / factor
        var shrunk = [UInt8](repeating: 0, count: newWidth * newHeight)
        let area = factor * factor
        for y in 0..<newHeight {
            for x in 0..<newWidth {
                var sum = 0
                for dy in 0..<factor {
                    let row = (y * factor + dy) * width + x * factor
                    for dx in 0..<factor { sum += Int(levels[row + dx]) }
                }
                shrunk[y * newWidth + x] = UInt8(sum / area)
            }
        }
        return GreyImage(width: newWidth, height: newHeight, levels: shrunk)
    }

    /// The lowest and highest levels.
    var range: (lowest: UInt8, highest: UInt8) {
        levels.reduce((UInt8.max, UInt8.min)) { (min($0.0, $1), max($0.1, $1)) }
    }
}
