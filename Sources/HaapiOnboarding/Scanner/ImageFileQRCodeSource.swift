public import Foundation
import HaapiGraphics

/// Reads a QR code from a PNG or JPEG file with HaapiGraphics' decoder: what the
/// scanner uses when there is no camera (Linux), and a way to test a camera-less
/// activation.
///
/// ```swift
/// let payload = try await ImageFileQRCodeSource(fileURL: URL(fileURLWithPath: "activation.png")).readPayload()
/// ```
public struct ImageFileQRCodeSource: QRCodeSource {
    /// The image file.
    public let fileURL: URL
    /// Files larger than this are refused before they are read (16 MiB).
    public static let maximumFileSize = 16 << 20

    /// Creates a source reading `fileURL`.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// A file asks for no permission.
    public var asksForPermission: Bool { false }

    /// The text of the QR code in the image.
    ///
    /// - Throws: ``QRCodeReadError``: ``QRCodeReadError/Kind/unreadableFile`` (missing,
    ///   unreadable or too large), ``QRCodeReadError/Kind/invalidImage`` (not a PNG or
    ///   JPEG the decoder reads), ``QRCodeReadError/Kind/noQRCode`` (no code, or one that holds no
    ///   text), ``QRCodeReadError/Kind/damagedQRCode`` (a code that cannot be read),
    ///   ``QRCodeReadError/Kind/tooLarge`` (a picture over 16 megapixels), each with the
    ///   decoder's reason.
    public func readPayload() async throws(QRCodeReadError) -> String {
        let name = fileURL.lastPathComponent
        let size = (try? FileManager.default.attributesOfItem(atPath: fileURL.path)[.size] as? Int) ?? nil
        guard let size else { throw QRCodeReadError(.unreadableFile, detail: "\(name) does not exist") }
        guard size <= Self.maximumFileSize else {
            throw QRCodeReadError(.unreadableFile, detail: "\(name) is larger than \(Self.maximumFileSize >> 20) MiB")
        }
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            throw QRCodeReadError(.unreadableFile, detail: name)
        }
        return try QRCodeReadError.readText(of: data, with: QRCodeDecoder(), name: name)
    }
}
