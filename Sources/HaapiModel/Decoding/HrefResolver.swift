import Foundation

/// Turns an `href` from a document into a URL, resolving relative references.
enum HrefResolver {
    /// Bytes that never appear unencoded in a URL reference (RFC 3986):
    /// controls, space, and `" < > \ ^ ` { }`.
    private static func isForbidden(_ byte: UInt8) -> Bool {
        switch byte {
        case 0..<0x21, 0x7F: true
        case 0x22, 0x3C, 0x3E, 0x5C, 0x5E, 0x60, 0x7B, 0x7D: true
        default: false
        }
    }

    /// The URL for `href`, absolute when `base` is given; `nil` when `href` is not a URL reference.
    static func resolve(_ href: String, against base: URL?) -> URL? {
        guard !href.isEmpty, !href.utf8.contains(where: isForbidden) else { return nil }
        if hasScheme(href) {
            guard let url = URL(string: href), let scheme = url.scheme else { return nil }
            // A web URL must name a host (`https:///x` is a typo, not a place).
            if scheme.lowercased().hasPrefix("http"), url.host?.isEmpty ?? true { return nil }
            return url
        }
        guard let base else { return URL(string: href) }
        return URL(string: href, relativeTo: base)?.absoluteURL
    }

    /// Whether `href` starts with `scheme:` (RFC 3986: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":").
    private static func hasScheme(_ href: String) -> Bool {
        for (i, byte) in href.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): continue
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                if i == 0 { return false }
            case UInt8(ascii: ":"): return i > 0
            default: return false
            }
        }
        return false
    }
}
