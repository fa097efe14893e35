/// Why JPEG data could not be decoded: what went wrong and where.
public struct JPEGDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The category of failure, with its particulars.
    public enum Kind: Sendable, Hashable {
        /// The data does not start with a JPEG start-of-image marker.
        case notAJPEG
        /// The data ends inside a segment or a scan, or before the end-of-image marker.
        case truncated
        /// A byte that should start a marker does not, or a marker where none may stand.
        case invalidMarker(UInt8)
        /// A segment's contents break the standard (its detail says how).
        case invalidSegment(String)
        /// A valid JPEG this decoder does not read: lossless, arithmetic coding,
        /// hierarchical, 12-bit samples, two or four components (CMYK).
        case unsupported(String)
        /// The image is larger than the decoder's limits (width, height or pixels).
        case dimensionsTooLarge(width: Int, height: Int, maxWidth: Int, maxHeight: Int, maxPixels: Int)
        /// The scan needs a table (Huffman or quantization) no segment defined.
        case missingTable(String)
        /// The entropy-coded data holds a code its Huffman table does not have.
        case invalidHuffmanCode
        /// A decoded coefficient is out of range or past the end of its block.
        case invalidCoefficient(String)
        /// A restart marker is missing or out of order (the one expected, 0–7).
        case restartMarkerMissing(expected: Int)
        /// More scans than ``JPEGDecoder/maxScans``: a file built to make decoding slow.
        case tooManyScans(limit: Int)
        /// The file ends without a frame header or without any scan.
        case noImageData
    }

    /// The category of failure.
    public let kind: Kind
    /// The marker of the segment concerned (`SOF2`, `DHT`, `SOS` …), when there is one.
    public let marker: String?
    /// Byte offset in the JPEG data where the problem was found, when known.
    public let offset: Int?

    /// Creates an error.
    public init(_ kind: Kind, marker: String? = nil, offset: Int? = nil) {
        self.kind = kind
        self.marker = marker
        self.offset = offset
    }

    /// A human-readable explanation naming the segment and byte offset when known.
    public var description: String {
        var text = "JPEG decoding failed: \(what)"
        if let marker { text += " in segment \(marker)" }
        if let offset { text += " at byte offset \(offset)" }
        return text
    }

    private var what: String {
        switch kind {
        case .notAJPEG: "missing JPEG start-of-image marker"
        case .truncated: "data is truncated"
        case let .invalidMarker(byte): "unexpected marker byte 0x\(String(byte, radix: 16))"
        case let .invalidSegment(detail): "invalid segment: \(detail)"
        case let .unsupported(detail): "unsupported JPEG: \(detail)"
        case let .dimensionsTooLarge(width, height, maxWidth, maxHeight, maxPixels):
            "image \(width)x\(height) exceeds the limit \(maxWidth)x\(maxHeight), \(maxPixels) pixels"
        case let .missingTable(detail): "undefined \(detail)"
        case .invalidHuffmanCode: "a code its Huffman table does not define"
        case let .invalidCoefficient(detail): "invalid coefficient: \(detail)"
        case let .restartMarkerMissing(expected): "restart marker RST\(expected) missing"
        case let .tooManyScans(limit): "more than \(limit) scans"
        case .noImageData: "no frame or no scan before the end of the image"
        }
    }
}
