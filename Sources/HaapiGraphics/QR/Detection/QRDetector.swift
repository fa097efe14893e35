/// Finds QR symbols in a picture as a camera takes them: turned to any angle, seen at a
/// slant, blurred, dim, unevenly lit, light on dark or mirrored.
///
/// The picture is judged dark and light pixel by pixel against its surroundings
/// (``BinaryImage``); finder patterns are found by their 1:1:3:1:1 profile in any
/// direction (``FinderPatternFinder``); each likely triple of them (a right angle with
/// equal legs, similar module sizes) gives the symbol's corners, its size from the
/// finders' distance over their module size, and, from version 2 on, the alignment
/// pattern (``AlignmentPatternFinder``) gives its fourth point. A perspective transform
/// from those points samples each module at its centre. The candidates come best first,
/// in both polarities and both handednesses, so a decoder takes the first that reads.
struct QRDetector {
    /// The most pixels a picture may have: 16 megapixels.
    static let maximumPixels = 16_777_216
    /// Pictures above this many pixels are shrunk for detection (2 megapixels).
    static let detectionPixels = 2_097_152
    /// At most this many triples of finder patterns are sampled in each polarity.
    static let maximumTriples = 6

    private let grey: GreyImage
    /// Image pixels per pixel of `grey`.
    let scale: Int

    init(grey: GreyImage) throws(QRModuleGridError) {
        let pixels = grey.width * grey.height
        guard pixels <= Self.maximumPixels else {
            throw .imageTooLarge(width: grey.width, height: grey.height, maximumPixels: Self.maximumPixels)
        }
        var scale = 1
        while pixels / (scale * scale) > Self.detectionPixels { scale += 1 }
        let (lowest, highest) = grey.range
        guard Int(highest) - Int(lowest) >= 16 else { throw .noContrast }
        self.grey = grey.shrunk(by: scale)
        self.scale = scale
    }

    /// Calls `body` with each candidate grid, best first, until it returns `true`.
    ///
    /// - Throws: ``QRModuleGridError/finderPatternsNotFound(found:)`` when no picture
    ///   polarity has three finder patterns that could be a symbol's.
    func forEachCandidate(_ body: (QRModuleGrid) -> Bool) throws(QRModuleGridError) {
        let binary = BinaryImage(thresholding: grey)
        var mostFound = 0
        var anyTriple = false
        for image in [binary, binary.inverted] {
            let patterns = FinderPatternFinder(image: image).patterns()
            mostFound = max(mostFound, patterns.count)
            let triples = Self.triples(of: patterns).prefix(Self.maximumTriples)
            anyTriple = anyTriple || !triples.isEmpty
            for triple in triples {
                // As found, then mirrored (a symbol seen from behind swaps its two outer corners).
                for (topRight, bottomLeft) in [(triple.topRight, triple.bottomLeft), (triple.bottomLeft, triple.topRight)] {
                    for size in sizes(topLeft: triple.topLeft, topRight: topRight, bottomLeft: bottomLeft, in: image) {
                        let corners = Corners(topLeft: triple.topLeft, topRight: topRight, bottomLeft: bottomLeft, size: size)
                        for fourth in fourthPoints(corners, in: image) {
                            if let grid = sample(image, corners, fourth: fourth), body(grid) { return }
                        }
                    }
                }
            }
        }
        if !anyTriple { throw .finderPatternsNotFound(found: min(mostFound, 2)) }
    }

    /// Three finder patterns as a symbol's corners.
    struct Triple {
        var topLeft: FinderPattern
        var topRight: FinderPattern
        var bottomLeft: FinderPattern
        /// How far from a right angle with equal legs and equal module sizes; lower is better.
        var misfit: Double
    }

    /// The triples that could be a symbol's finder patterns, best first.
    static func triples(of patterns: [FinderPattern]) -> [Triple] {
        var triples: [Triple] = []
        let count = patterns.count
        guard count >= 3 else { return [] }
        for i in 0..<(count - 2) {
            for j in (i + 1)..<(count - 1) {
                for k in (j + 1)..<count {
                    if let triple = triple(patterns[i], patterns[j], patterns[k]) { triples.append(triple) }
                }
            }
        }
        return triples.sorted { $0.misfit < $1.misfit }
    }

