import HaapiUI
public import HaapiScreenKit
import Foundation
import HaapiGraphics

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

    /// Whether the source has a light it can turn on while it reads (a phone camera's
    /// torch): the scanner then offers its flash button. `false` by default.
    var hasTorch: Bool { get }

    /// Turns the light on or off and returns whether it is on now; a source without one
    /// (the default) returns `false`.
    func setTorch(on: Bool) async -> Bool
}

extension QRCodeSource {
    /// A source is a camera unless it says otherwise.
    public var asksForPermission: Bool { true }
    /// No light unless the source says otherwise.
    public var hasTorch: Bool { false }
    /// Nothing to turn on.
    public func setTorch(on: Bool) async -> Bool { false }
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
        /// The file is not a PNG or JPEG picture, or a broken one.
        case invalidImage
        /// The image holds no QR code (none was found, or it holds no text).
        case noQRCode
        /// A QR code was seen in the image, but it could not be read (blurred, cut off, damaged).
        case damagedQRCode
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
        case .invalidImage: "the file is not a readable PNG or JPEG picture"
        case .noQRCode: "the image holds no readable QR code"
        case .damagedQRCode: "the image holds a QR code that cannot be read"
        case .permissionDenied: "the camera may not be used"
        case .cancelled: "reading was cancelled"
        }
        return detail.isEmpty ? summary : "\(summary) (\(detail))"
    }
}

extension QRCodeReadError: PresentableError {
    /// What the person is told: the file cannot be opened, is too large or is not a
    /// picture; the picture has no code, or one that cannot be read; or the camera may
    /// not be used.
    public var presentation: ErrorPresentation {
        switch kind {
        case .unreadableFile: ErrorPresentation(message: .onboardingScanFileUnreadable, recovery: .tryAgain)
        case .tooLarge: ErrorPresentation(message: .onboardingScanFileTooBig, recovery: .tryAgain)
        case .invalidImage: ErrorPresentation(message: .onboardingScanNotAnImage, recovery: .tryAgain)
        case .noQRCode: ErrorPresentation(message: .onboardingScanNoCodeInImage, recovery: .tryAgain)
        case .damagedQRCode: ErrorPresentation(message: .onboardingScanCodeDamaged, recovery: .tryAgain)
        case .permissionDenied: ErrorPresentation(message: .onboardingScanCameraDenied, recovery: .openSettings)
        case .cancelled: ErrorPresentation(message: .onboardingScanUnreadable, recovery: .none)
        }
    }
}

extension QRCodeReadError {
    /// Reads the text of the QR code in a PNG or JPEG file's `data` with `decoder`, turning each way
    /// it fails into the error a person is shown; `name` (a file's) starts the detail.
    static func readText(of data: Data, with decoder: QRCodeDecoder, name: String? = nil) throws(QRCodeReadError) -> String {
        let prefix = name.map { "\($0): " } ?? ""
        let payload: QRCodePayload
        do {
            payload = try decoder.decode(imageData: data)
        } catch {
            let kind: Kind = switch error {
            case .picture: .invalidImage
            case .noQRCode(.imageTooLarge): .tooLarge
            case .noQRCode(.noContrast), .noQRCode(.finderPatternsNotFound): .noQRCode
            default: .damagedQRCode
            }
            throw QRCodeReadError(kind, detail: prefix + error.description)
        }
        guard let text = payload.text else { throw QRCodeReadError(.noQRCode, detail: prefix + "the code holds no text") }
        return text
    }
}
