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

    /// The href for `href`, absolute when `base` is given; `nil` when `href` is not a URL reference.
    ///
    /// What Foundation would read unchanged (the common cases: a path from the server's
    /// root, an absolute URL of plain characters) is checked here and kept as text without
    /// making a `URL`; anything else is left to Foundation, which encodes what needs it.
    static func resolve(_ href: String, against base: ResolutionBase?) -> Href? {
        guard !href.isEmpty, !hasForbiddenByte(href) else { return nil }
        if hasScheme(href) {
            if isPlainAbsoluteURL(href) { return Href(checked: href) }
            guard let url = URL(string: href), let scheme = url.scheme else { return nil }
            // A web URL must name a host (`https:///x` is a typo, not a place).
            if scheme.lowercased().hasPrefix("http"), url.host?.isEmpty ?? true { return nil }
            return Href(url)
        }
        guard let base else { return URL(string: href).map(Href.init) }
        // The common case, a path from the server's root such as `/authn/authenticate/x`,
        // joins the base's `scheme://authority` (RFC 3986 section 5.2.2: the reference's
        // path, query and fragment are taken whole).
        if let origin = base.origin, isPlainAbsolutePath(href) {
            let joined = origin + href
            return hasPlainTail(href) ? Href(checked: joined) : URL(string: joined).map(Href.init)
        }
        return URL(string: href, relativeTo: base.url).map { Href($0.absoluteURL) }
    }

    /// Whether `href` is an absolute URL that Foundation reads unchanged: a lower-case
    /// scheme; for `http` and `https` then `//`, a host of letters, digits, `-`, `.`, `_`
    /// or `~` and an optional port; then only the characters of ``hasPlainTail(_:)``.
    /// A user name, an IP literal, upper case or anything to encode is Foundation's to read.
    static func isPlainAbsoluteURL(_ href: String) -> Bool {
        withBytes(of: href) { bytes in
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { return false }
            for byte in bytes[..<colon] {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                    UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                    continue
                default: return false
                }
            }
            guard bytes[0] >= UInt8(ascii: "a") else { return false }
            var rest = bytes[(colon + 1)...]
            let slash = UInt8(ascii: "/")
            let hasAuthority = rest.count >= 2 && rest[rest.startIndex] == slash && rest[rest.startIndex + 1] == slash
            let isWeb = bytes[..<colon].elementsEqual("http".utf8) || bytes[..<colon].elementsEqual("https".utf8)
            if isWeb && !hasAuthority { return false }
            if hasAuthority {
                rest = rest.dropFirst(2)
                let end = rest.firstIndex { $0 == slash || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? rest.endIndex
                guard isPlainAuthority(rest[..<end]) else { return false }
                rest = rest[end...]
            }
            return isPlainTail(rest)
        }
    }

    /// `host[:port]`: a non-empty host of unreserved characters, a port of one to five digits.
    private static func isPlainAuthority(_ authority: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        let colon = authority.firstIndex(of: UInt8(ascii: ":")) ?? authority.endIndex
        let host = authority[..<colon]
        guard !host.isEmpty, host.allSatisfy(isUnreserved) else { return false }
        guard colon < authority.endIndex else { return true }
        let port = authority[(colon + 1)...]
        return (1...5).contains(port.count) && port.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// Whether a reference's path, query and fragment are of RFC 3986's characters only:
    /// unreserved, sub-delimiters, `:`, `@`, `/`, `?`, a `%` with two hex digits, and one
    /// `#` (Foundation encodes a second one). Such text needs no encoding.
    static func hasPlainTail(_ href: String) -> Bool {
        withBytes(of: href) { isPlainTail($0[...]) }
    }

    private static func isPlainTail(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var index = bytes.startIndex
        var inFragment = false
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "%"):
                guard index + 2 < bytes.endIndex, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else {
                    return false
                }
                index += 2
            case UInt8(ascii: "#"):
                if inFragment { return false }
                inFragment = true
            case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&")...UInt8(ascii: "/"), UInt8(ascii: ":"),
                UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "?"), UInt8(ascii: "@"):
                break
            default:
                guard isUnreserved(byte) else { return false }
            }
            index += 1
        }
        return true
    }

    /// RFC 3986's unreserved characters: letters, digits, `-`, `.`, `_` and `~`.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"):
            true
        default: false
        }
    }

    /// Whether `href` holds a byte no URL reference has.
    private static func hasForbiddenByte(_ href: String) -> Bool {
        withBytes(of: href) { bytes in bytes.contains(where: isForbidden) }
    }

    /// Whether `href` starts with `scheme:` (RFC 3986: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":").
    private static func hasScheme(_ href: String) -> Bool {
        schemeEnd(in: href) != nil
    }

    /// The index of the `:` after `text`'s scheme, when it starts with one.
    static func schemeEnd(in text: String) -> String.UTF8View.Index? {
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            switch utf8[index] {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): break
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                if index == utf8.startIndex { return nil }
            case UInt8(ascii: ":"): return index == utf8.startIndex ? nil : index
            default: return nil
            }
            utf8.formIndex(after: &index)
        }
        return nil
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
