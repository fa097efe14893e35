import Foundation

/// Turns an `href` from a document into a URL, resolving relative references.
enum HrefResolver {
    /// Characters that never appear unencoded in a URL reference (RFC 3986).
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x21, 0x7F: true
        case 0x22, 0x3C, 0x3E, 0x5C, 0x5E, 0x60, 0x7B, 0x7D: true  // " < > \ ^ ` { }
        default: false
        }
    }

    /// The URL for `href`, absolute when `base` is given; `nil` when `href` is not a URL reference.
    static func resolve(_ href: String, against base: URL?) -> URL? {
        guard !href.isEmpty, !href.unicodeScalars.contains(where: isForbidden) else { return nil }
        guard let components = URLComponents(string: href) else { return nil }
        if let scheme = components.scheme {
            // A web URL must name a host (`https:///x` is a typo, not a place).
            if ["http", "https"].contains(scheme.lowercased()), components.host?.isEmpty ?? true {
                return nil
            }
            return URL(string: href)
        }
        guard let base else { return URL(string: href) }
        return URL(string: href, relativeTo: base)?.absoluteURL
    }
}
