/// Why PNG data could not be decoded: what went wrong and where.
public struct PNGDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The category of failure, with its particulars.
    public enum Kind: Sendable, Hashable {
        /// The first eight bytes are not the PNG signature.
        case invalidSignature
        /// The data ends inside a chunk, or before an IEND chunk.
        case truncated
        /// A chunk's stored CRC does not match its type and data.
        case crcMismatch(expected: UInt32, actual: UInt32)
        /// A chunk length above 2^31 − 1.
        case invalidChunkLength(UInt32)
        /// A chunk type that is not four ASCII letters.
        case invalidChunkType
        /// A required chunk is absent (named by ``PNGDecodingError/chunk``).
        case missingChunk
        /// A chunk appears where the specification forbids it (duplicate IHDR,
        /// PLTE after IDAT, split IDAT sequence, …).
        case misplacedChunk
        /// An unknown chunk marked critical, which a decoder must not skip.
        case unsupportedCriticalChunk
        /// IHDR holds an impossible value (zero size, bad depth/colour combination, …).
        case invalidHeader(String)
        /// The image is larger than the decoder's configured limits.
        case dimensionsTooLarge(width: Int, height: Int, maxWidth: Int, maxHeight: Int)
        /// PLTE is malformed (length, entry count).
        case invalidPalette(String)
        /// tRNS is malformed for the colour type.
        case invalidTransparency(String)
        /// The zlib/DEFLATE data inside IDAT is corrupt.
        case compression(InflateError.Reason)
        /// The image data inflates to more bytes than IHDR implies (possible zip bomb).
        case decompressedDataTooLarge(limit: Int)
        /// The image data inflates to fewer bytes than IHDR implies.
        case decompressedSizeMismatch(expected: Int, actual: Int)
        /// A scanline uses a filter type other than 0...4 (row counted from 0 within its pass).
        case invalidFilterType(type: Int, row: Int)
        /// A pixel refers to a palette entry that PLTE does not define.
        case paletteIndexOutOfRange(index: Int, paletteSize: Int)
        /// A `data:` URL that is not a base64 PNG.
        case invalidDataURL(String)
    }

    /// The category of failure.
    public let kind: Kind
    /// The four-letter chunk concerned, when there is one.
    public let chunk: String?
    /// Byte offset in the PNG data where the problem was found, when known.
    public let offset: Int?

    /// Creates an error.
    public init(_ kind: Kind, chunk: String? = nil, offset: Int? = nil) {
        self.kind = kind
        self.chunk = chunk
        self.offset = offset
    }

    /// A human-readable explanation naming the chunk and byte offset when known.
    public var description: String {
        var text = "PNG decoding failed: \(what)"
        if let chunk { text += " in chunk \(chunk)" }
        if let offset { text += " at byte offset \(offset)" }
        return text
    }

    private var what: String {
        switch kind {
        case .invalidSignature: return "missing PNG signature"
        case .truncated: return "data is truncated"
        case let .crcMismatch(expected, actual):
            return "CRC mismatch (stored \(String(expected, radix: 16)), computed \(String(actual, radix: 16)))"
        case let .invalidChunkLength(length): return "chunk length \(length) exceeds 2^31-1"
        case .invalidChunkType: return "chunk type is not four ASCII letters"
        case .missingChunk: return "required chunk is missing"
        case .misplacedChunk: return "chunk is out of order or repeated"
        case .unsupportedCriticalChunk: return "unknown critical chunk"
        case let .invalidHeader(detail): return "invalid IHDR: \(detail)"
        case let .dimensionsTooLarge(width, height, maxWidth, maxHeight):
            return "image \(width)x\(height) exceeds the limit \(maxWidth)x\(maxHeight)"
        case let .invalidPalette(detail): return "invalid palette: \(detail)"
        case let .invalidTransparency(detail): return "invalid transparency: \(detail)"
        case let .compression(reason):
            return "corrupt compressed data: " + InflateError(reason, offset: 0).explanation
        case let .decompressedDataTooLarge(limit):
            return "image data inflates beyond the \(limit) bytes IHDR implies"
        case let .decompressedSizeMismatch(expected, actual):
            return "image data inflates to \(actual) bytes, IHDR implies \(expected)"
        case let .invalidFilterType(type, row): return "filter type \(type) on scanline \(row)"
        case let .paletteIndexOutOfRange(index, size): return "palette index \(index) beyond \(size) entries"
        case let .invalidDataURL(detail): return "invalid data URL: \(detail)"
        }
    }
}
