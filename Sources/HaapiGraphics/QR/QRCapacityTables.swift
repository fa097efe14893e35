/// Per-version block structure from the error-correction tables of ISO/IEC 18004.
///
/// Index 0 of every table is unused so that a version number indexes directly.
enum QRCapacityTables {
    /// Error-correction codewords in each block, by level (L, M, Q, H) then version.
    static let eccCodewordsPerBlock: [[Int]] = [
        [0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28,
         28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
         26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
        [0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30,
         28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        [0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28,
         30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    ]

    /// Number of error-correction blocks, by level (L, M, Q, H) then version.
    static let blockCount: [[Int]] = [
        [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8,
         8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
        [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
         17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
        [0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20,
         23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
        [0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25,
         25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
    ]

    /// Side length in modules of a symbol of the given version.
    static func size(ofVersion version: Int) -> Int { 4 * version + 17 }

    /// Centre coordinates of the alignment patterns along one axis.
    static func alignmentPositions(version: Int) -> [Int] {
        guard version >= 2 else { return [] }
        let count = version / 7 + 2
        let last = size(ofVersion: version) - 7
        // Spacing is even and equal between all but the first pair of centres:
        // the ceiling of the average gap, rounded up to even (version 32 is the
        // one exception in the standard's table).
        let step: Int
        if version == 32 {
            step = 26
        } else {
            let gaps = count - 1
            let ceiling = (last - 6 + gaps - 1) / gaps
            step = ceiling + ceiling % 2
        }
        var positions = [Int](repeating: 6, count: count)
        for index in 1..<count {
            positions[count - index] = last - (index - 1) * step
        }
        return positions
    }

    /// Modules available for data and error-correction bits after all function patterns.
    static func rawDataModules(version: Int) -> Int {
        let side = size(ofVersion: version)
        var modules = side * side
        modules -= 3 * 64                       // finders with separators
        modules -= 2 * (side - 16)              // timing patterns
        modules -= 31                           // format information (2 x 15) and the dark module
        let alignCount = version >= 2 ? version / 7 + 2 : 0
        if alignCount > 0 {
            let patterns = alignCount * alignCount - 3
            modules -= patterns * 25
            // Alignment patterns on row 6 / column 6 overlap the timing patterns.
            modules += 2 * (alignCount - 2) * 5
        }
        if version >= 7 { modules -= 2 * 18 }   // version information
        return modules
    }

    /// Total codewords (data plus error correction) in a symbol.
    static func totalCodewords(version: Int) -> Int { rawDataModules(version: version) / 8 }

    /// Data codewords available at a version and error-correction level.
    static func dataCodewords(version: Int, level: QRErrorCorrectionLevel) -> Int {
        let row = level.rawValue
        return totalCodewords(version: version)
            - eccCodewordsPerBlock[row][version] * blockCount[row][version]
    }
}
