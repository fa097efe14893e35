/// The module matrix of a QR code recovered from an image of it.
///
/// Works on upright, axis-aligned symbols (dark modules on a light background,
/// any integer or fractional scale, any quiet zone) such as server-generated
/// PNGs; it is not a camera-grade detector (no rotation or perspective).
/// ``QRCodeDecoder`` reads the payload from the grid.
public struct QRModuleGrid: Sendable, Hashable {
    /// Side length in modules (21, 25, …, 177).
    public let size: Int
    /// Average pixels per module along x and y.
    public let pixelsPerModule: Double
    private let modules: [Bool]

    /// Symbol version implied by the size.
    public var version: Int { (size - 17) / 4 }

    /// Whether module (x, y) is dark; outside the symbol is light.
    public func isDark(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < size, y < size else { return false }
        return modules[y * size + x]
    }

    /// The module matrix as rows of booleans (`true` = dark), top row first.
    public var rows: [[Bool]] {
        (0..<size).map { y in Array(modules[(y * size)..<((y + 1) * size)]) }
    }

    /// Recovers the modules of the QR code shown in `image`.
    ///
    /// Pixels are split into dark and light at the midpoint of the image's
    /// luminance range. The symbol is the bounding box of dark pixels; the
    /// top-left finder's 1:1:3:1:1 runs give a first module size, the timing
    /// patterns the exact module count, and each module is sampled at its centre.
    public init(image: PNGImage) throws(QRModuleGridError) {
        let bitmap = try Bitmap(image)
        let box = bitmap.darkBounds
        let boxWidth = box.maxX - box.minX + 1, boxHeight = box.maxY - box.minY + 1
        guard abs(boxWidth - boxHeight) * 10 <= max(boxWidth, boxHeight) else {
            throw .notSquare(width: boxWidth, height: boxHeight)
        }
        let estimate = try bitmap.finderModuleSize(left: box.minX, top: box.minY)
        // Row/column 6 holds the finders' bottom/right edge then alternating timing modules:
        // one run per module from column 7 to size − 8, plus one run for each finder edge.
        let line = Int(6.5 * estimate)
        let rowRuns = bitmap.runCount(alongRow: box.minY + line, from: box.minX, to: box.maxX)
        let columnRuns = bitmap.runCount(alongColumn: box.minX + line, from: box.minY, to: box.maxY)
        let size = rowRuns + 12
        guard rowRuns == columnRuns, size >= 21, size <= 177, (size - 17) % 4 == 0 else {
            throw .timingPatternInvalid(rowRuns: rowRuns, columnRuns: columnRuns)
        }
        let pitchX = Double(boxWidth) / Double(size), pitchY = Double(boxHeight) / Double(size)
        guard pitchX >= 1, pitchY >= 1 else { throw .modulesTooSmall(pixelsPerModule: min(pitchX, pitchY)) }
        var modules = [Bool](repeating: false, count: size * size)
        for row in 0..<size {
            let y = box.minY + Int((Double(row) + 0.5) * pitchY)
            for column in 0..<size {
                modules[row * size + column] = bitmap.isDark(x: box.minX + Int((Double(column) + 0.5) * pitchX), y: y)
            }
        }
        self.size = size
        self.pixelsPerModule = (pitchX + pitchY) / 2
        self.modules = modules
        let mismatches = finderMismatches()
        guard mismatches <= 6 else { throw .finderPatternMismatch(mismatchedModules: mismatches) }
    }

    /// Modules of the three 7×7 finder patterns that differ from the standard pattern.
    private func finderMismatches() -> Int {
        var count = 0
        for (originX, originY) in [(0, 0), (size - 7, 0), (0, size - 7)] {
            for dy in 0..<7 {
                for dx in 0..<7 {
                    let ring = max(abs(dx - 3), abs(dy - 3))
                    if isDark(x: originX + dx, y: originY + dy) != (ring != 2) { count += 1 }
                }
            }
        }
        return count
    }
}
