public import Foundation

extension WebHostConfiguration {
    /// `text` as a ``publicURL``: an origin, `http` or `https` with a host and perhaps a
    /// port, and no path (but `/`), query, fragment or user. It is returned as browsers
    /// name the origin (the scheme and host in lower case, no default port, no `/` at the
    /// end), which is what a passkey's server compares with the browser's.
    ///
    /// - Throws: ``WebHostError`` saying what is wrong with `text`.
    public static func checkedPublicURL(_ text: String) throws(WebHostError) -> URL {
        func refused(_ why: String) -> WebHostError {
            WebHostError(reason: "public URL '\(text)' \(why) (such as https://login.example.com)")
        }
        guard let parts = URLComponents(string: text), let scheme = parts.scheme?.lowercased(), ["http", "https"].contains(scheme) else {
            throw refused("is not an http or https URL")
        }
        guard let host = parts.host?.lowercased(), !host.isEmpty else { throw refused("has no host") }
        guard parts.user == nil, parts.password == nil else { throw refused("may not hold a user or password") }
        guard parts.path.isEmpty || parts.path == "/", parts.query == nil, parts.fragment == nil else {
            throw refused("is an origin: it has no path, query or fragment")
        }
        if let port = parts.port, !(1...65_535).contains(port) { throw refused("has a port outside 1...65535") }
        let port = parts.port.flatMap { $0 == (scheme == "https" ? 443 : 80) ? nil : $0 }
        guard let origin = URL(string: "\(scheme)://\(host)" + (port.map { ":\($0)" } ?? "")) else { throw refused("is not a URL") }
        return origin
    }
}
