/// Reads the function information and codewords of a square module matrix: the
/// version, the format information (error-correction level and mask), and the
/// unmasked codewords in symbol order.
struct QRSymbolReader: Sendable {
    /// Side length in modules, 21...177.
    let size: Int
    /// Row-major module colours, `true` for dark.
    private let modules: [Bool]

    /// Checks that `rows` form a square of a valid QR size.
    init(rows: [[Bool]]) throws(QRDecodingError) {
        let size = rows.count
        if let row = rows.firstIndex(where: { $0.count != size }) {
            throw .gridNotSquare(rowCount: size, row: row, length: rows[row].count)
        }
        guard size >= 21, size <= 177, (size - 17) % 4 == 0 else { throw .invalidSize(size) }
        self.size = size
        modules = rows.flatMap { $0 }
    }

    private func isDark(_ position: QRSymbolLayout.Position) -> Bool {
        modules[position.y * size + position.x]
    }

    /// The word whose bit `i` is the module at `positions[i]`.
    private func word(at positions: [QRSymbolLayout.Position]) -> Int {
        positions.enumerated().reduce(0) { $0 | (isDark($1.element) ? 1 << $1.offset : 0) }
    }

    /// The version the size implies, checked against the version information from
    /// version 7 on: either block within three bit errors of that version's word
    /// confirms it.
    func version() throws(QRDecodingError) -> Int {
        let sizeVersion = (size - 17) / 4
        let positions = QRSymbolLayout.versionPositions(version: sizeVersion)
        guard !positions.topRight.isEmpty else { return sizeVersion }
        let expected = QRFormatInformation.versionBits(version: sizeVersion)
        let words = [word(at: positions.topRight), word(at: positions.bottomLeft)]
        let limit = QRFormatInformation.correctableBitErrors
        if words.contains(where: { ($0 ^ expected).nonzeroBitCount <= limit }) { return sizeVersion }
        let nearest = words.map(QRFormatInformation.nearestVersion(to:)).min { $0.bitErrors < $1.bitErrors }
        guard let nearest, nearest.bitErrors <= limit else {
            throw .versionInformationUnreadable(bitErrors: nearest?.bitErrors ?? 18)
        }
        throw .versionMismatch(sizeVersion: sizeVersion, versionInformation: nearest.version)
    }

    /// The error-correction level and mask from whichever format copy is nearer to a valid word.
    func formatInformation() throws(QRDecodingError) -> (level: QRErrorCorrectionLevel, mask: Int) {
        let positions = QRSymbolLayout.formatPositions(size: size)
        let candidates = [word(at: positions.first), word(at: positions.second)].map(QRFormatInformation.nearestFormat(to:))
        guard let best = candidates.min(by: { $0.bitErrors < $1.bitErrors }),
              best.bitErrors <= QRFormatInformation.correctableBitErrors else {
            throw .formatInformationUnreadable(bitErrors: candidates.map(\.bitErrors).min() ?? 15)
        }
        return (best.level, best.mask)
    }

    /// The codewords of the symbol in placement order, with the data mask removed.
    func codewords(layout: QRSymbolLayout, mask: Int) -> [UInt8] {
        let count = QRCapacityTables.totalCodewords(version: layout.version)
        var codewords = [UInt8](repeating: 0, count: count)
        for (bitIndex, index) in layout.dataModules.prefix(count * 8).enumerated() {
            let x = index % size, y = index / size
            if modules[index] != QRDataMask.selects(mask, x: x, y: y) {
                codewords[bitIndex >> 3] |= 0x80 >> UInt8(bitIndex & 7)
            }
        }
        return codewords
    }
}
