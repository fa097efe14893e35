public import Foundation

/// Decodes a picture file, PNG or JPEG, told apart by its first bytes.
///
/// ```swift
/// let picture = try PictureDecoder().decode(uploadedFile)
/// ```
public struct PictureDecoder: Sendable {
    /// The picture formats read.
    public enum Format: String, Sendable, Hashable {
        /// Portable Network Graphics: screenshots, drawn codes.
        case png
        /// JPEG: photos.
        case jpeg
    }

    /// Decodes PNG files; its limits bound their size.
    public var png: PNGDecoder
    /// Decodes JPEG files; its limits bound their size.
    public var jpeg: JPEGDecoder

    /// Creates a decoder from one for each format.
    ///
    /// - Parameters:
    ///   - png: Decodes PNG files; by default at most 4096 × 4096 pixels.
    ///   - jpeg: Decodes JPEG files; by default at most 16 megapixels.
    public init(png: PNGDecoder = PNGDecoder(), jpeg: JPEGDecoder = JPEGDecoder()) {
        self.png = png
        self.jpeg = jpeg
    }

    /// A decoder whose limits, for both formats, are `maxSide` pixels a side.
    public init(maxSide: Int) {
        self.init(png: PNGDecoder(maxWidth: maxSide, maxHeight: maxSide),
                  jpeg: JPEGDecoder(maxWidth: maxSide, maxHeight: maxSide, maxPixels: maxSide * maxSide))
    }

    /// The format `data` starts as, or `nil` for neither.
    public static func format<Bytes: Collection<UInt8>>(of data: Bytes) -> Format? {
        if data.starts(with: PNGChunkParser.signature) { return .png }
        if JPEGDecoder.looksLikeJPEG(data) { return .jpeg }
        return nil
    }

    /// Decodes a PNG or JPEG file (a JPEG turned upright as its EXIF orientation says).
    ///
    /// - Throws: ``PictureDecodingError`` naming the format's problem, or
    ///   ``PictureDecodingError/unknownFormat`` for a file that is neither.
    public func decode(_ data: Data) throws(PictureDecodingError) -> PNGImage {
        let bytes = [UInt8](data)
        switch Self.format(of: bytes) {
        case .png?:
            do throws(PNGDecodingError) { return try png.decode(bytes) } catch { throw .png(error) }
        case .jpeg?:
            do throws(JPEGDecodingError) { return try jpeg.decode(bytes) } catch { throw .jpeg(error) }
        case nil:
            throw .unknownFormat
        }
    }

    /// The luminance of a PNG or JPEG file, as a QR code reader needs it (a JPEG's
    /// luminance plane as stored: the reader finds codes turned or mirrored).
    func luminance(_ data: Data) throws(PictureDecodingError) -> GreyImage {
        let bytes = [UInt8](data)
        switch Self.format(of: bytes) {
        case .png?:
            do throws(PNGDecodingError) { return GreyImage(try png.decode(bytes)) } catch { throw .png(error) }
        case .jpeg?:
            do throws(JPEGDecodingError) { return try jpeg.luminance(bytes) } catch { throw .jpeg(error) }
        case nil:
            throw .unknownFormat
        }
    }
}

/// Why a picture file could not be decoded.
public enum PictureDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A PNG file that is broken or beyond the limits.
    case png(PNGDecodingError)
    /// A JPEG file that is broken, of a kind not read, or beyond the limits.
    case jpeg(JPEGDecodingError)
    /// The file is neither PNG nor JPEG.
    case unknownFormat

    /// What went wrong, naming the format and, from its decoder, where.
    public var description: String {
        switch self {
        case let .png(error): error.description
        case let .jpeg(error): error.description
        case .unknownFormat: "not a PNG or JPEG file"
        }
    }
}
