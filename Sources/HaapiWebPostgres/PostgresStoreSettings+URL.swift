import Foundation
public import HaapiWeb

extension PostgresStoreSettings {
    /// The URL parameters ``init(url:)`` knows.
    public static let urlParameters = ["sslmode", "connect_timeout", "request_timeout", "pool_size"]

    /// Parses a libpq URL:
    /// `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?PARAMETERS]` (or `postgresql://`).
    ///
    /// The user, the password and the database are percent-decoded; the port is 5432 when
    /// left out; an IPv6 address is written in brackets. The parameters, all optional:
    /// `sslmode` (`disable`, `prefer` — the default — `require`, or `verify-full`, the same
    /// as `require`), `connect_timeout` (seconds, 10 by default), `pool_size` (connections,
    /// 10 by default) and, this module's own, `request_timeout` (seconds, 15 by default).
    ///
    /// - Throws: `WebSessionStoreError` of kind `configuration` naming the part that is
    ///   wrong (never the password).
    public init(url: String) throws(WebSessionStoreError) {
        let store = Self.redacting(url)
        func malformed(_ reason: String) -> WebSessionStoreError {
            WebSessionStoreError(.configuration, store: store, reason: "the URL \(reason) (postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE)")
        }
        guard let schemeEnd = url.range(of: "://"), ["postgres", "postgresql"].contains(url[..<schemeEnd.lowerBound].lowercased()) else {
            throw malformed("does not start with postgres:// or postgresql://")
        }
        let rest = url[schemeEnd.upperBound...]
        guard !rest.contains("#") else { throw malformed("has a fragment (#)") }
        let location = rest.prefix { $0 != "?" }
        guard let at = location.lastIndex(of: "@") else { throw malformed("names no user") }
        let userInfo = location[..<at]
        let (user, password) = (userInfo.prefix { $0 != ":" }, userInfo.firstIndex(of: ":").map { userInfo[userInfo.index(after: $0)...] })
        guard let decodedUser = String(user).removingPercentEncoding else { throw malformed("has a malformed percent escape in the user") }
        guard !decodedUser.isEmpty else { throw malformed("names no user") }
        let decodedPassword = try password.map { password throws(WebSessionStoreError) in
            guard let decoded = String(password).removingPercentEncoding else { throw malformed("has a malformed percent escape in the password") }
            return decoded
        }
        let server = location[location.index(after: at)...]
        guard let slash = server.firstIndex(of: "/") else { throw malformed("names no database") }
        let (host, port) = try Self.hostAndPort(server[..<slash], malformed)
        guard let database = String(server[server.index(after: slash)...]).removingPercentEncoding else {
            throw malformed("has a malformed percent escape in the database")
        }
        guard !database.isEmpty, !database.contains("/") else { throw malformed("names no database, or more than one path segment") }
        self.init(host: host, port: port, user: decodedUser, password: decodedPassword, database: database)
        if let query = rest.firstIndex(of: "?").map({ rest[rest.index(after: $0)...] }) {
            try apply(parameters: query, malformed)
        }
    }

    /// The host and port of `server` (`HOST[:PORT]` or `[IPV6][:PORT]`).
    private static func hostAndPort(
        _ server: Substring, _ malformed: (String) -> WebSessionStoreError
    ) throws(WebSessionStoreError) -> (String, Int) {
        var host = server
        var port: Substring?
        if server.hasPrefix("[") {
            guard let close = server.firstIndex(of: "]") else { throw malformed("has an IPv6 address without its closing bracket") }
            host = server[server.index(after: server.startIndex)..<close]
            let after = server[server.index(after: close)...]
            guard after.isEmpty || after.hasPrefix(":") else { throw malformed("has something after the IPv6 address's bracket") }
            port = after.isEmpty ? nil : after.dropFirst()
        } else if let colon = server.firstIndex(of: ":") {
            host = server[..<colon]
            port = server[server.index(after: colon)...]
        }
        guard !host.isEmpty else { throw malformed("names no host") }
        guard let port else { return (String(host), 5432) }
        guard let number = Int(port), (1...65535).contains(number) else {
            throw malformed("has the port '\(port)', which is not a number from 1 to 65535")
        }
        return (String(host), number)
    }

    /// Applies the URL's `name=value&…` parameters.
    private mutating func apply(parameters: Substring, _ malformed: (String) -> WebSessionStoreError) throws(WebSessionStoreError) {
        for pair in parameters.split(separator: "&") {
            let name = String(pair.prefix { $0 != "=" })
            let value = pair.firstIndex(of: "=").map { String(pair[pair.index(after: $0)...]) } ?? ""
            func positive(_ unit: String) throws(WebSessionStoreError) -> Int {
                guard let number = Int(value), number > 0 else { throw malformed("has \(name)=\(value), which is not a positive number of \(unit)") }
                return number
            }
            switch name {
            case "sslmode":
                guard let mode = value == "verify-full" ? .require : TLSMode(rawValue: value) else {
                    throw malformed("has sslmode=\(value), which is not one of disable, prefer, require or verify-full")
                }
                tls = mode
            case "connect_timeout": connectTimeout = .seconds(try positive("seconds"))
            case "request_timeout": requestTimeout = .seconds(try positive("seconds"))
            case "pool_size": poolSize = try positive("connections")
            default:
                // The value is not repeated: a misplaced password could be in it.
                throw malformed("has the parameter '\(name)', which is not one of \(Self.urlParameters.joined(separator: ", "))")
            }
        }
    }

    /// `url` without its password or parameters, for messages about a URL that may not parse.
    static func redacting(_ url: String) -> String {
        guard let schemeEnd = url.range(of: "://") else { return "PostgreSQL" }
        let location = url[schemeEnd.upperBound...].prefix { $0 != "?" && $0 != "#" }
        guard let at = location.lastIndex(of: "@") else { return "PostgreSQL" }
        let user = location[..<at].prefix { $0 != ":" }
        return "postgres://\(user)@\(location[location.index(after: at)...])"
    }
}
