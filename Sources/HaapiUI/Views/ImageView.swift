import Foundation

/// Where the picture of an ``ImageView`` comes from.
public enum ImageSource: Sendable, Hashable {
    /// An image the renderer looks up by name (an asset name, or a theme `imageName`).
    case named(String)
    /// PNG-encoded bytes, for example from a `data:image/png;base64,...` link.
    case png(Data)

    /// Reads a base64 `data:` URL holding a PNG, as servers send QR codes.
    ///
    /// - Returns: `nil` when `url` is not a base64 `data:image/png` URL or its
    ///   payload is not valid base64.
    public init?(dataURL url: String) {
        let prefix = "data:"
        guard url.lowercased().hasPrefix(prefix), let comma = url.firstIndex(of: ",") else { return nil }
        let header = url[url.index(url.startIndex, offsetBy: prefix.count)..<comma]
        let parameters = header.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard parameters.first == "image/png", parameters.dropFirst().contains("base64"),
              let bytes = Data(base64Encoded: String(url[url.index(after: comma)...]),
                               options: .ignoreUnknownCharacters)
        else { return nil }
        self = .png(bytes)
    }
}

/// A view that shows a picture: a named image, or PNG bytes such as a server's QR code.
@MainActor
open class ImageView: View {
    /// The picture, or `nil` for none.
    public var image: ImageSource?
    /// Whether the picture is a QR code meant to be scanned (renderers keep it
    /// large and sharp, and may redraw it from its modules).
    public var isQRCode: Bool

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
