import Foundation

/// A link the person may follow: `links[] {href, rel, title?, type?}`.
///
/// Image links (a `type` of `image/*`, or a `data:image/...` URL) are pictures to
/// show, often a QR code; `imageData` gives their bytes when they are inline.
public struct Link: HaapiJSONConvertible, Hashable {
    /// The target, resolved against the document's URL when it was relative.
    public var href: Href
    /// What the link is for.
    public var rel: LinkRelation
    /// The text to show.
    public var title: String?
    /// A localisation key for `title` (`titleKey`).
    public var titleKey: String?
    /// The media type of the target, e.g. `image/png`.
    public var type: String?
    /// Members this version does not know, kept as sent.
    public var additionalMembers: [String: JSONValue]

    /// Creates a link.
    public init(
        href: Href, rel: LinkRelation, title: String? = nil, titleKey: String? = nil, type: String? = nil,
        additionalMembers: [String: JSONValue] = [:]
    ) {
        self.href = href
        self.rel = rel
        self.title = title
        self.titleKey = titleKey
        self.type = type
        self.additionalMembers = additionalMembers
    }

    /// Whether the link is a picture rather than a place to go.
    public var isImage: Bool {
        if let type, type.lowercased().hasPrefix("image/") { return true }
        return dataURL?.mediaType.lowercased().hasPrefix("image/") ?? false
    }

    /// The parsed `data:` URL, when `href` is one.
    public var dataURL: DataURL? {
        DataURL(href.absoluteString)
    }

    /// The image bytes of an inline (`data:`) image link.
    public var imageData: [UInt8]? {
        guard isImage else { return nil }
        return dataURL?.data
    }

    public init(json: JSONValue, at path: JSONPath, context: HaapiDecodingContext) throws(HaapiDecodingError) {
        var r = try JSONObjectReader(json, at: path, context: context)
        href = try r.requiredHref("href")
        guard let rel = try r.decode("rel", as: LinkRelation.self) else { throw r.missing("rel") }
        self.rel = rel
        title = try r.string("title")
        titleKey = try r.string("titleKey")
        type = try r.string("type")
        additionalMembers = r.remaining
        if href.scheme == "data", DataURL(href.absoluteString) == nil {
            throw HaapiDecodingError(.invalidURL(href.absoluteString), at: path.appending("href"))
        }
    }

    public var json: JSONValue {
        var w = JSONObjectWriter(additionalMembers)
        w.set("href", href)
        w.set("rel", rel)
        w.set("title", title)
        w.set("titleKey", titleKey)
        w.set("type", type)
        return w.json
    }
}
