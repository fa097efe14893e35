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
    static func resolve(_ href: String, against base: ResolutionBase?) -> URL? {
        guard !href.isEmpty, !hasForbiddenByte(href) else { return nil }
        if hasScheme(href) {
            guard let url = URL(string: href), let scheme = url.scheme else { return nil }
            // A web URL must name a host (`https:///x` is a typo, not a place).
            if scheme.lowercased().hasPrefix("http"), url.host?.isEmpty ?? true { return nil }
            return url
        }
        guard let base else { return URL(string: href) }
        // The common case, a path from the server's root such as `/authn/authenticate/x`,
        // joins the base's `scheme://authority` (RFC 3986 section 5.2.2: the reference's
        // path, query and fragment are taken whole) and makes one URL instead of three.
        if let origin = base.origin, isPlainAbsolutePath(href) {
            return URL(string: origin + href)
        }
        return URL(string: href, relativeTo: base.url)?.absoluteURL
    }

    /// Whether `href` holds a byte no URL reference has.
    private static func hasForbiddenByte(_ href: String) -> Bool {
        withBytes(of: href) { bytes in bytes.contains(where: isForbidden) }
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

    /// Whether `href` is an ASCII absolute path (`/a/b?q#f`, not `//host`) whose path has no
    /// `.` or `..` segment, so that resolving it against a base changes nothing in it.
    static func isPlainAbsolutePath(_ href: String) -> Bool {
        withBytes(of: href) { bytes in
            let (slash, dot) = (UInt8(ascii: "/"), UInt8(ascii: "."))
            guard bytes.first == slash, bytes.count < 2 || bytes[1] != slash else { return false }
            var inPath = true
            var segmentLength = 0, dotsOnly = true
            // A dot segment is one or two dots between separators.
            var endsDotSegment: Bool { dotsOnly && (segmentLength == 1 || segmentLength == 2) }
            for byte in bytes.dropFirst() {
                guard byte < 0x80 else { return false }
                guard inPath else { continue }
                switch byte {
                case slash, UInt8(ascii: "?"), UInt8(ascii: "#"):
                    if endsDotSegment { return false }
                    inPath = byte == slash
                    segmentLength = 0
                    dotsOnly = true
                case dot:
                    segmentLength += 1
                default:
                    segmentLength += 1
                    dotsOnly = false
                }
            }
            return !(inPath && endsDotSegment)
        }
    }

    /// `body` over the UTF-8 bytes of `text`, from the string's own storage when it has
    /// one (iterating the view costs tens of instructions a byte).
    private static func withBytes(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }
}

/// The document's URL, with what resolving a reference against it needs worked out once.
struct ResolutionBase: Sendable {
    /// The document's URL.
    let url: URL
    /// `scheme://authority` of `url`, when it has an authority (`nil` for `urn:x`, `file:/x`).
    let origin: String?

    init(_ url: URL) {
        self.url = url.absoluteURL
        let text = self.url.absoluteString
        guard let schemeEnd = text.utf8.firstIndex(of: UInt8(ascii: ":")),
              text.utf8[schemeEnd...].starts(with: "://".utf8)
        else {
            origin = nil
            return
        }
        let authorityStart = text.utf8.index(schemeEnd, offsetBy: 3)
        let authorityEnd = text.utf8[authorityStart...].firstIndex {
            $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
        } ?? text.utf8.endIndex
        origin = authorityStart == authorityEnd ? nil : String(text[..<authorityEnd])
    }
}