    private static func triple(_ a: FinderPattern, _ b: FinderPattern, _ c: FinderPattern) -> Triple? {
        let sizes = [a.moduleSize, b.moduleSize, c.moduleSize]
        guard let smallest = sizes.min(), let largest = sizes.max(), largest <= smallest * 1.6 else { return nil }
        // The corner opposite the longest side is the top-left one.
        let ab = a.centre.distance(to: b.centre), bc = b.centre.distance(to: c.centre), ac = a.centre.distance(to: c.centre)
        var (corner, first, second, hypotenuse) = (a, b, c, bc)
        if ab >= bc, ab >= ac { (corner, first, second, hypotenuse) = (c, a, b, ab) }
        if ac >= bc, ac >= ab { (corner, first, second, hypotenuse) = (b, a, c, ac) }
        let leg1 = corner.centre.distance(to: first.centre), leg2 = corner.centre.distance(to: second.centre)
        // Finders of one symbol are at least 14 modules apart (version 1: centres 14 modules apart).
        guard min(leg1, leg2) >= 10 * smallest else { return nil }
        let legs = abs(leg1 - leg2) / max(leg1, leg2)
        let angle = abs(hypotenuse / (leg1 * leg1 + leg2 * leg2).squareRoot() - 1)
        guard legs < 0.4, angle < 0.2 else { return nil }
        // In a picture (y down) the top-right corner is clockwise of the bottom-left, seen from the top-left.
        let cross = (first.centre.x - corner.centre.x) * (second.centre.y - corner.centre.y)
            - (first.centre.y - corner.centre.y) * (second.centre.x - corner.centre.x)
        let (topRight, bottomLeft) = cross > 0 ? (first, second) : (second, first)
        // A pattern confirmed by one scan line alone is more often a look-alike in the data.
        let leastHits = Double(min(a.hits, b.hits, c.hits))
        return Triple(
            topLeft: corner, topRight: topRight, bottomLeft: bottomLeft,
            misfit: legs + angle + (largest / smallest - 1) + 0.5 / leastHits)
    }

    /// The symbol sizes the finders' spacing allows, likeliest first (a valid size is
    /// 17 + 4 × version).
    private func sizes(topLeft: FinderPattern, topRight: FinderPattern, bottomLeft: FinderPattern, in image: BinaryImage) -> [Int] {
        let across = topLeft.centre.distance(to: topRight.centre) / moduleSize(topLeft, topRight, in: image)
        let down = topLeft.centre.distance(to: bottomLeft.centre) / moduleSize(topLeft, bottomLeft, in: image)
        let estimate = (across + down) / 2 + 7
        let version = ((estimate - 17) / 4).rounded()
        return [version, version - 1, version + 1].filter { $0 >= 1 && $0 <= 40 }.map { Int($0) * 4 + 17 }
    }

    /// The module size along the line joining two finders, measured across both.
    private func moduleSize(_ a: FinderPattern, _ b: FinderPattern, in image: BinaryImage) -> Double {
        let widths = [width(of: a, towards: b.centre, in: image), width(of: b, towards: a.centre, in: image)].compactMap { $0 }
        guard !widths.isEmpty else { return (a.moduleSize + b.moduleSize) / 2 }
        return widths.reduce(0, +) / Double(widths.count) / 7
    }

    /// The width of a finder pattern along the line to `target`: from the outer edge of its
    /// dark ring on one side to the other's.
    private func width(of pattern: FinderPattern, towards target: ImagePoint, in image: BinaryImage) -> Double? {
        let length = pattern.centre.distance(to: target)
        guard length > 0 else { return nil }
        let step = ImagePoint(x: (target.x - pattern.centre.x) / length, y: (target.y - pattern.centre.y) / length)
        let limit = pattern.moduleSize * 8
        func reach(_ sign: Double) -> Double? {
            var distance = 0.0, transitions = 0
            var colour = true
            while distance < limit {
                distance += 0.5
                let x = pattern.centre.x + sign * step.x * distance, y = pattern.centre.y + sign * step.y * distance
                let dark = image.isDark(x: Int(x.rounded(.down)), y: Int(y.rounded(.down)))
                if dark != colour {
                    transitions += 1
                    colour = dark
                    // Centre → light ring → dark ring → outside: the third change is the edge.
                    if transitions == 3 { return distance }
                }
            }
            return nil
        }
        guard let forward = reach(1), let backward = reach(-1) else { return nil }
        return forward + backward
    }

    /// Three finder patterns of a symbol of `size` modules.
    struct Corners {
        var topLeft: FinderPattern
        var topRight: FinderPattern
        var bottomLeft: FinderPattern
        var size: Int

