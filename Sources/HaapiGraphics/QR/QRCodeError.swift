/// Why a ``QRCode`` could not be built.
public enum QRCodeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The data needs more bits than the largest permitted version offers.
    case dataTooLong(requiredBits: Int, availableBits: Int, version: Int, level: QRErrorCorrectionLevel)
    /// A fixed version outside 1...40 was requested.
    case invalidVersion(Int)
    /// A fixed mask outside 0...7 was requested.
    case invalidMask(Int)
    /// The requested mode cannot represent some byte of the data (e.g. a letter in numeric mode).
    case unencodableCharacter(mode: QREncodingMode, byteOffset: Int)

    /// A human-readable explanation.
    public var description: String {
        switch self {
        case let .dataTooLong(required, available, version, level):
            return "QR data too long: needs \(required) bits but version \(version)-\(level) holds \(available)"
        case let .invalidVersion(version):
            return "QR version \(version) is outside 1...40"
        case let .invalidMask(mask):
            return "QR mask \(mask) is outside 0...7"
        case let .unencodableCharacter(mode, offset):
            return "byte at offset \(offset) cannot be encoded in \(mode) mode"
        }
    }
}
