import Foundation

/// The one place that decides whether a URL from the server may be opened or followed,
/// by what it is for (see ``URLPurpose`` for the table). The flow checks every URL
/// before anything is started: the BankID and external-browser handlers before they
/// call their ``URLOpener``, the flow before it follows a link, and ``SystemURLOpener``
/// again before it starts a program.
///
/// ```swift
/// try URLPolicy.check(URL(string: "bankid:///?autostarttoken=...")!, for: .bankIDApp)   // allowed
/// try URLPolicy.check(URL(string: "http://127.0.0.1:8080/cb")!, for: .externalBrowser)  // allowed
/// try URLPolicy.check(URL(string: "file:///etc/passwd")!, for: .bankIDApp)              // throws schemeNotAllowed
/// try URLPolicy.check(URL(string: "http://127.0.0.1.evil.com/")!, for: .link)           // throws httpNotLoopback
/// ```
public enum URLPolicy {
    /// Checks that `url` may be opened for `purpose`.
    ///
    /// - Throws: A ``URLRefusal`` naming the purpose, the URL's scheme and host, and why.
    public static func check(_ url: URL, for purpose: URLPurpose) throws(URLRefusal) {
        let scheme = url.scheme?.lowercased()
        let host = hostOf(url)
        switch purpose {
        case .bankIDApp:
            guard scheme == "bankid" else { throw URLRefusal(purpose: purpose, scheme: scheme, host: host, reason: .schemeNotAllowed) }
        case .externalBrowser, .link:
            guard scheme == "https" || scheme == "http" else {
                throw URLRefusal(purpose: purpose, scheme: scheme, host: host, reason: .schemeNotAllowed)
            }
            guard let host else { throw URLRefusal(purpose: purpose, scheme: scheme, host: nil, reason: .missingHost) }
            guard scheme == "https" || isLoopback(host: host) else {
                throw URLRefusal(purpose: purpose, scheme: scheme, host: host, reason: .httpNotLoopback)
            }
        }
    }

    /// Whether `url` may be opened for `purpose`.
    public static func allows(_ url: URL, for purpose: URLPurpose) -> Bool {
        do {
            try check(url, for: purpose)
            return true
        } catch {
            return false
        }
    }

    /// Whether `host` is a loopback host: an IPv4 address in `127.0.0.0/8` (four decimal
    /// parts), the IPv6 address `::1` (with or without brackets, in any spelling), or
    /// `localhost`. Names that merely start with them (`127.0.0.1.example.com`,
    /// `localhost.example.com`) are not.
    public static func isLoopback(host: String) -> Bool {
        var text = Substring(host.lowercased())
        if text.hasPrefix("["), text.hasSuffix("]") { text = text.dropFirst().dropLast() }
        if text == "localhost" { return true }
        if text.contains(":") { return isIPv6Loopback(text) }
        return isIPv4Loopback(text)
    }

    /// The URL's host as written (percent-encoding kept), `nil` when empty or absent.
    static func hostOf(_ url: URL) -> String? {
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
        }
        return address == [0, 0, 0, 0, 0, 0, 0, 1]
    }
}
