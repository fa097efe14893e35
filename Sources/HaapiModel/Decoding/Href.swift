import Foundation

/// A link target as decoding keeps it: the resolved text, with the Foundation `URL`
/// made only when asked for. Two hrefs are equal when their absolute texts are.
struct Href: Sendable, Hashable {
    private enum Storage: Sendable {
        /// Text `HrefResolver` checked: `URL(string:)` takes it as it is.
        case text(String)
        /// A URL made by Foundation (hrefs that are not plain, and URLs given by the app).
        case url(URL)
    }

    private let storage: Storage

    /// An href whose text `HrefResolver.plainResolution` produced.
    init(checkedText: String) {
        storage = .text(checkedText)
    }

    /// An href for a URL.
    init(url: URL) {
        storage = .url(url)
    }

    /// The URL.
    var url: URL {
        switch storage {
        case .url(let url): return url
        case .text(let text):
            // The resolver only lets through text that `URL(string:)` reads unchanged
            // (HrefResolutionTests compare the two ways on every kind of plain href).
            guard let url = URL(string: text) else { preconditionFailure("HrefResolver passed a text URL(string:) refuses") }
            return url
        }
    }

    /// The URL's `absoluteString`, without making the URL.
    var absoluteString: String {
        switch storage {
        case .text(let text): text
        case .url(let url): url.absoluteString
        }
    }

    static func == (lhs: Href, rhs: Href) -> Bool {
        lhs.absoluteString == rhs.absoluteString
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(absoluteString)
    }
}
