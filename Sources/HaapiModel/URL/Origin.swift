public import Foundation

/// A URL's origin (RFC 6454): scheme, host and port, compared exactly — the unit of
/// trust for where credentials may go.
///
/// The scheme and host are lower-cased, an IPv6 host keeps its brackets, and an absent
/// port stands for the scheme's default (443 for `https`, 80 for `http`), so
/// `https://Login.example.com/a` and `https://login.example.com:443/b` have one origin.
///
/// ```swift
/// let issuer = Origin(URL(string: "https://login.example.com/oauth")!)
/// issuer == Origin(URL(string: "https://login.example.com:443/authn")!)   // true
/// issuer == Origin(URL(string: "https://login.example.com.evil.io/")!)    // false
/// ```
public struct Origin: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The scheme, lower-cased (`https`, `http`).
    public let scheme: String
    /// The host, lower-cased, percent-encoding kept; an IPv6 address in brackets.
    public let host: String
    /// The port, the scheme's default when the URL names none.
    public let port: Int

    /// The origin of `url`; `nil` when it has no scheme or host, or a scheme without a
    /// default port and no explicit one.
    public init?(_ url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let scheme = components.scheme?.lowercased(), let rawHost = HostClassifier.host(of: url)
        else { return nil }
        let host = rawHost.lowercased()
        guard let port = components.port ?? Self.defaultPort(scheme) else { return nil }
        self.scheme = scheme
        self.host = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        self.port = port
    }

    /// `scheme://host[:port]`, the port written only when it is not the default.
    public var description: String {
        port == Self.defaultPort(scheme) ? "\(scheme)://\(host)" : "\(scheme)://\(host):\(port)"
    }

    private static func defaultPort(_ scheme: String) -> Int? {
        switch scheme {
        case "https": 443
        case "http": 80
        default: nil
        }
    }
}
