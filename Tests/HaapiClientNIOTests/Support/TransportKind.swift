import Foundation
import HaapiClient
import HaapiClientNIO
import NIOSSL
import Testing

/// The transports the conformance suite holds to the same rules.
enum TransportKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case urlSession = "URLSessionTransport"
    case nio = "NIOHTTPTransport"

    var testDescription: String { rawValue }

    /// A transport of this kind.
    func make(timeout: TimeInterval = 30, limit: Int = 8 << 20, tls: TLSConfiguration? = nil) -> any HTTPTransport {
        switch self {
        case .urlSession:
            // URLSession on Linux trusts the system's roots only (a TLS configuration has no say).
            URLSessionTransport(defaultTimeout: timeout, maximumResponseSize: limit)
        case .nio:
            NIOHTTPTransport(defaultTimeout: timeout, maximumResponseSize: limit, tlsConfiguration: tls)
        }
    }
}
