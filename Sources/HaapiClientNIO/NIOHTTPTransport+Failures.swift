import AsyncHTTPClient
import HaapiClient
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension NIOHTTPTransport {
    /// The error to throw for `error`, which ended `request` without an answer: the
    /// client's own errors and cancellation as they are, anything else a network error
    /// that says whether the server may have got the request.
    static func failure(_ error: any Error, request: TransportRequest) -> any Error {
        if error is HaapiClientError || error is CancellationError { return error }
        return HaapiClientError.network(networkError(error, request: request))
    }

    /// Maps an error of AsyncHTTPClient, SwiftNIO or swift-nio-ssl to a network error,
    /// telling failures before the request was sent (no connection: the server certainly
    /// did not get it) from those after, and temporary ones from permanent ones, as
    /// ``URLSessionTransport`` does for `URLError`.
    static func networkError(_ error: any Error, request: TransportRequest) -> NetworkError {
        let (reason, temporary, sent) = classify(error)
        return NetworkError(reason: reason, request: request.description, isTemporary: temporary, mayHaveReachedServer: sent)
    }

    private static func classify(_ error: any Error) -> (reason: String, temporary: Bool, sent: Bool) {
        let broke = "the connection broke before the answer came (the server may have received the request)"
        switch error {
        case let error as HTTPClientError:
            switch error {
            case .connectTimeout, .tlsHandshakeTimeout, .getConnectionFromPoolTimeout:
                return ("cannot connect to host", true, false)
            case .invalidURL, .emptyHost, .emptyScheme, .missingSocketPath:
                return ("unsupported URL", false, false)
            case .remoteConnectionClosed, .uncleanShutdown:
                return (broke, true, true)
            case .readTimeout, .writeTimeout, .deadlineExceeded:
                return ("timed out", true, true)
            case .cancelled:
                return ("cancelled", false, true)
            case .alreadyShutdown:
                return ("the transport was shut down", false, false)
            default:
                if error.shortDescription == "Unsupported scheme" { return ("unsupported URL", false, false) }
                // The short description carries no value of the request (metrics may show it).
                return ("HTTP client error: \(error.shortDescription)", false, true)
            }
        case let error as NIOConnectionError:
            if error.dnsAError != nil || error.dnsAAAAError != nil, error.connectionErrors.isEmpty {
                return ("cannot find host", true, false)
            }
            return ("cannot connect to host", true, false)
        case is ChannelError:
            if case ChannelError.connectTimeout = error { return ("cannot connect to host", true, false) }
            return (broke, true, true)
        case let error as IOError:
            switch error.errnoCode {
            case ECONNREFUSED, EHOSTUNREACH, ENETUNREACH:
                return ("cannot connect to host", true, false)
            default:
                return (broke, true, true)
            }
        case let error as NIOSSLError:
            if case .uncleanShutdown = error { return (broke, true, true) }
            return ("TLS failure", false, false)
        case is NIOSSLExtraError, is BoringSSLError:
            return ("TLS failure", false, false)
        case is HTTPParserError:
            return ("the server's answer is not valid HTTP", true, true)
        default:
            return ("network failure (\(type(of: error)))", false, true)
        }
    }
}
