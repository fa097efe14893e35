public import Foundation
public import HaapiClient
import Synchronization

/// A transport that passes every request on and keeps each request with its answer:
/// for tests that check what reached the server, and for recording a login as a
/// replayable folder (``recording(configuration:)``, ``write(to:configuration:)``).
///
/// What it keeps is what went over the wire, secrets included, in memory only; a
/// recording made from it has every secret replaced by a `redacted-…` placeholder.
///
/// ```swift
/// let tap = TransportTap()
/// let client = HaapiClient(configuration: configuration, transport: tap)
/// // ... run the login ...
/// #expect(tap.requests.contains { $0.url.path == "/oauth/token" })
/// try tap.write(to: URL(fileURLWithPath: "Recordings/password-login"), configuration: configuration)
/// ```
public final class TransportTap: HTTPTransport {
    /// A request and the answer it got.
    public struct Exchange: Sendable, Hashable {
        /// What the app sent.
        public var request: TransportRequest
        /// What came back.
        public var response: TransportResponse
    }

    private let inner: any HTTPTransport
    private let kept = Mutex<[Exchange]>([])

    /// Creates a tap that sends through `inner`.
    public init(_ inner: any HTTPTransport = URLSessionTransport()) {
        self.inner = inner
    }

    public func send(_ request: TransportRequest) async throws -> TransportResponse {
        let response = try await inner.send(request)
        kept.withLock { $0.append(Exchange(request: request, response: response)) }
        return response
    }

    /// The exchanges so far, in order (requests that failed without an answer are not kept).
    public var exchanges: [Exchange] { kept.withLock { $0 } }

    /// The requests so far, in order.
    public var requests: [TransportRequest] { exchanges.map(\.request) }

    /// The exchanges so far as a recording, every secret redacted.
    ///
    /// - Parameter configuration: The configuration the app ran with (its issuer, client
    ///   id, redirect URI, scopes and authorization parameters go into the index; its
    ///   secrets do not).
    public func recording(configuration: HaapiClientConfiguration) -> RecordedFolder {
        RecordedFolder(configuration: configuration, exchanges: ExchangeRedactor.redact(exchanges))
    }

    /// Writes ``recording(configuration:)`` as a folder (created when missing; the files
    /// of an earlier recording in it are replaced).
    ///
    /// - Returns: The recording as written.
    /// - Throws: ``RecordedFolderError`` naming the file that could not be written.
    @discardableResult
    public func write(to folder: URL, configuration: HaapiClientConfiguration) throws(RecordedFolderError) -> RecordedFolder {
        let recorded = recording(configuration: configuration)
        try recorded.write(to: folder)
        return recorded
    }
}
