/// A URL that ``URLPolicy`` did not allow for a purpose: which purpose, the URL's scheme
/// and host, and why.
///
/// It never holds the whole URL: queries carry secrets (a BankID `autostarttoken`, a
/// browser flow's nonces), so only the scheme and host reach messages and logs.
///
/// ```swift
/// do {
///     try URLPolicy.standard.check(href, for: .bankIDApp)
/// } catch {
///     logger.warning("\(error)")   // "BankID app launch refused a URL with scheme file and no host: ..."
/// }
/// ```
public struct URLRefusedError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// Why a URL was refused.
    public enum Reason: String, Sendable, Hashable, Codable, CustomStringConvertible {
        /// The scheme (or its absence) is not one the purpose allows.
        case schemeNotAllowed = "scheme-not-allowed"
        /// An `http` or `https` URL without a host.
        case missingHost = "missing-host"
        /// Plain `http` to a host that is not loopback.
        case httpNotLoopback = "http-not-loopback"
        /// Whitespace, control characters, backslashes or non-ASCII characters, which
        /// browsers and URL parsers read in different ways (`java\tscript:`, `/\\evil`).
        case unsafeCharacters = "unsafe-characters"
        /// A user name in the authority (`https://trusted@evil.example/`), which hides
        /// the real host from a reader.
        case userInfo = "user-info"
        /// Not one of the page's own paths where only those are allowed (or `//host`,
        /// which is another host).
        case notOwnPath = "not-own-path"
        /// A `data:` URL that is not a base64 PNG, JPEG or GIF image.
        case notImageData = "not-image-data"

        public var description: String {
            switch self {
            case .schemeNotAllowed: "the scheme is not allowed"
            case .missingHost: "the URL has no host"
            case .httpNotLoopback: "plain http is allowed to loopback hosts only"
            case .unsafeCharacters: "the URL holds whitespace, control, backslash or non-ASCII characters"
            case .userInfo: "the URL names a user before its host"
            case .notOwnPath: "only the page's own paths are allowed"
            case .notImageData: "only base64 PNG, JPEG or GIF data is allowed"
            }
        }
    }

    /// What the URL was for.
    public var purpose: URLPurpose
    /// The URL's scheme, lower-cased; `nil` when it has none.
    public var scheme: String?
    /// The URL's host as written (percent-encoding kept); `nil` when it has none.
    public var host: String?
    /// Why it was refused.
    public var reason: Reason

    /// Creates a refusal.
    public init(purpose: URLPurpose, scheme: String?, host: String?, reason: Reason) {
        self.purpose = purpose
        self.scheme = scheme
        self.host = host
        self.reason = reason
    }

    public var description: String {
        let scheme = self.scheme.map { "scheme \($0)" } ?? "no scheme"
        let host = self.host.map { "host \($0)" } ?? "no host"
        return "\(purpose) refused a URL with \(scheme) and \(host): \(reason) (allowed: \(purpose.allowedURLs))"
    }
}

/// The former name.
@available(*, deprecated, renamed: "URLRefusedError")
public typealias URLRefusal = URLRefusedError
