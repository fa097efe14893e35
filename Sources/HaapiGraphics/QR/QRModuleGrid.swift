/// The module matrix of a QR code recovered from a picture of it.
///
/// The picture may be a server's crisp PNG or a camera's photo: the symbol turned to any
/// angle, seen at a slant, blurred, scaled, unevenly lit, light on dark or mirrored (see
/// ``init(image:)``). ``QRCodeDecoder`` reads the payload from the grid.
public struct QRModuleGrid: Sendable, Hashable {
    /// Side length in modules (21, 25, …, 177).
    public let size: Int
    /// Average pixels per module in the picture.
    public let pixelsPerModule: Double
    private let modules: [Bool]

    init(size: Int, pixelsPerModule: Double, modules: [Bool]) {
        self.size = size
        self.pixelsPerModule = pixelsPerModule
        self.modules = modules
    }

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

    /// The most pixels a picture may have (16 megapixels); larger ones are refused
    /// before any work. Pictures over 2 megapixels are shrunk for detection.
    public static let maximumPixels = QRDetector.maximumPixels

    /// Recovers the modules of the QR code shown in `image`: the first grid the detector
    /// finds whose finder patterns, format information and version information read.
    ///
    /// Each pixel is judged dark or light against the light around it; finder patterns
    /// are found by their 1:1:3:1:1 profile in any direction and checked across it; the
    /// likeliest three give the symbol's corners and size, the alignment pattern (from
    /// version 2) its fourth point, and a perspective transform samples every module.
    /// Both polarities and both handednesses are tried.
    ///
    /// - Throws: ``QRModuleGridError`` saying why no grid was found.
    public init(image: PNGImage) throws(QRModuleGridError) {
        self = try Self.first(in: GreyImage(image)) { grid in
            // Its format information and (from version 7) version information read too.
            guard let reader = try? QRSymbolReader(rows: grid.rows), (try? reader.formatInformation()) != nil,
                (try? reader.version()) != nil
            else { return nil }
            return grid
        }
    }

    /// What `accept` makes of the first grid the detector samples from `image` whose
    /// finder patterns are right (at most 6 modules off), trying them best first.
    ///
    /// - Throws: the detector's ``QRModuleGridError``, or
    ///   ``QRModuleGridError/finderPatternMismatch(mismatchedModules:)`` with the fewest
    ///   finder modules any grid got wrong when `accept` took none.
    static func first<Value>(in image: GreyImage, _ accept: (QRModuleGrid) -> Value?) throws(QRModuleGridError) -> Value {
        var found: Value?
        var closest = 3 * 49
        try QRDetector(grey: image).forEachCandidate { grid in
            let mismatches = grid.finderMismatches()
            closest = min(closest, mismatches)
            // A grid whose corner marks are wrong is not the symbol: the next candidate may be.
            guard mismatches <= 6, let value = accept(grid) else { return false }
            found = value
            return true
        }
        guard let found else { throw .finderPatternMismatch(mismatchedModules: closest) }
        return found
    }

    /// Modules of the three 7×7 finder patterns that differ from the standard pattern.
    func finderMismatches() -> Int {
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
