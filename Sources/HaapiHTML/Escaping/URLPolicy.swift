import HaapiModel

/// Which URLs may appear in `href`, `src` and `action` attributes.
///
/// Allowed:
/// - `https://host/...` (with a host);
/// - `http://` only to a loopback host (`HostClassifier/isLoopback(_:)`);
/// - the page's own paths: starting with one `/` (never `//`, which is another host);
/// - for images only, `data:image/png`, `data:image/jpeg` or `data:image/gif` with a
///   `;base64,` payload of base64 characters;
/// - links to the app schemes listed in ``extraSchemes`` (such as `bankid`).
///
/// Everything else is refused: `javascript:`, `vbscript:`, `data:text/html`,
/// `file:`, `blob:`, unknown schemes, user names in the authority (`https://a@b`),
/// and any URL holding whitespace, control characters, backslashes or non-ASCII
/// characters, so that obfuscations such as `JaVaScRiPt:`, `java\tscript:`,
/// ` javascript:` or `/\evil.example` cannot slip through a browser's lenient
/// parser. A refused link is shown as its text only.
///
/// ```swift
/// let policy = try URLPolicy(extraSchemes: ["bankid"])
/// policy.linkURL("bankid:///?autostarttoken=...")   // allowed
/// policy.linkURL("javascript:alert(1)")              // nil
/// ```
public struct URLPolicy: Sendable, Hashable {
    /// App schemes allowed for links besides `https` and loopback `http`, lower case.
    public let extraSchemes: Set<String>

    /// Schemes that are never allowed, even when configured.
    public static let forbiddenSchemes: Set<String> = [
        "javascript", "vbscript", "data", "file", "blob", "filesystem", "about", "jar", "view-source", "ws", "wss", "http", "https",
    ]

    /// `https`, loopback `http`, relative paths and image `data:` URLs only.
    public static let standard = URLPolicy(checked: [])

    /// Creates a policy that also allows links to `extraSchemes` (such as `bankid`).
    ///
    /// - Throws: ``URLPolicyError`` naming a scheme that is not a scheme name, or one
    ///   that can run code or read local data (`javascript`, `data`, `file`, ...).
    public init(extraSchemes: Set<String>) throws(URLPolicyError) {
        var schemes: Set<String> = []
        for scheme in extraSchemes {
            let lowered = scheme.lowercased()
            guard Self.isSchemeName(lowered) else { throw URLPolicyError(scheme: scheme, reason: "is not a URL scheme name") }
            guard !Self.forbiddenSchemes.contains(lowered) else {
                throw URLPolicyError(scheme: scheme, reason: "cannot be allowed: it can run code, read local data, or is allowed already only in its safe form")
            }
            schemes.insert(lowered)
        }
        self.init(checked: schemes)
    }

    private init(checked schemes: Set<String>) {
        extraSchemes = schemes
    }

    /// `url` when a link (`<a href>`) may lead there, otherwise `nil`.
    public func linkURL(_ url: String) -> String? {
        guard Self.isPlain(url) else { return nil }
        if Self.isOwnPath(url) { return url }
        guard let scheme = Self.scheme(of: url) else { return nil }
        switch scheme {
        case "https": return Self.host(of: url).map { !$0.isEmpty } == true ? url : nil
        case "http": return Self.host(of: url).map(HostClassifier.isLoopback) == true ? url : nil
        default: return extraSchemes.contains(scheme) ? url : nil
        }
    }

    /// `url` when an image (`<img src>`) may be loaded from it, otherwise `nil`.
    public func imageURL(_ url: String) -> String? {
        guard Self.isPlain(url) else { return nil }
        if Self.isOwnPath(url) { return url }
        switch Self.scheme(of: url) {
        case "https": return Self.host(of: url).map { !$0.isEmpty } == true ? url : nil
        case "http": return Self.host(of: url).map(HostClassifier.isLoopback) == true ? url : nil
        case "data": return Self.isImageData(url) ? url : nil
        default: return nil
        }
    }

    /// `path` when a form may post there: the page's own paths only.
    public func formAction(_ path: String) -> String? {
        Self.isPlain(path) && Self.isOwnPath(path) ? path : nil
    }

    /// `path` when the page's script may be loaded from it: the page's own paths only.
    public func scriptPath(_ path: String) -> String? {
        formAction(path)
    }

    // MARK: Parts

    /// Printable ASCII without space or backslash: what a browser reads as we do.
    static func isPlain(_ url: String) -> Bool {
        !url.isEmpty && url.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") }
    }

    static func isOwnPath(_ url: String) -> Bool {
        let bytes = Array(url.utf8.prefix(2))
        return bytes.first == UInt8(ascii: "/") && (bytes.count == 1 || bytes[1] != UInt8(ascii: "/"))
    }

    /// The scheme in lower case, when `url` starts with one (`name:` before any `/?#`).
    static func scheme(of url: String) -> String? {
        guard let colon = url.firstIndex(of: ":") else { return nil }
        let name = url[..<colon].lowercased()
        return isSchemeName(name) ? name : nil
    }

    static func isSchemeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) }
    }

    /// The host of a `scheme://host[:port]/...` URL (lower case, brackets kept for
    /// IPv6), `nil` without `//` or with a user name.
    static func host(of url: String) -> String? {
        guard let colon = url.firstIndex(of: ":") else { return nil }
        let rest = url[url.index(after: colon)...]
        guard rest.hasPrefix("//") else { return nil }
        let authority = rest.dropFirst(2).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !authority.contains("@") else { return nil }
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            return String(authority[...close]).lowercased()
        }
        return String(authority.prefix { $0 != ":" }).lowercased()
    }

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

/// Why ``URLPolicy/init(extraSchemes:)`` refused a scheme.
public struct URLPolicyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The scheme as configured.
    public var scheme: String
    /// What is wrong with it.
    public var reason: String

    public var description: String { "URL policy: extra scheme \"\(scheme)\" \(reason)" }
}
