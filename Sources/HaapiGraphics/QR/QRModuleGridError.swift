/// Why no QR code module grid could be read from a picture.
public enum QRModuleGridError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The picture has no usable difference between dark and light pixels.
    case noContrast
    /// The picture has more pixels than the detector reads (``QRModuleGrid/maximumPixels``).
    case imageTooLarge(width: Int, height: Int, maximumPixels: Int)
    /// Fewer than three finder patterns that could be one symbol's (how many were seen, at most 2).
    case finderPatternsNotFound(found: Int)
    /// Grids were sampled, but none had the finder patterns and format information of a QR
    /// symbol (the fewest finder modules any of them got wrong).
    case finderPatternMismatch(mismatchedModules: Int)

    /// A human-readable explanation.
    public var description: String {
        switch self {
        case .noContrast: "the picture has no dark-on-light contrast"
        case let .imageTooLarge(width, height, maximum):
            "the picture is \(width)x\(height) pixels, more than the \(maximum / 1_048_576) megapixels read"
        case .finderPatternsNotFound(let found): "found \(found) of the three square corner marks of a QR code"
        case .finderPatternMismatch(let count): "a QR code's corner marks were seen, but its grid could not be read (\(count) corner modules off)"
        }
    }
}
