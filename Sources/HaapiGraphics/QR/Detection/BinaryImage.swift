/// Each pixel of an image judged dark or light against the light around it, so that a
/// shadow, glare or a dim photo does not make a whole region one colour.
///
/// The image is cut into blocks of 8 × 8 pixels, and each block gets a low level (the
/// mean of its eight darkest pixels) and a high level (of its eight lightest), which
/// noise moves less than its extremes. A pixel is dark when it is below the midpoint of
/// the lowest low and the highest high of the 5 × 5 blocks around its own; where those
/// differ by less than 24 levels (a flat stretch, all paper or all ink), 9 × 9 and then
/// 17 × 17 blocks are looked at, and failing those the picture's own midpoint decides. Images under 40 pixels a side use the picture's midpoint alone.
struct BinaryImage: Sendable {
    let width: Int
    let height: Int
    private var dark: [Bool]

    init(width: Int, height: Int, dark: [Bool]) {
        self.width = width
        self.height = height
        self.dark = dark
    }

    /// Whether pixel (x, y) is dark; outside the image counts as light.
    func isDark(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < width, y < height else { return false }
        return dark[y * width + x]
    }

    /// The same pixels with dark and light swapped, for light-on-dark codes.
    var inverted: BinaryImage { BinaryImage(width: width, height: height, dark: dark.map { !$0 }) }

    private static let block = 8
    private static let flatRange = 24

    init(thresholding image: GreyImage) {
        width = image.width
        height = image.height
        let global = Self.globalThreshold(image)
        guard width >= 40, height >= 40 else {
            dark = image.levels.map { Int($0) < global }
            return
        }
        let block = Self.block
        let columns = (width + block - 1) / block, rows = (height + block - 1) / block
        var lows = [Int](repeating: 0, count: columns * rows)
        var highs = [Int](repeating: 0, count: columns * rows)
        var levels = [Int](repeating: 0, count: block * block)
        for row in 0..<rows {
            // The last blocks are moved in so that each holds whole pixels of the image.
            let top = min(row * block, height - block)
            for column in 0..<columns {
                let left = min(column * block, width - block)
                var index = 0
                for y in top..<(top + block) {
                    for x in left..<(left + block) {
                        levels[index] = Int(image.level(x: x, y: y))
                        index += 1
                    }
                }
                levels.sort()
                lows[row * columns + column] = levels.prefix(8).reduce(0, +) / 8
                highs[row * columns + column] = levels.suffix(8).reduce(0, +) / 8
            }
        }
        var dark = [Bool](repeating: false, count: width * height)
        for row in 0..<rows {
            let top = min(row * block, height - block)
            for column in 0..<columns {
                let left = min(column * block, width - block)
                // A flat neighbourhood looks further out before the picture's midpoint decides.
                var threshold = global
                for reach in [2, 4, 8] {
                    var low = 255, high = 0
                    for r in max(0, row - reach)...min(rows - 1, row + reach) {
                        for c in max(0, column - reach)...min(columns - 1, column + reach) {
                            low = min(low, lows[r * columns + c])
                            high = max(high, highs[r * columns + c])
                        }
                    }
                    if high - low >= Self.flatRange {
                        threshold = (low + high + 1) / 2
                        break
                    }
                }
                for y in top..<(top + block) {
                    for x in left..<(left + block) where Int(image.level(x: x, y: y)) < threshold { dark[y * width + x] = true }
                }
            }
        }
        self.dark = dark
    }

    /// The midpoint of the picture's darkest and lightest percent of pixels.
    private static func globalThreshold(_ image: GreyImage) -> Int {
        var histogram = [Int](repeating: 0, count: 256)
        for level in image.levels { histogram[Int(level)] += 1 }
        let tail = max(1, image.levels.count / 100)
        var seen = 0, low = 0
        while low < 255, seen + histogram[low] < tail { seen += histogram[low]; low += 1 }
        seen = 0
        var high = 255
        while high > 0, seen + histogram[high] < tail { seen += histogram[high]; high -= 1 }
        return (low + high + 1) / 2
    }
}
