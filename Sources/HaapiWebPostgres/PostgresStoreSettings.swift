import Foundation

/// Where ``PostgresWebSessionStore`` finds its database, and how it connects: the
/// server, the credentials, TLS, the pool's size and how long it waits.
///
/// Usually parsed from a libpq URL with ``init(url:)``:
/// `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=…&connect_timeout=…&pool_size=…&request_timeout=…]`.
///
/// The settings never show their password: ``name`` and ``description`` leave it out,
/// and so does a `dump` of them.
public struct PostgresStoreSettings: Sendable, Equatable {
    /// Whether connections use TLS, named as libpq's `sslmode`.
    public enum TLSMode: String, Sendable, Equatable, CaseIterable {
        /// Plain TCP, no TLS.
        case disable
        /// TLS when the server offers it, plain TCP when it does not. A server that offers
        /// TLS must pass NIOSSL's default checks (a certificate chaining to a root the system
        /// trusts, issued for the URL's host: its name, or its IP address), or the connection fails.
        case prefer
        /// TLS only, with the same checks: a server without TLS is refused too (this is
        /// libpq's `verify-full`, which the URL also accepts).
        case require
    }

    /// The server's host name or IP address.
    public var host: String
    /// The server's TCP port.
    public var port: Int
    /// The role to connect as.
    public var user: String
    /// The role's password, if it needs one.
    public var password: String?
    /// The database holding the sessions.
    public var database: String
    /// Whether connections use TLS.
    public var tls: TLSMode
    /// How long opening one connection (TCP, TLS and authentication) may take.
    public var connectTimeout: Duration
    /// How long one call of the store may take, waiting for a connection included; past
    /// it the call fails as unavailable (and the server abandons the statement).
    public var requestTimeout: Duration
    /// How many connections the store's pool opens at most.
    public var poolSize: Int

    /// Creates settings; see the properties for what each one is.
    public init(
        host: String, port: Int = 5432, user: String, password: String? = nil, database: String, tls: TLSMode = .prefer,
        connectTimeout: Duration = .seconds(10), requestTimeout: Duration = .seconds(15), poolSize: Int = 10
    ) {
        self.host = host
        self.port = port
        self.user = user
        self.password = password
        self.database = database
        self.tls = tls
        self.connectTimeout = connectTimeout
        self.requestTimeout = requestTimeout
        self.poolSize = poolSize
    }

    /// The database's URL without the password: `postgres://user@host:port/database`.
    public var name: String {
        let user = user.addingPercentEncoding(withAllowedCharacters: .urlUserAllowed) ?? user
        let database = database.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? database
        let host = host.contains(":") ? "[\(host)]" : host
        return "postgres://\(user)@\(host):\(port)/\(database)"
    }
}

extension PostgresStoreSettings: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The ``name`` and the connection settings, never the password.
    public var description: String {
        "\(name) (sslmode=\(tls.rawValue), connect_timeout=\(connectTimeout), request_timeout=\(requestTimeout), pool_size=\(poolSize))"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// The settings with the password replaced, for `dump` and the debugger.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "host": host, "port": port, "user": user, "password": password == nil ? "none" : "(hidden)", "database": database,
                "tls": tls, "connectTimeout": connectTimeout, "requestTimeout": requestTimeout, "poolSize": poolSize,
            ], displayStyle: .struct)
    }
}
