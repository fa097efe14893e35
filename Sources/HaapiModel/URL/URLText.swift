/// A URL's text taken apart the way a browser reads it, for ``URLPolicy``: no
/// Foundation parsing, which accepts (and repairs) more than browsers agree on.
struct URLText {
    /// The scheme in lower case, when the text starts with one (`name:` before any `/?#`).
    let scheme: String?
    /// The host of a `scheme://[user@]host[:port]/...` URL (lower case, IPv6 brackets
    /// kept); `nil` without `//` or when empty.
    let host: String?
    /// Whether the authority names a user (`user@host`).
    let hasUserInfo: Bool
    /// Whether the text is a path of the page's own host: one `/`, never `//`.
    let isOwnPath: Bool

    init(_ url: String) {
        let head = Array(url.utf8.prefix(2))
        isOwnPath = head.first == UInt8(ascii: "/") && (head.count == 1 || head[1] != UInt8(ascii: "/"))
        guard let colon = url.firstIndex(of: ":"), Self.isSchemeName(url[..<colon].lowercased()) else {
            (scheme, host, hasUserInfo) = (nil, nil, false)
            return
        }
        scheme = url[..<colon].lowercased()
        let rest = url[url.index(after: colon)...]
        guard rest.hasPrefix("//") else {
            (host, hasUserInfo) = (nil, false)
            return
        }
        var authority = rest.dropFirst(2).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        hasUserInfo = authority.contains("@")
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        let name: Substring
        if authority.hasPrefix("[") {
            name = authority.firstIndex(of: "]").map { authority[...$0] } ?? authority
        } else {
            name = authority.prefix { $0 != ":" }
        }
        host = name.isEmpty ? nil : name.lowercased()
    }

    /// Printable ASCII without space or backslash (or nothing): what every reader reads alike.
    static func isPlain(_ url: String) -> Bool {
        url.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") }
    }

    /// A letter, then letters, digits, `+`, `-` or `.` (RFC 3986 §3.1), lower case.
    static func isSchemeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) }
    }

    /// A base64 PNG, JPEG or GIF `data:` URL with a non-empty payload of base64 characters.
    static func isImageData(_ url: String) -> Bool {
        let lowered = url.prefix(30).lowercased()
        let prefixes = ["data:image/png;base64,", "data:image/jpeg;base64,", "data:image/gif;base64,"]
        guard let prefix = prefixes.first(where: { lowered.hasPrefix($0) }) else { return false }
        let payload = url.utf8.dropFirst(prefix.utf8.count)
        return !payload.isEmpty && payload.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            case UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="): true
            default: false
            }
        }
    }
}
