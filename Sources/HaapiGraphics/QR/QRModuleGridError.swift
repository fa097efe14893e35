/// Why an image could not be read as a QR code module grid.
public enum QRModuleGridError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The image has no usable difference between dark and light pixels.
    case noContrast
    /// The dark area is not square enough to be a QR symbol (pixel sizes of its bounding box).
    case notSquare(width: Int, height: Int)
    /// No 1:1:3:1:1 finder pattern where the top-left one should be (pixel position searched).
    case finderPatternNotFound(x: Int, y: Int)
    /// The timing patterns do not give a valid symbol size (transition runs counted along row and column 6).
    case timingPatternInvalid(rowRuns: Int, columnRuns: Int)
    /// Modules would be smaller than one pixel.
    case modulesTooSmall(pixelsPerModule: Double)
    /// The sampled grid's three finder patterns differ from the standard in this many modules.
    case finderPatternMismatch(mismatchedModules: Int)

    /// A human-readable explanation.
    public var description: String {
        switch self {
        case .noContrast: return "image has no dark-on-light contrast"
        case let .notSquare(width, height): return "dark region \(width)x\(height) px is not square"
        case let .finderPatternNotFound(x, y): return "no top-left finder pattern near pixel (\(x), \(y))"
        case let .timingPatternInvalid(rowRuns, columnRuns):
            return "timing patterns give \(rowRuns) and \(columnRuns) runs, not a valid QR size"
        case let .modulesTooSmall(pixels): return "modules would be \(pixels) px, below 1 px"
        case let .finderPatternMismatch(count): return "finder patterns differ from the standard in \(count) modules"
        }
    }
}
