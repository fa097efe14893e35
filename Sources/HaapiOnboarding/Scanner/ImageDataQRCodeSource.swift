public import Foundation
public import HaapiGraphics

/// Reads a QR code from PNG or JPEG bytes already in memory (a file the person uploaded) with
/// HaapiGraphics' decoder: nothing is read from a disk.
///
/// ```swift
/// let payload = try await ImageDataQRCodeSource(data: uploaded).readPayload()
/// ```
public struct ImageDataQRCodeSource: QRCodeSource {
    /// The image file's bytes.
    public let data: Data
    /// Files larger than this are refused without decoding.
    public let maximumByteCount: Int
    /// Decodes the image; its size limits bound the work an upload can cause.
    public let decoder: QRCodeDecoder
    /// The default ``maximumByteCount``: 1 MiB.
    public static let maximumByteCount = 1 << 20
    /// The largest pictures decoded: a PNG of 3072 × 3072 pixels (a phone's screenshot,
    /// at most 36 MiB decoded) and a JPEG of 16 megapixels (a phone's photo).
    public static let pictureDecoder = PictureDecoder(png: PNGDecoder(maxWidth: 3072, maxHeight: 3072))

    /// Creates a source reading `data`, when it has at most `maximumByteCount` bytes, with `decoder`.
    public init(
        data: Data, maximumByteCount: Int = ImageDataQRCodeSource.maximumByteCount,
        decoder: QRCodeDecoder = QRCodeDecoder(pictureDecoder: ImageDataQRCodeSource.pictureDecoder)
    ) {
        self.data = data
        self.maximumByteCount = maximumByteCount
        self.decoder = decoder
    }

    /// A file asks for no permission.
    public var asksForPermission: Bool { false }

    /// The text of the QR code in the image.
    ///
    /// - Throws: ``QRCodeReadError``: ``QRCodeReadError/Kind/tooLarge`` (more than
    ///   ``maximumByteCount-swift.property`` bytes), ``QRCodeReadError/Kind/invalidImage`` (not a PNG
    ///   or JPEG the decoder reads), ``QRCodeReadError/Kind/noQRCode`` (no code, or one that holds
    ///   no text), ``QRCodeReadError/Kind/damagedQRCode`` (a code that cannot be read),
    ///   each with the decoder's reason.
    public func readPayload() async throws(QRCodeReadError) -> String {
        guard data.count <= maximumByteCount else {
            throw QRCodeReadError(.tooLarge, detail: "\(data.count) bytes, at most \(maximumByteCount)")
        }
        return try QRCodeReadError.readText(of: data, with: decoder)
    }
}
