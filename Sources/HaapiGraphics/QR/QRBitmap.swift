extension QRModuleGrid {
    /// A thresholded view of an image: each pixel dark or light.
    struct Bitmap: Sendable {
        let width: Int
        let height: Int
        private let dark: [Bool]
        /// Inclusive bounding box of the dark pixels.
        let darkBounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)

        init(_ image: PNGImage) throws(QRModuleGridError) {
            width = image.width
            height = image.height
            var levels = [UInt8](repeating: 0, count: width * height)
            var lowest = UInt8.max, highest = UInt8.min
            for y in 0..<height {
                for x in 0..<width {
                    let level = image.luminance(x: x, y: y)
                    levels[y * width + x] = level
                    lowest = min(lowest, level)
                    highest = max(highest, level)
                }
            }
            guard Int(highest) - Int(lowest) >= 32 else { throw .noContrast }
            let threshold = (Int(highest) + Int(lowest) + 1) / 2
            dark = levels.map { Int($0) < threshold }
            var minX = width, minY = height, maxX = -1, maxY = -1
            for y in 0..<height {
                for x in 0..<width where dark[y * width + x] {
                    minX = min(minX, x)
                    maxX = max(maxX, x)
                    minY = min(minY, y)
                    maxY = max(maxY, y)
                }
            }
            darkBounds = (minX, minY, maxX, maxY)
        }

        /// Whether pixel (x, y) is dark; outside the image is light.
        func isDark(x: Int, y: Int) -> Bool {
            guard x >= 0, y >= 0, x < width, y < height else { return false }
            return dark[y * width + x]
        }

        /// Lengths of the alternating runs starting at (x, y), moving right or down,
        /// stopping after `limit` runs or at the image edge.
        func runs(fromX x: Int, y: Int, horizontal: Bool, limit: Int) -> [Int] {
            var result: [Int] = []
            var px = x, py = y
            guard isDark(x: px, y: py) else { return [] }
            var colour = true, length = 0
            while px < width, py < height, result.count < limit {
                if isDark(x: px, y: py) == colour {
                    length += 1
                } else {
                    result.append(length)
                    colour.toggle()
                    length = 1
                }
                if horizontal { px += 1 } else { py += 1 }
            }
            if result.count < limit, length > 0 { result.append(length) }
            return result
        }

        /// Number of colour runs along row `y` from column `start` to `end` inclusive.
        func runCount(alongRow y: Int, from start: Int, to end: Int) -> Int {
            countRuns((start...max(start, end)).map { isDark(x: $0, y: y) })
        }

        /// Number of colour runs along column `x` from row `start` to `end` inclusive.
        func runCount(alongColumn x: Int, from start: Int, to end: Int) -> Int {
            countRuns((start...max(start, end)).map { isDark(x: x, y: $0) })
        }

        private func countRuns(_ colours: [Bool]) -> Int {
            zip(colours, colours.dropFirst()).reduce(colours.isEmpty ? 0 : 1) { $0 + ($1.0 != $1.1 ? 1 : 0) }
        }

        /// Estimates the module size from the top-left finder pattern whose outer
        /// corner is at (left, top), checking its 1:1:3:1:1 profile both ways.
        func finderModuleSize(left: Int, top: Int) throws(QRModuleGridError) -> Double {
            let edge = runs(fromX: left, y: top, horizontal: true, limit: 1).first ?? 0
            let rough = Double(edge) / 7
            guard rough >= 1 else { throw .finderPatternNotFound(x: left, y: top) }
            let centre = Int(3.5 * rough)
            let across = runs(fromX: left, y: top + centre, horizontal: true, limit: 5)
            let down = runs(fromX: left + centre, y: top, horizontal: false, limit: 5)
            for profile in [across, down] {
                guard profile.count == 5 else { throw .finderPatternNotFound(x: left + centre, y: top + centre) }
                let module = Double(profile.reduce(0, +)) / 7
                for (run, expected) in zip(profile, [1.0, 1, 3, 1, 1]) where abs(Double(run) - expected * module) > module * 0.5 + 1 {
                    throw .finderPatternNotFound(x: left + centre, y: top + centre)
                }
            }
            return Double(across.reduce(0, +) + down.reduce(0, +)) / 14
        }
    }
}
