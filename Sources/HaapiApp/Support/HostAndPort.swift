import Foundation
import HaapiModel

/// A `host[:port]` authority without user info, as a secret's link host and a
/// router's universal-link host are written: a registered name of letters, digits,
/// `-` and `.`, an IPv4 address, or an IPv6 address in brackets, then an optional
/// port of 1...65535. The host is kept lowercased, so comparisons ignore case.
struct HostAndPort: Sendable, Hashable {
    /// The host, lowercased; an IPv6 address keeps its brackets.
    let host: String
    /// The explicit port, if one is written.
    let port: Int?

    /// Parses `host[:port]`; `nil` when `text` is anything else (a path, user info, an empty host, a bad port).
    init?(_ text: String) {
        let lowered = text.lowercased()
        var hostPart = Substring(lowered)
        var portPart: Substring?
        if lowered.hasPrefix("[") {
            guard let close = lowered.firstIndex(of: "]") else { return nil }
            hostPart = lowered[...close]
            let rest = lowered[lowered.index(after: close)...]
            if !rest.isEmpty {
                guard rest.first == ":" else { return nil }
                portPart = rest.dropFirst()
            }
            let inside = hostPart.dropFirst().dropLast()
            guard inside.contains(":"), inside.allSatisfy({ $0.isASCII && ($0.isHexDigit || $0 == ":" || $0 == ".") })
            else { return nil }
        } else {
            if let colon = lowered.firstIndex(of: ":") {
                hostPart = lowered[..<colon]
                portPart = lowered[lowered.index(after: colon)...]
            }
            guard (1...253).contains(hostPart.utf8.count),
                hostPart.utf8.allSatisfy({ TextRules.isASCIIAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
            else { return nil }
        }
        if let portPart {
            guard (1...5).contains(portPart.count), portPart.allSatisfy({ ("0"..."9").contains($0) }),
                let value = Int(portPart), (1...65535).contains(value)
            else { return nil }
            port = value
        } else {
            port = nil
        }
        host = String(hostPart)
    }

    /// The authority of `url` (host lowercased, IPv6 in brackets, port if written);
    /// `nil` when the URL has no host.
    init?(of url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let rawHost = components.percentEncodedHost, !rawHost.isEmpty
        else { return nil }
        let lowered = rawHost.lowercased()
        host = lowered.contains(":") && !lowered.hasPrefix("[") ? "[\(lowered)]" : lowered
        port = components.port
    }

    /// `host[:port]` as written.
    var text: String {
        port.map { "\(host):\($0)" } ?? host
    }

    /// Whether the host is a loopback host (`127.0.0.1`, `[::1]`, `localhost`, ...).
    var isLoopback: Bool {
        HostClassifier.isLoopback(host)
    }

    /// Whether `other` names the same host and port, an absent port standing for
    /// `defaultPort` (443 for https, 80 for http).
    func matches(_ other: HostAndPort, defaultPort: Int) -> Bool {
        host == other.host && (port ?? defaultPort) == (other.port ?? defaultPort)
    }
}
