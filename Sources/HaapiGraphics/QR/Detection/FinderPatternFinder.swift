/// A point of an image, in pixels (fractions allowed).
struct ImagePoint: Sendable, Hashable {
    var x: Double
    var y: Double

    func distance(to other: ImagePoint) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}

/// A place that looks like the centre of a finder pattern: the 7 × 7 square of dark
/// ring, light ring and dark 3 × 3 centre at three corners of every QR code.
struct FinderPattern: Sendable, Hashable {
    var centre: ImagePoint
    /// The pattern's width over 7, across its rows and columns.
    var moduleSize: Double
    /// How many scan lines confirmed it.
    var hits: Int
}

/// Finds finder patterns in any orientation: a line through a finder's centre crosses
/// dark, light, dark, light and dark runs in the proportions 1:1:3:1:1 whatever the
/// angle, so each row is scanned for that profile and each find is checked across the
/// column through its centre, the row again and a diagonal.
struct FinderPatternFinder {
    let image: BinaryImage
    /// At most this many patterns are kept, the most confirmed first.
    static let maximumKept = 12

    func patterns() -> [FinderPattern] {
        var found: [FinderPattern] = []
        var runs: [Int] = []
        var starts: [Int] = []
        for y in 0..<image.height {
            runs.removeAll(keepingCapacity: true)
            starts.removeAll(keepingCapacity: true)
            var x = 0
            // The row as runs, starting with the first dark pixel.
            while x < image.width, !image.isDark(x: x, y: y) { x += 1 }
            while x < image.width {
                let colour = image.isDark(x: x, y: y)
                let start = x
                while x < image.width, image.isDark(x: x, y: y) == colour { x += 1 }
                runs.append(x - start)
                starts.append(start)
            }
            var index = 0
            while index + 4 < runs.count {
                let profile = Array(runs[index..<(index + 5)])
                if Self.isFinderProfile(profile) {
                    let centreX = Double(starts[index + 2]) + Double(runs[index + 2]) / 2
                    if let pattern = confirm(x: centreX, y: Double(y) + 0.5, rowTotal: profile.reduce(0, +)) {
                        Self.add(pattern, to: &found)
                    }
                }
                index += 2  // the next dark run
            }
        }
        return found.sorted { ($0.hits, $0.moduleSize) > ($1.hits, $1.moduleSize) }.prefix(Self.maximumKept).map { $0 }
    }

    /// Whether five runs (dark first) are in the proportions 1:1:3:1:1, with the
    /// latitude blur and perspective need.
    static func isFinderProfile(_ runs: [Int]) -> Bool {
        guard runs.count == 5, runs.allSatisfy({ $0 > 0 }) else { return false }
        let total = runs.reduce(0, +)
        guard total >= 7 else { return false }
        let module = Double(total) / 7
        let latitude = module * 0.7
        return abs(Double(runs[0]) - module) < latitude && abs(Double(runs[1]) - module) < latitude
            && abs(Double(runs[2]) - 3 * module) < 3 * latitude && abs(Double(runs[3]) - module) < latitude
            && abs(Double(runs[4]) - module) < latitude
    }

    /// The runs through a point along a direction.
    struct Profile {
        /// Dark, light, dark (the centre), light, dark: the centre run in the middle.
        var runs: [Int]
        /// The middle of the centre run.
        var centre: ImagePoint
        var total: Int { runs.reduce(0, +) }
    }

    /// The five runs through (x, y) along (dx, dy), each side counted outwards from the
    /// centre, at most `limit` pixels a run; `nil` unless (x, y) is dark and both sides
    /// have their three runs.
    func profile(x: Double, y: Double, dx: Int, dy: Int, limit: Int) -> Profile? {
        let cx = Int(x), cy = Int(y)
        guard image.isDark(x: cx, y: cy) else { return nil }
        func side(_ sx: Int, _ sy: Int) -> [Int]? {
            var counts = [0, 0, 0]
            var px = cx, py = cy
            for (stage, colour) in [(0, true), (1, false), (2, true)] {
                while px >= 0, py >= 0, px < image.width, py < image.height, image.isDark(x: px, y: py) == colour {
                    counts[stage] += 1
                    guard counts[stage] <= limit else { return nil }
                    px += sx
                    py += sy
                }
                if counts[stage] == 0 { return nil }
            }
            return counts
        }
        guard let forward = side(dx, dy), let backward = side(-dx, -dy) else { return nil }
        let shift = Double(forward[0] - backward[0]) / 2
        return Profile(
            runs: [backward[2], backward[1], forward[0] + backward[0] - 1, forward[1], forward[2]],
            centre: ImagePoint(x: Double(cx) + 0.5 + Double(dx) * shift, y: Double(cy) + 0.5 + Double(dy) * shift))
    }

    /// Checks a row's find down its column, along its row again and across a diagonal;
    /// returns the pattern with its refined centre.
    private func confirm(x: Double, y: Double, rowTotal: Int) -> FinderPattern? {
        let limit = rowTotal * 2
        guard let column = profile(x: x, y: y, dx: 0, dy: 1, limit: limit), Self.isFinderProfile(column.runs),
            // Perspective can stretch one way; more than twice is something else.
            column.total * 2 >= rowTotal, rowTotal * 2 >= column.total,
            let row = profile(x: x, y: column.centre.y, dx: 1, dy: 0, limit: limit), Self.isFinderProfile(row.runs),
            let diagonal = profile(x: row.centre.x, y: column.centre.y, dx: 1, dy: 1, limit: limit),
            Self.isFinderProfile(diagonal.runs)
        else { return nil }
        let size = Double(row.total + column.total) / 14
        return FinderPattern(centre: ImagePoint(x: row.centre.x, y: column.centre.y), moduleSize: size, hits: 1)
    }

    /// Files `pattern` with a near one already found (the same finder seen from another
    /// row), or as new.
    private static func add(_ pattern: FinderPattern, to found: inout [FinderPattern]) {
        for index in found.indices {
            let known = found[index]
            guard known.centre.distance(to: pattern.centre) <= known.moduleSize * 2,
                abs(known.moduleSize - pattern.moduleSize) <= max(known.moduleSize, 1) else { continue }
            let weight = Double(known.hits)
            found[index].centre = ImagePoint(
                x: (known.centre.x * weight + pattern.centre.x) / (weight + 1), y: (known.centre.y * weight + pattern.centre.y) / (weight + 1))
            found[index].moduleSize = (known.moduleSize * weight + pattern.moduleSize) / (weight + 1)
            found[index].hits += 1
            return
        }
        found.append(pattern)
    }
}
