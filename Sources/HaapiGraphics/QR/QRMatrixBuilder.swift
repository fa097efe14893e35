/// Draws a symbol's modules onto the layout of its version: function patterns,
/// format and version information, codeword bits and the data mask.
struct QRMatrixBuilder: Sendable {
    /// Where function patterns and data modules lie.
    let layout: QRSymbolLayout
    /// Row-major module colours, `true` for dark.
    private(set) var modules: [Bool]

    /// Symbol version, 1...40.
    var version: Int { layout.version }
    /// Side length in modules.
    var size: Int { layout.size }

    /// A matrix holding the function patterns and version information of `version`,
    /// with the format areas reserved (light) and every data module light.
    init(version: Int) {
        layout = QRSymbolLayout(version: version)
        modules = layout.functionColours
        drawVersionBits()
    }

    /// Draws both copies of the 15-bit format word.
    mutating func drawFormatBits(_ bits: Int) {
        let positions = QRSymbolLayout.formatPositions(size: size)
        for copy in [positions.first, positions.second] {
            for (index, position) in copy.enumerated() {
                modules[position.y * size + position.x] = (bits >> index) & 1 == 1
            }
        }
    }

    /// Draws both 6×3 copies of the version word (versions 7 and up).
    private mutating func drawVersionBits() {
        let positions = QRSymbolLayout.versionPositions(version: version)
        guard !positions.topRight.isEmpty else { return }
        let bits = QRFormatInformation.versionBits(version: version)
        for copy in [positions.topRight, positions.bottomLeft] {
            for (index, position) in copy.enumerated() {
                modules[position.y * size + position.x] = (bits >> index) & 1 == 1
            }
        }
    }

    /// Places codeword bits, most significant first, in the layout's data order.
    /// Leftover modules stay light.
    mutating func placeCodewords(_ codewords: [UInt8]) {
        let totalBits = codewords.count * 8
        for (bitIndex, index) in layout.dataModules.enumerated() where bitIndex < totalBits {
            modules[index] = (codewords[bitIndex >> 3] >> (7 - (bitIndex & 7))) & 1 == 1
        }
    }

    /// Inverts every data module selected by mask pattern `mask` (0...7).
    mutating func applyMask(_ mask: Int) {
        for index in layout.dataModules where QRDataMask.selects(mask, x: index % size, y: index / size) {
            modules[index].toggle()
        }
    }
}
