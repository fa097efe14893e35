import HaapiUI

/// Where the scanner gets a QR code's contents: the app's camera on a device, an
/// image file (``ImageFileQRCodeSource``), an uploaded image (``ImageDataQRCodeSource``),
/// or anything else an app has.
///
/// ```swift
/// struct CameraSource: QRCodeSource {
///     func readPayload() async throws(QRCodeReadError) -> String {
///         guard cameraAllowed else { throw QRCodeReadError(.permissionDenied) }
///         return try await camera.nextQRCode()
///     }
/// }
/// scanner.qrCodeSource = CameraSource()
/// ```
public protocol QRCodeSource: Sendable {
    /// Reads one QR code and returns what it says.
    func readPayload() async throws(QRCodeReadError) -> String

    /// Whether reading asks the system for a permission (a camera: `true`, the
    /// default), so that a screen says why before the first read.
    var asksForPermission: Bool { get }
}

extension QRCodeSource {
    /// A source is a camera unless it says otherwise.
    public var asksForPermission: Bool { true }
}

/// Why no QR code could be read: the scanner screen shows its ``presentation``; its
/// `description` (with the file and the decoder's reason) is for logs.
public struct QRCodeReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// The file could not be opened.
        case unreadableFile
        /// The file is larger than the source reads.
        case tooLarge
        /// The image is not a PNG, or a broken one.
        case invalidImage
        /// The image holds no readable QR code.
        case noQRCode
        /// The camera (or the photo library) may not be used.
        case permissionDenied
        /// The person stopped reading.
        case cancelled
    }

    /// What went wrong.
    public var kind: Kind
    /// Details: the file, the decoder's reason.
    public var detail: String

    /// Creates an error.
    public init(_ kind: Kind, detail: String = "") {
        self.kind = kind
        self.detail = detail
    }

    public var description: String {
        let summary = switch kind {
        case .unreadableFile: "the file cannot be read"
        case .tooLarge: "the file is too large"
        case .invalidImage: "the file is not a readable PNG image"
        case .noQRCode: "the image holds no readable QR code"
        case .permissionDenied: "the camera may not be used"
        case .cancelled: "reading was cancelled"
        }
        return detail.isEmpty ? summary : "\(summary) (\(detail))"
    }
}

extension QRCodeReadError: PresentableError {
    /// What the person is told: the file cannot be opened or is too large, the image
    /// holds no readable code, or the camera may not be used.
    public var presentation: ErrorPresentation {
        switch kind {
        case .unreadableFile: ErrorPresentation(message: .onboardingScanFileUnreadable, recovery: .tryAgain)
        case .tooLarge: ErrorPresentation(message: .onboardingScanFileTooBig, recovery: .tryAgain)
        case .invalidImage, .noQRCode: ErrorPresentation(message: .onboardingScanNoCodeInImage, recovery: .tryAgain)
        case .permissionDenied: ErrorPresentation(message: .onboardingScanCameraDenied, recovery: .openSettings)
        case .cancelled: ErrorPresentation(message: .onboardingScanUnreadable, recovery: .none)
        }
    }
}
