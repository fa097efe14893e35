/// Where everything sits in a symbol of one version (ISO/IEC 18004 §6.3, §7.7.3,
/// §7.9, §7.10): the function patterns, the two copies of the format and version
/// information, and the order in which data bits fill the remaining modules.
///
/// The encoder draws from this layout and the decoder reads by it, so both agree on
/// every reserved module by construction.
struct QRSymbolLayout: Sendable {
    /// A module's column and row.
    typealias Position = (x: Int, y: Int)

    /// Symbol version, 1...40.
    let version: Int
    /// Side length in modules.
    let size: Int
    /// Row-major flags: `true` for modules that belong to a function pattern or
    /// to the format or version information (never masked, never data).
    let isFunction: [Bool]
    /// Row-major colours of the fixed function patterns (finders, separators,
    /// timing, alignment, the dark module); format and version areas are light.
    let functionColours: [Bool]
    /// Row-major indexes of the data modules, in the order codeword bits fill them.
    let dataModules: [Int]

    /// Lays out a symbol of `version` (1...40).
    init(version: Int) {
        self.version = version
        let size = QRCapacityTables.size(ofVersion: version)
        self.size = size
        var patterns = FunctionPatterns(size: size)
        patterns.drawTimingPatterns()
        for (x, y) in [(3, 3), (size - 4, 3), (3, size - 4)] { patterns.drawFinder(centerX: x, centerY: y) }
        patterns.drawAlignmentPatterns(version: version)
        let formatPositions = Self.formatPositions(size: size)
        for position in formatPositions.first + formatPositions.second { patterns.reserve(position) }
        patterns.set(Self.darkModule(size: size), dark: true)
        let versionPositions = Self.versionPositions(version: version)
        for position in versionPositions.topRight + versionPositions.bottomLeft { patterns.reserve(position) }
        isFunction = patterns.isFunction
        functionColours = patterns.colours
        dataModules = Self.zigzag(size: size, isFunction: patterns.isFunction)
    }

    /// The modules of the two format-information copies: element `i` of each holds
    /// bit `i` (0 = least significant) of the 15-bit format word.
    static func formatPositions(size: Int) -> (first: [Position], second: [Position]) {
        let first: [Position] = (0...5).map { (8, $0) } + [(8, 7), (8, 8), (7, 8)] + (9..<15).map { (14 - $0, 8) }
        let second: [Position] = (0..<8).map { (size - 1 - $0, 8) } + (8..<15).map { (8, size - 15 + $0) }
        return (first, second)
    }

    /// The module beside the lower format copy that is always dark.
    static func darkModule(size: Int) -> Position { (8, size - 8) }

    /// The modules of the two 6×3 version-information blocks (versions 7 and up;
    /// empty below): element `i` of each holds bit `i` of the 18-bit version word.
    static func versionPositions(version: Int) -> (topRight: [Position], bottomLeft: [Position]) {
        guard version >= 7 else { return ([], []) }
        let size = QRCapacityTables.size(ofVersion: version)
        let topRight: [Position] = (0..<18).map { (size - 11 + $0 % 3, $0 / 3) }
        return (topRight, topRight.map { ($0.y, $0.x) })
    }

    /// Data modules in placement order: two-column strips from the right edge
    /// leftwards, alternately upwards and downwards, skipping function modules and
    /// the vertical timing column.
    private static func zigzag(size: Int, isFunction: [Bool]) -> [Int] {
        var order: [Int] = []
        order.reserveCapacity(size * size)
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            let upward = ((right + 1) & 2) == 0
            for step in 0..<size {
                let y = upward ? size - 1 - step : step
                for x in [right, right - 1] where !isFunction[y * size + x] {
                    order.append(y * size + x)
                }
            }
            right -= 2
        }
        return order
    }
}

extension QRSymbolLayout {
    /// The function-pattern matrix being drawn while a layout is built.
    private struct FunctionPatterns {
        let size: Int
        var isFunction: [Bool]
        var colours: [Bool]

        init(size: Int) {
            self.size = size
            isFunction = [Bool](repeating: false, count: size * size)
            colours = isFunction
        }

        mutating func set(_ position: Position, dark: Bool) {
            let (x, y) = position
            guard x >= 0, y >= 0, x < size, y < size else { return }
            isFunction[y * size + x] = true
            colours[y * size + x] = dark
        }

        /// Marks an information module as reserved; its bits are drawn per symbol.
        mutating func reserve(_ position: Position) { set(position, dark: false) }

        mutating func drawTimingPatterns() {
            for index in 0..<size {
                set((6, index), dark: index % 2 == 0)
                set((index, 6), dark: index % 2 == 0)
            }
        }

        /// A 7×7 finder with its one-module light separator (clipped at the edges).
        mutating func drawFinder(centerX: Int, centerY: Int) {
            for dy in -4...4 {
                for dx in -4...4 {
                    let ring = max(abs(dx), abs(dy))
                    set((centerX + dx, centerY + dy), dark: ring != 2 && ring != 4)
                }
            }
        }

        /// Every 5×5 alignment pattern except the three that would overlap finders.
        mutating func drawAlignmentPatterns(version: Int) {
            let positions = QRCapacityTables.alignmentPositions(version: version)
            let last = positions.count - 1
            for (row, centerY) in positions.enumerated() {
                for (column, centerX) in positions.enumerated() {
                    let overlapsFinder = (row == 0 && column == 0) || (row == 0 && column == last)
                        || (row == last && column == 0)
                    guard !overlapsFinder else { continue }
                    for dy in -2...2 {
                        for dx in -2...2 {
                            set((centerX + dx, centerY + dy), dark: max(abs(dx), abs(dy)) != 1)
                        }
                    }
                }
            }
        }
    }
}