        var moduleSize: Double { (topLeft.moduleSize + topRight.moduleSize + bottomLeft.moduleSize) / 3 }
        /// Where a fourth finder's centre would be if the picture were a parallelogram.
        var parallelogramCorner: ImagePoint {
            ImagePoint(
                x: topRight.centre.x + bottomLeft.centre.x - topLeft.centre.x,
                y: topRight.centre.y + bottomLeft.centre.y - topLeft.centre.y)
        }
    }

    /// A fourth point of the symbol and its place in module coordinates.
    struct FourthPoint {
        var module: ImagePoint
        var image: ImagePoint
    }

    /// The fourth points to try: the likeliest alignment patterns (from version 2), then
    /// the parallelogram's corner moved by up to two modules each way (one, when an
    /// alignment pattern was seen): a slanted version 1 symbol has nothing else to go by.
    private func fourthPoints(_ corners: Corners, in image: BinaryImage) -> [FourthPoint] {
        let size = Double(corners.size)
        let tl = corners.topLeft.centre, corner = corners.parallelogramCorner
        var alignments: [FourthPoint] = []
        if corners.size > 21 {
            // The bottom-right alignment pattern's centre is 3 modules in from the finders' grid line.
            let fraction = 1 - 3 / (size - 7)
            let estimate = ImagePoint(x: tl.x + fraction * (corner.x - tl.x), y: tl.y + fraction * (corner.y - tl.y))
            let finder = AlignmentPatternFinder(image: image, moduleSize: corners.moduleSize)
            var found: [ImagePoint] = []
            for radius in [4.0, 8, 16] where found.isEmpty { found = finder.centres(near: estimate, radius: radius) }
            alignments = found.map { FourthPoint(module: ImagePoint(x: size - 6.5, y: size - 6.5), image: $0) }
        }
        let span = size - 7
        let across = ImagePoint(x: (corners.topRight.centre.x - tl.x) / span, y: (corners.topRight.centre.y - tl.y) / span)
        let down = ImagePoint(x: (corners.bottomLeft.centre.x - tl.x) / span, y: (corners.bottomLeft.centre.y - tl.y) / span)
        let module = ImagePoint(x: size - 3.5, y: size - 3.5)
        // With an alignment pattern to go by, the corner is tried nearer its estimate only.
        let offsets = alignments.isEmpty ? Self.cornerOffsets : Self.cornerOffsets.filter { abs($0.x) <= 1 && abs($0.y) <= 1 }
        return alignments + offsets.map { offset in
            FourthPoint(
                module: module,
                image: ImagePoint(
                    x: corner.x + offset.x * across.x + offset.y * down.x, y: corner.y + offset.x * across.y + offset.y * down.y))
        }
    }

    /// Module offsets of the fourth corner, nearest first.
    private static let cornerOffsets: [ImagePoint] = {
        var offsets: [ImagePoint] = []
        for dx in stride(from: -2.0, through: 2, by: 1) {
            for dy in stride(from: -2.0, through: 2, by: 1) { offsets.append(ImagePoint(x: dx, y: dy)) }
        }
        return offsets.sorted { ($0.x * $0.x + $0.y * $0.y) < ($1.x * $1.x + $1.y * $1.y) }
    }()

    /// The grid through the finders' centres and `fourth`, each module sampled at its centre.
    private func sample(_ image: BinaryImage, _ corners: Corners, fourth: FourthPoint) -> QRModuleGrid? {
        let size = corners.size
        let last = Double(size) - 3.5
        let from = [ImagePoint(x: 3.5, y: 3.5), ImagePoint(x: last, y: 3.5), fourth.module, ImagePoint(x: 3.5, y: last)]
        let to = [corners.topLeft.centre, corners.topRight.centre, fourth.image, corners.bottomLeft.centre]
        let transform = PerspectiveTransform(from: from, to: to)
        var modules = [Bool](repeating: false, count: size * size)
        for row in 0..<size {
            for column in 0..<size {
                let point = transform.apply(ImagePoint(x: Double(column) + 0.5, y: Double(row) + 0.5))
                guard point.x.isFinite, point.y.isFinite, point.x > -1, point.y > -1,
                    point.x < Double(image.width) + 1, point.y < Double(image.height) + 1
                else { return nil }
                modules[row * size + column] = image.isDark(x: Int(point.x.rounded(.down)), y: Int(point.y.rounded(.down)))
            }
        }
        // The finders' centres are size − 7 modules apart, whatever the angle.
        let pitch = (corners.topLeft.centre.distance(to: corners.topRight.centre)
            + corners.topLeft.centre.distance(to: corners.bottomLeft.centre)) / 2 / Double(size - 7)
        return QRModuleGrid(size: size, pixelsPerModule: pitch * Double(scale), modules: modules)
    }
}
