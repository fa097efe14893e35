/// Lays out function patterns and data bits on a QR module matrix.
struct QRMatrixBuilder: Sendable {
    let version: Int
    let size: Int
    /// Row-major module colours, `true` for dark.
    var modules: [Bool]
    /// Row-major flags marking modules that belong to function patterns (never masked).
    var isFunction: [Bool]

    init(version: Int) {
        self.version = version
        size = QRCapacityTables.size(ofVersion: version)
        modules = [Bool](repeating: false, count: size * size)
        isFunction = [Bool](repeating: false, count: size * size)
        drawFunctionPatterns()
    }

    private mutating func setFunction(x: Int, y: Int, dark: Bool) {
        modules[y * size + x] = dark
        isFunction[y * size + x] = true
    }

    private mutating func drawFunctionPatterns() {
        for index in 0..<size {
            setFunction(x: 6, y: index, dark: index % 2 == 0)
            setFunction(x: index, y: 6, dark: index % 2 == 0)
        }
        drawFinder(centerX: 3, centerY: 3)
        drawFinder(centerX: size - 4, centerY: 3)
        drawFinder(centerX: 3, centerY: size - 4)
        let positions = QRCapacityTables.alignmentPositions(version: version)
        let last = positions.count - 1
        for (row, centerY) in positions.enumerated() {
            for (column, centerX) in positions.enumerated() {
                let overlapsFinder = (row == 0 && column == 0) || (row == 0 && column == last)
                    || (row == last && column == 0)
                if !overlapsFinder { drawAlignment(centerX: centerX, centerY: centerY) }
            }
        }
        // Reserve the format areas now; the real bits are drawn per mask.
        drawFormatBits(0)
        drawVersionBits()
    }

    /// A 7×7 finder with its one-module light separator (clipped at the edges).
    private mutating func drawFinder(centerX: Int, centerY: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let x = centerX + dx, y = centerY + dy
                guard x >= 0, y >= 0, x < size, y < size else { continue }
                let ring = max(abs(dx), abs(dy))
                setFunction(x: x, y: y, dark: ring != 2 && ring != 4)
            }
        }
    }

    private mutating func drawAlignment(centerX: Int, centerY: Int) {
        for dy in -2...2 {
            for dx in -2...2 {
                setFunction(x: centerX + dx, y: centerY + dy, dark: max(abs(dx), abs(dy)) != 1)
            }
        }
    }

    /// Draws both copies of the 15-bit format word plus the always-dark module.
    mutating func drawFormatBits(_ bits: Int) {
        func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
        for index in 0...5 { setFunction(x: 8, y: index, dark: bit(index)) }
        setFunction(x: 8, y: 7, dark: bit(6))
        setFunction(x: 8, y: 8, dark: bit(7))
        setFunction(x: 7, y: 8, dark: bit(8))
        for index in 9..<15 { setFunction(x: 14 - index, y: 8, dark: bit(index)) }
        for index in 0..<8 { setFunction(x: size - 1 - index, y: 8, dark: bit(index)) }
        for index in 8..<15 { setFunction(x: 8, y: size - 15 + index, dark: bit(index)) }
        setFunction(x: 8, y: size - 8, dark: true)
    }

    /// Draws both 6×3 copies of the version word (versions 7 and up).
    private mutating func drawVersionBits() {
        guard version >= 7 else { return }
        let bits = QRFormatInformation.versionBits(version: version)
        for index in 0..<18 {
            let dark = (bits >> index) & 1 == 1
            let along = size - 11 + index % 3, across = index / 3
            setFunction(x: along, y: across, dark: dark)
            setFunction(x: across, y: along, dark: dark)
        }
    }

    /// Places codeword bits in the two-column zigzag, right to left, skipping
    /// function modules and the vertical timing column. Leftover modules stay light.
    mutating func placeCodewords(_ codewords: [UInt8]) {
        let totalBits = codewords.count * 8
        var bitIndex = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            let upward = ((right + 1) & 2) == 0
            for step in 0..<size {
                let y = upward ? size - 1 - step : step
                for offset in 0..<2 {
                    let x = right - offset
                    let index = y * size + x
                    guard !isFunction[index], bitIndex < totalBits else { continue }
                    modules[index] = (codewords[bitIndex >> 3] >> (7 - (bitIndex & 7))) & 1 == 1
                    bitIndex += 1
                }
            }
            right -= 2
        }
    }

    /// Inverts every non-function module selected by mask pattern `mask` (0...7).
    mutating func applyMask(_ mask: Int) {
        for y in 0..<size {
            for x in 0..<size where !isFunction[y * size + x] && Self.maskSelects(mask, x: x, y: y) {
                modules[y * size + x].toggle()
            }
        }
    }

    /// The mask condition for column `x`, row `y`.
    static func maskSelects(_ mask: Int, x: Int, y: Int) -> Bool {
        switch mask {
        case 0: return (x + y) % 2 == 0
        case 1: return y % 2 == 0
        case 2: return x % 3 == 0
        case 3: return (x + y) % 3 == 0
        case 4: return (y / 2 + x / 3) % 2 == 0
        case 5: return (x * y) % 2 + (x * y) % 3 == 0
        case 6: return ((x * y) % 2 + (x * y) % 3) % 2 == 0
        default: return ((x + y) % 2 + (x * y) % 3) % 2 == 0
        }
    }
}
