import HaapiWeb
import NIOCore
import PostgresNIO

/// The settings as postgres-nio's configurations: the pool's, and one connection's for
/// the checks at start. (NIOSSL's `TLSConfiguration` and `NIOSSLContext` come with PostgresNIO.)
extension PostgresStoreSettings {
    /// Sent at every connection's start: the server abandons a statement the store gave up
    /// on, and names the connections of HaapiWeb in `pg_stat_activity`.
    var startupParameters: [(String, String)] {
        [("statement_timeout", "\(Int(requestTimeout / .milliseconds(1)))"), ("application_name", "haapi-web")]
    }

    /// The pool's configuration.
    var clientConfiguration: PostgresClient.Configuration {
        let tls: PostgresClient.Configuration.TLS =
            switch self.tls {
            case .disable: .disable
            case .prefer: .prefer(.makeClientConfiguration())
            case .require: .require(.makeClientConfiguration())
            }
        var configuration = PostgresClient.Configuration(host: host, port: port, username: user, password: password, database: database, tls: tls)
        configuration.options.connectTimeout = connectTimeout
        configuration.options.maximumConnections = poolSize
        configuration.options.additionalStartupParameters = startupParameters
        return configuration
    }

    /// One connection's configuration, for the checks and migrations at start.
    func connectionConfiguration() throws(WebSessionStoreError) -> PostgresConnection.Configuration {
        let tls: PostgresConnection.Configuration.TLS
        do {
            switch self.tls {
            case .disable: tls = .disable
            case .prefer: tls = .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
            case .require: tls = .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
            }
        } catch {
            throw WebSessionStoreError(.configuration, store: name, reason: "TLS cannot be set up (\(error))")
        }
        var configuration = PostgresConnection.Configuration(host: host, port: port, username: user, password: password, database: database, tls: tls)
        configuration.options.connectTimeout = TimeAmount(connectTimeout)
        configuration.options.additionalStartupParameters = startupParameters
        return configuration
    }
}
