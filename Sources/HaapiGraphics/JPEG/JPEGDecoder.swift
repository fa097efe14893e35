public import Foundation

/// A pure-Swift JPEG decoder producing 8-bit RGBA ``PNGImage`` values, for the photos
/// a phone's camera takes.
///
/// Reads baseline, extended sequential and progressive JPEG (Huffman coding, 8-bit
/// samples), greyscale and three-component colour (YCbCr, or RGB as Adobe's marker
/// says) with any whole-number chroma subsampling (4:2:0, 4:2:2, 4:4:0 …), restart
/// markers, and turns the picture upright as its EXIF orientation says. Lossless,
/// hierarchical and arithmetic-coded JPEG, 12-bit samples and four-component (CMYK)
/// files are refused as ``JPEGDecodingError/Kind/unsupported(_:)``.
///
/// Malformed input fails with a ``JPEGDecodingError`` naming the segment and offset;
/// the size the frame header announces is checked against ``maxWidth``, ``maxHeight``
/// and ``maxPixels`` before anything is allocated, and ``maxScans`` bounds the work a
/// progressive file can ask for.
///
/// ```swift
/// let photo = try JPEGDecoder().decode(jpegData)
/// let payload = try QRCodeDecoder().decode(image: photo)
/// ```
public struct JPEGDecoder: Sendable {
    /// Largest accepted width in pixels.
    public var maxWidth: Int
    /// Largest accepted height in pixels.
    public var maxHeight: Int
    /// Largest accepted number of pixels (width × height).
    public var maxPixels: Int
    /// Most scans read (64 by default); a progressive photo has about ten, and each scan
    /// may visit every block again, so this bounds the time a file can ask for.
    public var maxScans: Int

    /// Creates a decoder with the given limits: by default 8192 pixels a side and
    /// 16 777 216 pixels in all (16 megapixels; a 12-megapixel phone photo is 4032 × 3024).
    public init(maxWidth: Int = 8192, maxHeight: Int = 8192, maxPixels: Int = 16_777_216, maxScans: Int = 64) {
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.maxPixels = maxPixels
        self.maxScans = maxScans
    }

    /// Whether `bytes` start as a JPEG file does (the start-of-image marker and the next
    /// marker's 0xFF).
    public static func looksLikeJPEG<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.starts(with: [0xFF, 0xD8, 0xFF])
    }

    /// Decodes JPEG file data.
    public func decode(_ data: Data) throws(JPEGDecodingError) -> PNGImage {
        try decode([UInt8](data))
    }

    /// Decodes JPEG file bytes.
    public func decode(_ bytes: [UInt8]) throws(JPEGDecodingError) -> PNGImage {
        let (frame, state) = try frame(of: bytes)
        let image = try JPEGPicture.image(of: frame, quantization: state.quantization, transform: state.colourTransform(of: frame))
        return (state.orientation ?? .up).applied(to: image)
    }

    /// The luminance of the picture in JPEG file bytes, as stored (not turned upright):
    /// what a QR code reader needs, without the colour planes' work and memory.
    func luminance(_ bytes: [UInt8]) throws(JPEGDecodingError) -> GreyImage {
        let (frame, state) = try frame(of: bytes)
        return try JPEGPicture.luminance(of: frame, quantization: state.quantization, transform: state.colourTransform(of: frame))
    }

    /// Reads the segments and decodes the scans: the frame's coefficients and the tables
    /// and metadata that turn them into pixels.
    private func frame(of bytes: [UInt8]) throws(JPEGDecodingError) -> (JPEGFrame, JPEGDecodingState) {
        guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 else { throw JPEGDecodingError(.notAJPEG, offset: 0) }
        var state = JPEGDecodingState()
        var position = 2
        reading: while true {
            // Fill bytes (0xFF repeated) may stand before any marker.
            guard position < bytes.count else { throw JPEGDecodingError(.truncated, offset: position) }
            guard bytes[position] == 0xFF else { throw JPEGDecodingError(.invalidMarker(bytes[position]), offset: position) }
            while position < bytes.count, bytes[position] == 0xFF { position += 1 }
            guard position < bytes.count else { throw JPEGDecodingError(.truncated, offset: position) }
            let marker = bytes[position]
            let markerOffset = position - 1
            position += 1
            switch marker {
            case 0xD9:
                break reading
            case 0xD0...0xD7, 0x01:
                continue // a restart marker out of a scan, or TEM: nothing follows
            default:
                break
            }
            guard position + 2 <= bytes.count else { throw JPEGDecodingError(.truncated, marker: Self.name(marker), offset: position) }
            let length = Int(bytes[position]) << 8 | Int(bytes[position + 1])
            guard length >= 2 else {
                throw JPEGDecodingError(.invalidSegment("length \(length)"), marker: Self.name(marker), offset: position)
            }
            guard position + length <= bytes.count else { throw JPEGDecodingError(.truncated, marker: Self.name(marker), offset: position) }
            let segment = bytes[(position + 2)..<(position + length)]
            position += length
            if marker == 0xDA {
                position = try state.scan(segment, bytes: bytes, dataStart: position, offset: markerOffset, limits: self)
            } else {
                try state.read(marker: marker, segment: segment, offset: markerOffset, limits: self)
            }
        }
        guard let frame = state.frame, state.scans > 0 else { throw JPEGDecodingError(.noImageData, offset: bytes.count) }
        state.frame = nil
        return (frame, state)
    }

    /// The name T.81 gives a marker (`SOF0`, `DHT`, `APP1` …).
    static func name(_ marker: UInt8) -> String {
        switch marker {
        case 0xC4: "DHT"
        case 0xC8: "JPG"
        case 0xCC: "DAC"
        case 0xC0...0xCF: "SOF\(marker - 0xC0)"
        case 0xD0...0xD7: "RST\(marker - 0xD0)"
        case 0xD8: "SOI"
        case 0xD9: "EOI"
        case 0xDA: "SOS"
        case 0xDB: "DQT"
        case 0xDC: "DNL"
        case 0xDD: "DRI"
        case 0xE0...0xEF: "APP\(marker - 0xE0)"
        case 0xFE: "COM"
        default: "marker 0x\(String(marker, radix: 16))"
        }
    }
}
