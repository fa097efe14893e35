import Foundation
public import HaapiModel

/// A link to offer, or an image to show (`isImage`), such as a QR code.
public struct LinkItemModel: Sendable, Hashable, Codable {
    /// Identifies the link on its screen (`links[2]`), for following it.
    public var id: String
    /// The text to show.
    public var title: String?
    /// The server's localisation key for the title.
    public var titleKey: String?
    /// Where it goes.
    public var href: Href
    /// What it is for.
    public var rel: LinkRelation
    /// Whether it is a picture rather than a place to go.
    public var isImage: Bool
    /// The picture's bytes, for an inline (`data:`) image.
    public var imageData: [UInt8]?
    /// The picture's media type, e.g. `image/png`.
    public var mediaType: String?

    /// Creates a link item.
    public init(
        id: String, title: String? = nil, titleKey: String? = nil, href: Href, rel: LinkRelation, isImage: Bool = false,
        imageData: [UInt8]? = nil, mediaType: String? = nil
    ) {
        self.id = id
        self.title = title
        self.titleKey = titleKey
        self.href = href
        self.rel = rel
        self.isImage = isImage
        self.imageData = imageData
        self.mediaType = mediaType
    }

    /// The item for a wire `Link` at position `index`.
    public init(_ link: Link, index: Int) {
        self.init(
            id: "links[\(index)]", title: link.title, titleKey: link.titleKey, href: link.href, rel: link.rel,
            isImage: link.isImage, imageData: link.imageData, mediaType: link.type ?? link.dataURL?.mediaType)
    }
}
