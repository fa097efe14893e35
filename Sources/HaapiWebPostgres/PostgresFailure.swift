import Foundation
import HaapiWeb
import PostgresNIO

/// What an error of postgres-nio means for a host, as a `WebSessionStoreError`.
///
/// `PSQLError`'s description is deliberately vague (and its debug description holds the
/// query and its bound values, session bodies included), so the reason is built from its
/// code and the server's SQLSTATE and message, which never hold the password.
enum PostgresFailure {
    /// SQLSTATEs that mean the server is going away, not yet up, or overloaded:
    /// admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections; class 08
    /// is every connection exception.
    static let unavailableStates: Set<String> = ["57P01", "57P02", "57P03", "53300"]

    /// `error` met while `doing` (e.g. "reading a session") on `store`.
    static func storeError(_ error: any Error, doing: String, store: String) -> WebSessionStoreError {
        switch error {
        case let error as WebSessionStoreError:
            return error
        case let error as PostgresTransactionError:
            guard let cause = error.beginError ?? error.closureError ?? error.commitError else {
                return WebSessionStoreError(.failed, store: store, reason: "\(doing) failed in a transaction")
            }
            return storeError(cause, doing: doing, store: store)
        case let error as PSQLError:
            return psqlError(error, doing: doing, store: store)
        case is CancellationError:
            return WebSessionStoreError(.failed, store: store, reason: "\(doing) was cancelled")
        default:
            // The pool's own errors (its module is not exported): its circuit breaker opens
            // when no connection could be made for a while, and it keeps trying.
            if String(reflecting: type(of: error)).hasSuffix("ConnectionPoolError") {
                return WebSessionStoreError(.unavailable, store: store, reason: "\(doing) failed: no connection to the database could be opened")
            }
            return WebSessionStoreError(.failed, store: store, reason: "\(doing) failed (\(error))")
        }
    }

    private static func psqlError(_ error: PSQLError, doing: String, store: String) -> WebSessionStoreError {
        func make(_ kind: WebSessionStoreError.Kind, _ what: String) -> WebSessionStoreError {
            WebSessionStoreError(kind, store: store, reason: "\(doing) failed: \(what)")
        }
        switch error.code {
        case .server:
            let state = error.serverInfo?[.sqlState] ?? "?????"
            let said = "\(error.serverInfo?[.message] ?? "an error") (SQLSTATE \(state))"
            switch state {
            case "28P01", "28000": return make(.configuration, "the server refused the role's credentials: \(said)")
            case "3D000": return make(.configuration, "the database does not exist: \(said)")
            case "57014": return make(.unavailable, "the statement took longer than the request timeout: \(said)")
            case _ where state.hasPrefix("08") || unavailableStates.contains(state): return make(.unavailable, "the server is unavailable: \(said)")
            default: return make(.failed, "the server answered \(said)")
            }
        case .connectionError:
            let cause = error.underlying.map { " (\(describe($0)))" } ?? ""
            if let underlying = error.underlying, underlying is NIOSSLError || underlying is BoringSSLError {
                return make(.configuration, "TLS with the server failed\(cause)")
            }
            return make(.unavailable, "cannot connect to the server\(cause)")
        case .sslUnsupported:
            return make(.configuration, "the server does not offer TLS, which sslmode=require asks for")
        case .unsupportedAuthMechanism, .authMechanismRequiresPassword, .saslError:
            return make(.configuration, "the server asks for an authentication this role's settings cannot give (\(error.code))")
        case .serverClosedConnection, .clientClosedConnection, .uncleanShutdown, .queryCancelled, .poolClosed:
            return make(.unavailable, "the connection to the server was lost (\(error.code))")
        default:
            return make(.failed, "postgres-nio reported \(error.code)")
        }
    }

    /// Why a connection could not be made, in a few words: "Connection refused", not
    /// NIO's whole description of every address tried.
    private static func describe(_ error: any Error) -> String {
        if let error = error as? NIOConnectionError {
            if let last = error.connectionErrors.last { return describe(last.error) }
            if error.dnsAError != nil || error.dnsAAAAError != nil { return "the host name does not resolve" }
        }
        if let error = error as? IOError { return String(cString: strerror(error.errnoCode)) }
        return "\(error)"
    }
}
