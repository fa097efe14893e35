/// Finds the alignment pattern nearest the bottom-right corner (versions 2 and up): a
/// dark module in a light ring in a dark ring, 5 × 5 modules, whose place tells how the
/// picture bends where no finder pattern is.
struct AlignmentPatternFinder {
    let image: BinaryImage
    let moduleSize: Double

    /// The centres of patterns within `radius` modules of `estimate`, nearest first, at most `limit`.
    func centres(near estimate: ImagePoint, radius: Double, limit: Int = 3) -> [ImagePoint] {
        let reach = Int((radius * moduleSize).rounded(.up))
        let left = max(0, Int(estimate.x) - reach), right = min(image.width - 1, Int(estimate.x) + reach)
        let top = max(0, Int(estimate.y) - reach), bottom = min(image.height - 1, Int(estimate.y) + reach)
        guard left < right, top < bottom else { return [] }
        var found: [ImagePoint] = []
        for y in top...bottom {
            var x = left
            while x <= right {
                guard image.isDark(x: x, y: y) else { x += 1; continue }
                let start = x
                while x <= right, image.isDark(x: x, y: y) { x += 1 }
                let centre = ImagePoint(x: Double(start + x) / 2, y: Double(y) + 0.5)
                guard isPatternCentre(run: x - start, at: centre), let confirmed = confirmed(centre),
                    !found.contains(where: { $0.distance(to: confirmed) < moduleSize })
                else { continue }
                found.append(confirmed)
            }
        }
        return Array(found.sorted { $0.distance(to: estimate) < $1.distance(to: estimate) }.prefix(limit))
    }

    /// Whether a dark run of `run` pixels centred at `centre` is one module with a light
    /// module each side of it.
    private func isPatternCentre(run: Int, at centre: ImagePoint) -> Bool {
        guard abs(Double(run) - moduleSize) <= moduleSize * 0.7 else { return false }
        let y = Int(centre.y)
        let half = Double(run) / 2
        let leftLight = lightRun(x: Int(centre.x - half) - 1, y: y, dx: -1, dy: 0)
        let rightLight = lightRun(x: Int(centre.x + half), y: y, dx: 1, dy: 0)
        guard [leftLight, rightLight].allSatisfy({ abs(Double($0) - moduleSize) <= moduleSize * 0.7 }) else { return false }
        // The dark ring around the light one.
        return image.isDark(x: Int(centre.x - half) - 1 - leftLight, y: y) && image.isDark(x: Int(centre.x + half) + rightLight, y: y)
    }

    /// The light pixels from (x, y) on along (dx, dy), up to three modules' worth.
    private func lightRun(x: Int, y: Int, dx: Int, dy: Int) -> Int {
        var count = 0, px = x, py = y
        while px >= 0, py >= 0, px < image.width, py < image.height, !image.isDark(x: px, y: py), count <= Int(moduleSize * 3) {
            count += 1
            px += dx
            py += dy
        }
        return count
    }

    /// The centre checked down its column: light, dark (one module), light; refined to
    /// the middle of the dark run.
    private func confirmed(_ centre: ImagePoint) -> ImagePoint? {
        let x = Int(centre.x)
        var top = Int(centre.y), bottom = Int(centre.y)
        guard image.isDark(x: x, y: top) else { return nil }
        while top > 0, image.isDark(x: x, y: top - 1) { top -= 1 }
        while bottom < image.height - 1, image.isDark(x: x, y: bottom + 1) { bottom += 1 }
        let run = bottom - top + 1
        guard abs(Double(run) - moduleSize) <= moduleSize * 0.7 else { return nil }
        let above = lightRun(x: x, y: top - 1, dx: 0, dy: -1)
        let below = lightRun(x: x, y: bottom + 1, dx: 0, dy: 1)
        guard [above, below].allSatisfy({ abs(Double($0) - moduleSize) <= moduleSize * 0.7 }),
            image.isDark(x: x, y: top - 1 - above), image.isDark(x: x, y: bottom + 1 + below)
        else { return nil }
        return ImagePoint(x: centre.x, y: Double(top + bottom + 1) / 2)
    }
}
