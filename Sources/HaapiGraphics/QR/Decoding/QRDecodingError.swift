/// Why ``QRCodeDecoder`` could not read a QR code: what failed and where.
///
/// The description is a sentence fit for a log or an error message on screen,
/// e.g. "QR code unreadable: too many errors in block 2 of 4 (at most 11 damaged codewords can be corrected)".
public enum QRDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file is not a PNG or JPEG picture this library can decode.
    case picture(PictureDecodingError)
    /// The picture holds no QR code that ``QRModuleGrid`` can find (blank, no finder pattern, …).
    case noQRCode(QRModuleGridError)
    /// The module rows do not form a square: row `row` (counted from 0) has `length`
    /// modules while there are `rowCount` rows.
    case gridNotSquare(rowCount: Int, row: Int, length: Int)
    /// The side is not 21, 25, …, 177 modules (17 + 4 × version for versions 1...40).
    case invalidSize(Int)
    /// Both version-information blocks (versions 7 and up) are more than three bits away
    /// from every valid version word; `bitErrors` is the closest distance found.
    case versionInformationUnreadable(bitErrors: Int)
    /// The version information names a different version than the symbol's size implies.
    case versionMismatch(sizeVersion: Int, versionInformation: Int)
    /// Both format-information copies are more than three bits away from every valid
    /// format word; `bitErrors` is the closest distance found.
    case formatInformationUnreadable(bitErrors: Int)
    /// Reed–Solomon block `block` (counted from 0, of `blockCount`) has more damaged
    /// codewords than its check codewords can correct (`correctable` at most).
    case tooManyErrors(block: Int, blockCount: Int, correctable: Int)
    /// A segment starts with a mode indicator the standard does not define, at this bit
    /// offset of the data stream.
    case invalidSegmentMode(indicator: Int, bitOffset: Int)
    /// A segment uses a mode that is defined but not supported here (kanji, structured
    /// append, FNC1), at this bit offset of the data stream.
    case unsupportedSegmentMode(name: String, bitOffset: Int)
    /// A segment's character count runs past the end of the data: it needs `neededBits`
    /// after its header at `bitOffset` but only `availableBits` remain.
    case segmentPastEnd(mode: QREncodingMode, bitOffset: Int, neededBits: Int, availableBits: Int)
    /// A numeric or alphanumeric group holds a value outside its alphabet, at this bit offset.
    case invalidSegmentData(mode: QREncodingMode, bitOffset: Int)
    /// An ECI designator is malformed or cut off by the end of the data, at this bit offset.
    case invalidECIDesignator(bitOffset: Int)

    /// A human-readable explanation.
    public var description: String {
        "QR code unreadable: " + reason
    }

    private var reason: String {
        switch self {
        case let .picture(error): return "the file is not a readable picture (\(error))"
        case let .noQRCode(error): return "no QR code found in the image (\(error))"
        case let .gridNotSquare(rowCount, row, length):
            return "module grid is not square: row \(row) has \(length) modules but there are \(rowCount) rows"
        case let .invalidSize(size):
            return "a side of \(size) modules is not a QR size (21 + 4k, at most 177)"
        case let .versionInformationUnreadable(bitErrors):
            return "both version information blocks are damaged (closest valid word is \(bitErrors) bits away, at most 3 can be corrected)"
        case let .versionMismatch(sizeVersion, versionInformation):
            return "the size implies version \(sizeVersion) but the version information says \(versionInformation)"
        case let .formatInformationUnreadable(bitErrors):
            return "both format information copies are damaged (closest valid word is \(bitErrors) bits away, at most 3 can be corrected)"
        case let .tooManyErrors(block, blockCount, correctable):
            return "too many errors in block \(block) of \(blockCount) (at most \(correctable) damaged codewords can be corrected)"
        case let .invalidSegmentMode(indicator, bitOffset):
            return "invalid segment mode \(Self.binary(indicator)) at bit offset \(bitOffset)"
        case let .unsupportedSegmentMode(name, bitOffset):
            return "\(name) segments are not supported (at bit offset \(bitOffset))"
        case let .segmentPastEnd(mode, bitOffset, needed, available):
            return "\(mode) segment at bit offset \(bitOffset) needs \(needed) bits but only \(available) remain"
        case let .invalidSegmentData(mode, bitOffset):
            return "\(mode) segment holds an invalid value at bit offset \(bitOffset)"
        case let .invalidECIDesignator(bitOffset):
            return "invalid ECI designator at bit offset \(bitOffset)"
        }
    }

    private static func binary(_ value: Int) -> String {
        let digits = String(value, radix: 2)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
