import Foundation

/// Turns an `href` from a document into the text of a URL, resolving relative references.
///
/// Decoding keeps that text and makes the Foundation `URL` only when someone asks for
/// it (see `Href`): most hrefs are never opened, and a `URL` costs more than the rest
/// of their link. Plain hrefs (an absolute `http(s)` URL with a plain host, a `data:`
/// URL, a path from the root without dot segments) are checked and resolved here
/// byte by byte; anything else goes through `URL(string:relativeTo:)` once.
enum HrefResolver {
    /// What a document's hrefs resolve against, worked out once per document.
    struct Base: Sendable {
        let url: URL?
        /// `scheme://authority` of a plain `http(s)` base, which a path from the root extends.
        let origin: String?

        init(_ url: URL?) {
            self.url = url
            guard let text = url?.absoluteString, let end = HrefResolver.plainOriginEnd(text) else {
                origin = nil
                return
            }
            origin = String(text.utf8[..<end])
        }
    }

    /// The resolved `href`; `nil` when it is not a URL reference.
    static func resolve(_ href: String, against base: Base) -> Href? {
        if let text = plainResolution(of: href, against: base) { return Href(checkedText: text) }
        return resolveWithFoundation(href, against: base.url).map(Href.init(url:))
    }

    /// The URL for `href` through Foundation, absolute when `base` is given.
    static func resolveWithFoundation(_ href: String, against base: URL?) -> URL? {
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

    /// The absolute text of a plain `href`, exactly as `URL.absoluteString` would give it;
    /// `nil` when the href is not plain (Foundation then decides).
    static func plainResolution(of href: String, against base: Base) -> String? {
        let bytes = href.utf8
        guard let first = bytes.first else { return nil }
        if first == UInt8(ascii: "/") {
            // A path from the root: `/a/b?c#d`, never `//host` (a network-path reference).
            guard bytes.count == 1 || bytes[bytes.index(after: bytes.startIndex)] != UInt8(ascii: "/"),
                isPlainReferenceTail(bytes[...], hasDotSegments: true)
            else { return nil }
            guard base.url != nil else { return href }
            return base.origin.map { $0 + href }
        }
        guard let end = plainOriginEnd(href) else {
            // `data:` and other opaque URLs: `scheme:` then no `//`.
            guard let colon = schemeEnd(bytes), bytes[colon...].dropFirst().first != UInt8(ascii: "/"),
                !bytes[..<colon].elementsEqual("http".utf8), !bytes[..<colon].elementsEqual("https".utf8),
                isPlainReferenceTail(bytes[bytes.index(after: colon)...], hasDotSegments: false)
            else { return nil }
            return href
        }
        return isPlainReferenceTail(bytes[end...], hasDotSegments: true) ? href : nil
    }

    /// The end of `http(s)://host[:port]` at the start of `text`, when that part is plain:
    /// a lower-case scheme and a host of lower-case letters, digits, `-` and `.`.
    static func plainOriginEnd(_ text: String) -> String.UTF8View.Index? {
        let bytes = text.utf8
        var i = bytes.startIndex
        for b in "http".utf8 {
            guard i < bytes.endIndex, bytes[i] == b else { return nil }
            i = bytes.index(after: i)
        }
        if i < bytes.endIndex, bytes[i] == UInt8(ascii: "s") { i = bytes.index(after: i) }
        for b in "://".utf8 {
            guard i < bytes.endIndex, bytes[i] == b else { return nil }
            i = bytes.index(after: i)
        }
        let hostStart = i
        while i < bytes.endIndex, isHostByte(bytes[i]) { i = bytes.index(after: i) }
        guard i > hostStart else { return nil }
        if i < bytes.endIndex, bytes[i] == UInt8(ascii: ":") {
            i = bytes.index(after: i)
            let portStart = i
            while i < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i = bytes.index(after: i) }
            guard i > portStart else { return nil }
        }
        guard i == bytes.endIndex || [UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#")].contains(bytes[i]) else {
            return nil
        }
        return i
    }

    /// Whether the path, query and fragment are plain: only characters a URL carries
    /// unencoded, `%` with two hex digits, at most one `#`, and (for paths) no `.` or `..` segment.
    private static func isPlainReferenceTail(_ bytes: Substring.UTF8View, hasDotSegments checkDots: Bool) -> Bool {
        var i = bytes.startIndex
        var inPath = true
        var sawFragment = false
        var segmentStart = true
        var segmentDots = 0
        while i < bytes.endIndex {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "~"),
                UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
                UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
                UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "@"):
                segmentStart = false
                segmentDots = -1
            case UInt8(ascii: "."):
                if segmentStart || segmentDots > 0 { segmentDots += 1 }
                segmentStart = false
            case UInt8(ascii: "%"):
                let h1 = bytes.index(after: i)
                guard h1 < bytes.endIndex, isHex(bytes[h1]) else { return false }
                let h2 = bytes.index(after: h1)
                guard h2 < bytes.endIndex, isHex(bytes[h2]) else { return false }
                i = h2
                segmentStart = false
                segmentDots = -1
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"):
                if inPath && checkDots && (segmentDots == 1 || segmentDots == 2) { return false }
                if b == UInt8(ascii: "#") {
                    guard !sawFragment else { return false }
                    sawFragment = true
                }
                if b != UInt8(ascii: "/") { inPath = false }
                segmentStart = true
                segmentDots = 0
            default:
                return false
            }
            i = bytes.index(after: i)
        }
        return !(inPath && checkDots && (segmentDots == 1 || segmentDots == 2))
    }

    /// The index of the `:` ending a lower-case scheme at the start of `bytes`.
    private static func schemeEnd(_ bytes: String.UTF8View) -> String.UTF8View.Index? {
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): break
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                if i == bytes.startIndex { return nil }
            case UInt8(ascii: ":"): return i == bytes.startIndex ? nil : i
            default: return nil
            }
            i = bytes.index(after: i)
        }
        return nil
    }

    private static func isHostByte(_ b: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b)
            || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
    }

    private static func isHex(_ b: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(b)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(b)
    }

    /// Bytes that never appear unencoded in a URL reference (RFC 3986):
    /// controls, space, and `" < > \ ^ ` { }`.
    private static func isForbidden(_ byte: UInt8) -> Bool {
        switch byte {
        case 0..<0x21, 0x7F: true
        case 0x22, 0x3C, 0x3E, 0x5C, 0x5E, 0x60, 0x7B, 0x7D: true
        default: false
        }
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
