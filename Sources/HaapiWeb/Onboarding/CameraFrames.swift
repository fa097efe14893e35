import Foundation
import HaapiGraphics
import HaapiHTML
import HaapiJOSE
import HaapiUI
import Hummingbird
import Synchronization

/// The frames a page's live camera sends where the browser cannot read QR codes itself
/// (no `BarcodeDetector`): the host says whether a code can be read in each, and the page
/// then sends the frame that holds one as the chooser's file, through the usual form.
///
/// Each frame is bounded (``maximumFrameBytes``, ``maximumSide`` pixels a side), comes
/// only from a session whose screen offers a live camera, with its CSRF token, and at
/// most ``maximumReading`` frames are read at once in the whole host: the others are
/// answered 503 at once, and the page tries again a moment later, so a crowd of cameras
/// costs a bounded share of the host's cores.
final class CameraFrames: Sendable {
    /// Where the page posts its frames.
    static let path = "/camera-frame"
    /// The largest frame accepted (the page sends JPEG frames of about 100 KB).
    static let maximumFrameBytes = 512 << 10
    /// The largest frame side, in pixels (the page scales frames to 960).
    static let maximumSide = 2048
    /// How many frames are read at once, at most.
    static let maximumReading = 2

    private let reading = Mutex(0)
    private let decoder = QRCodeDecoder(pictureDecoder: PictureDecoder(maxSide: maximumSide))

    /// Whether a QR code with text can be read in `frame`; `nil` when the host reads as
    /// many frames as it may already. Read off the caller's actor (the pages' main actor).
    @concurrent
    func holdsCode(_ frame: Data) async -> Bool? {
        let admitted = reading.withLock { count in
            guard count < Self.maximumReading else { return false }
            count += 1
            return true
        }
        guard admitted else { return nil }
        defer { reading.withLock { $0 -= 1 } }
        return (try? decoder.decode(imageData: frame))?.text != nil
    }

    /// Whether `root`'s screen shows a file chooser with a live camera.
    @MainActor
    static func offered(in root: View) -> Bool {
        var offered = false
        root.walk { view, _ in
            if view.isHidden { return .skipChildren }
            if let chooser = view as? FileChooser, chooser.liveCamera != nil, chooser.isEnabled {
                offered = true
                return .stop
            }
            return .visitChildren
        }
        return offered
    }
}

extension WebHost {
    /// A frame from a page's live camera (a form post with the CSRF token and the frame
    /// as `frame`): 200 when a QR code can be read in it, 204 when not, 503 when the host
    /// reads as many frames as it may now, 403 from a session whose screen offers no
    /// camera or without its token, 413 for a frame over the limit. Nothing is kept.
    func cameraFrame(_ request: Request) async -> Response {
        if let length = request.headers[.contentLength].flatMap(Int.init), length > CameraFrames.maximumFrameBytes + FormBody.maximumSize {
            return Response(status: .contentTooLarge, headers: SecurityHeaders.fields(nonce: nil))
        }
        let form = await PostedForm.result(request)
        return await respond(request) { @MainActor [self] in
            guard let login = try await existingLogin(request), let journey = login.journey, !login.isFinished,
                case .success(let submission) = form, let token = submission.csrfToken,
                ConstantTime.equals(token, login.record.csrfToken), CameraFrames.offered(in: journey.rootView)
            else { return Response(status: .forbidden, headers: SecurityHeaders.fields(nonce: nil)) }
            guard let frame = submission.files["frame"]?.data, !frame.isEmpty, frame.count <= CameraFrames.maximumFrameBytes else {
                return Response(status: .contentTooLarge, headers: SecurityHeaders.fields(nonce: nil))
            }
            let status: HTTPResponse.Status = switch await cameraFrames.holdsCode(frame) {
            case true?: .ok
            case false?: .noContent
            case nil: .serviceUnavailable
            }
            return Response(status: status, headers: SecurityHeaders.fields(nonce: nil))
        }
    }
}
