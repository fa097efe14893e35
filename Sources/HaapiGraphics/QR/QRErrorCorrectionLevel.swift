/// The four error-correction levels defined by ISO/IEC 18004.
///
/// Higher levels spend more codewords on Reed–Solomon redundancy, so a symbol
/// survives more damage but holds less data at a given version.
public enum QRErrorCorrectionLevel: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Recovers roughly 7 % of codewords.
    case low = 0
    /// Recovers roughly 15 % of codewords.
    case medium = 1
    /// Recovers roughly 25 % of codewords.
    case quartile = 2
    /// Recovers roughly 30 % of codewords.
    case high = 3

    /// The two-bit indicator stored in the format information (L=01, M=00, Q=11, H=10).
    public var formatBits: Int {
        switch self {
        case .low: return 0b01
        case .medium: return 0b00
        case .quartile: return 0b11
        case .high: return 0b10
        }
    }

    /// The single-letter name used by the standard: L, M, Q or H.
    public var description: String {
        switch self {
        case .low: return "L"
        case .medium: return "M"
        case .quartile: return "Q"
        case .high: return "H"
        }
    }
}
