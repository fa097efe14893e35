package import Foundation

/// The `htu` form of a URL (RFC 9449 section 4.2 and 4.3): scheme and host lower-cased, the
/// default port (80 for http, 443 for https) dropped, an empty path written as `/`, and no
/// user info, query or fragment. The path keeps its percent-encoding as given.
///
/// ```swift
/// try DPoPTargetURI.normalize("HTTPS://AS.Example:443/token?x=1#f")
/// // "https://as.example/token"
/// ```
package enum DPoPTargetURI {
    /// Normalises a URL string.
    package static func normalize(_ string: String) throws(DPoPTargetURIError) -> String {
        guard let components = URLComponents(string: string) else { throw .notAURL(string) }
        return try normalize(components, original: string)
    }

    /// Normalises a URL.
    package static func normalize(_ url: URL) throws(DPoPTargetURIError) -> String {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            throw .notAURL(url.absoluteString)
        }
        return try normalize(components, original: url.absoluteString)
    }

    private static func normalize(_ components: URLComponents, original: String) throws(DPoPTargetURIError) -> String {
        guard let scheme = components.scheme?.lowercased(), scheme == "https" || scheme == "http" else {
            throw .unsupportedScheme(components.scheme ?? "")
        }
        guard var host = components.percentEncodedHost?.lowercased(), !host.isEmpty else {
            throw .missingHost(original)
        }
        if host.contains(":") && !host.hasPrefix("[") {
            host = "[" + host + "]"
        }
        var result = scheme + "://" + host
        if let port = components.port {
            let isDefault = (scheme == "https" && port == 443) || (scheme == "http" && port == 80)
            if !isDefault { result += ":\(port)" }
        }
        let path = components.percentEncodedPath
        result += path.isEmpty ? "/" : path
        return result
    }
}

/// Why a URL cannot be used as a DPoP `htu`.
public enum DPoPTargetURIError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text does not parse as a URL.
    case notAURL(String)
    /// The scheme is not `http` or `https`.
    case unsupportedScheme(String)
    /// The URL has no host.
    case missingHost(String)

    public var description: String {
        switch self {
        case .notAURL(let text): return "htu: '\(text)' is not a URL"
        case .unsupportedScheme(let scheme): return "htu: scheme '\(scheme)' is not http or https"
        case .missingHost(let text): return "htu: '\(text)' has no host"
        }
    }
}
