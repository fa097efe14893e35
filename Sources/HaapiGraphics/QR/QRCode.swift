/// How ``QRCode`` picks the symbol version.
public enum QRVersionSelection: Sendable, Hashable {
    /// The smallest version (1...40) whose capacity fits the data.
    case automatic
    /// Exactly this version (1...40); encoding fails if the data does not fit.
    case fixed(Int)
}

/// An encoded QR code symbol: a square matrix of dark and light modules.
///
/// Build one with ``init(text:errorCorrectionLevel:version:mode:mask:)`` or
/// ``init(bytes:errorCorrectionLevel:version:mask:)``; render it with
/// ``pngData(scale:quietZone:)`` or by reading ``isDark(x:y:)``; read one back with
/// ``QRCodeDecoder``.
public struct QRCode: Sendable, Hashable {
    /// Symbol version, 1...40.
    public let version: Int
    /// The error-correction level used.
    public let errorCorrectionLevel: QRErrorCorrectionLevel
    /// The data mask pattern applied, 0...7.
    public let mask: Int
    /// The encoding mode of the single data segment.
    public let mode: QREncodingMode
    /// Side length in modules (`4 * version + 17`), not counting any quiet zone.
    public let size: Int
    /// Row-major module colours, `true` for dark.
    private let modules: [Bool]

    init(version: Int, level: QRErrorCorrectionLevel, mask: Int, mode: QREncodingMode, modules: [Bool]) {
        self.version = version
        self.errorCorrectionLevel = level
        self.mask = mask
        self.mode = mode
        self.size = QRCapacityTables.size(ofVersion: version)
        self.modules = modules
    }

    /// Whether the module at column `x`, row `y` is dark; coordinates outside
    /// the symbol (the quiet zone) are light.
    public func isDark(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < size, y < size else { return false }
        return modules[y * size + x]
    }

    /// The module matrix as rows of booleans (`true` = dark), top row first.
    public var rows: [[Bool]] {
        (0..<size).map { y in Array(modules[(y * size)..<((y + 1) * size)]) }
    }
}
