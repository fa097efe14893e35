public import Foundation

/// The one place that decides what kind of host a URL names, for every layer: the
/// client's https rule, the flow's URL policy, the HTML renderer's attribute policy,
/// the app facade and the dev server all ask here, so they cannot disagree.
///
/// A loopback host is written exactly as one of:
/// - `localhost` (any case; not `localhost.example.com`, not `foo.localhost`);
/// - an IPv4 address in `127.0.0.0/8` with four decimal parts of 0...255 and no
///   leading zeros (`127.0.0.1`, `127.1.2.3`; not `127.evil.com`, `127.0.0.1.evil.com`,
///   `127.1`, `0177.0.0.1` or `2130706433`, which resolvers read in other ways);
/// - the IPv6 address `::1` in any spelling (`::1`, `0:0:0:0:0:0:0:1`, `::0:1`), with
///   or without brackets, without a zone index.
///
/// ```swift
/// HostClassifier.isLoopback("127.0.0.1")          // true
/// HostClassifier.isLoopback("127.evil.com")       // false
/// HostClassifier.isSecureServerURL(URL(string: "http://127.0.0.1:8443/oauth")!)   // true
/// HostClassifier.isSecureServerURL(URL(string: "http://login.example.com/")!)     // false
/// ```
public enum HostClassifier {
    /// Whether `host` is a loopback host (see the type's rules).
    public static func isLoopback(_ host: String) -> Bool {
        var text = Substring(host.lowercased())
        if text.hasPrefix("["), text.hasSuffix("]") { text = text.dropFirst().dropLast() }
        if text == "localhost" { return true }
        if text.contains(":") { return isIPv6Loopback(text) }
        return isIPv4Loopback(text)
    }

    /// Whether `url` may carry credentials: `https` with a host, or `http` to a
    /// loopback host.
    public static func isSecureServerURL(_ url: URL) -> Bool {
        guard let host = host(of: url) else { return false }
        switch url.scheme?.lowercased() {
        case "https": return true
        case "http": return isLoopback(host)
        default: return false
        }
    }

    /// The URL's host as written (percent-encoding kept, IPv6 with its brackets when
    /// written so), `nil` when empty or absent.
    public static func host(of url: URL) -> String? {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        guard let host = components?.percentEncodedHost, !host.isEmpty else { return nil }
        return host
    }

    /// `127.x.x.x` with four decimal parts of 0...255, no leading zeros (so no octal tricks).
    private static func isIPv4Loopback(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return false }
        var octets: [Int] = []
        for part in parts {
            guard (1...3).contains(part.count), part.utf8.allSatisfy({ (48...57).contains($0) }),
                part.count == 1 || part.first != "0", let value = Int(part), value <= 255
            else { return false }
            octets.append(value)
        }
        return octets[0] == 127
    }

    /// `::1` in any of its spellings (`0:0:0:0:0:0:0:1`, `::0:1`, ...); no zone index.
    private static func isIPv6Loopback(_ text: Substring) -> Bool {
        let halves = text.components(separatedBy: "::")
        guard halves.count <= 2 else { return false }
        func groups(_ part: String) -> [UInt16]? {
            if part.isEmpty { return [] }
            var values: [UInt16] = []
            for group in part.split(separator: ":", omittingEmptySubsequences: false) {
                guard (1...4).contains(group.count), group.allSatisfy(\.isHexDigit), group.allSatisfy(\.isASCII),
                    let value = UInt16(group, radix: 16)
                else { return nil }
                values.append(value)
            }
            return values
        }
        guard let head = groups(halves[0]) else { return false }
        var address = head
        if halves.count == 2 {
            guard let tail = groups(halves[1]), head.count + tail.count <= 7 else { return false }
            address = head + Array(repeating: 0, count: 8 - head.count - tail.count) + tail
        } else if head.count != 8 {
            return false
        }
        return address == [0, 0, 0, 0, 0, 0, 0, 1]
    }
}
