public import Foundation
import HaapiModel

/// Where the picture of an ``ImageView`` comes from.
public enum ImageSource: Sendable, Hashable {
    /// An image the renderer looks up by name (an asset name, or a theme `imageName`).
    case named(String)
    /// PNG-encoded bytes, for example from a `data:image/png;base64,...` link.
    case png(Data)

    /// Reads a `data:` URL holding a PNG, as servers send QR codes.
    ///
    /// The URL is parsed by HaapiModel's `DataURL` (RFC 2397, base64 or
    /// percent-encoded payloads).
    ///
    /// - Returns: `nil` when `url` is not a `data:` URL, its media type is not
    ///   `image/png`, or its payload does not start with PNG's signature.
    public init?(dataURL url: String) {
        guard let parsed = DataURL(url),
              parsed.mediaType.trimmingCharacters(in: .whitespaces).lowercased() == "image/png",
              parsed.data.starts(with: ImageSource.pngSignaturePrefix)
        else { return nil }
        self = .png(Data(parsed.data))
    }

    /// The first bytes of every PNG file (`\u{89}PNG`).
    private static let pngSignaturePrefix: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
}

/// A view that shows a picture: a named image, or PNG bytes such as a server's QR code.
@MainActor
open class ImageView: View {
    /// The picture, or `nil` for none.
    public var image: ImageSource?
    /// Whether the picture is a QR code meant to be scanned (renderers keep it
    /// large and sharp, and may redraw it from its modules).
    public var isQRCode: Bool
    /// The box the picture is drawn in, in points (CSS pixels in the browser), keeping
    /// its aspect ratio inside it; `nil` for its natural size. Renderers that draw text
    /// (the terminal) ignore it.
    public var preferredSize: CGSize?

    /// Creates an image view.
    public init(identifier: String? = nil, image: ImageSource? = nil, isQRCode: Bool = false) {
        self.image = image
        self.isQRCode = isQRCode
        super.init(identifier: identifier)
    }

    open override var kindName: String { "ImageView" }

    open override func accept<V: ViewVisitor>(_ visitor: inout V) {
        visitor.visitImageView(self)
    }
}
