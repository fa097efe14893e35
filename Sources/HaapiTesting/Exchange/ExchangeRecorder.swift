import Foundation
import HaapiClient

/// A transport that passes every request on and keeps what went back and forth, so
/// a login can be written to a folder (``RecordedFolder``) and replayed in a test with
/// no server (``ReplayTransport``).
///
/// Secrets stay in memory only while the login runs: ``exchanges`` and
/// ``write(to:configuration:)`` hand out the exchanges with every secret replaced by
/// a `redacted-…` placeholder.
///
/// ```swift
/// let recorder = ExchangeRecorder(wrapping: URLSessionTransport())
/// let client = HaapiClient(configuration: configuration, transport: recorder)
/// // ... run the login ...
/// try await recorder.write(to: URL(fileURLWithPath: "Recordings/password-login"), configuration: configuration)
/// ```
public actor ExchangeRecorder: HTTPTransport {
    private let inner: any HTTPTransport
    private var raw: [(request: TransportRequest, response: TransportResponse)] = []

    /// Creates a recorder that sends through `inner`.
    public init(wrapping inner: any HTTPTransport = URLSessionTransport()) {
        self.inner = inner
    }

    public func send(_ request: TransportRequest) async throws -> TransportResponse {
        let response = try await inner.send(request)
        raw.append((request, response))
        return response
    }

    /// How many exchanges were recorded.
    public var count: Int { raw.count }

    /// The exchanges so far, redacted.
    public var exchanges: [RecordedExchange] { ExchangeRedactor.redact(raw) }

    /// Writes the exchanges so far, redacted, as a replayable folder (created when
    /// missing; files of an earlier recording in it are replaced).
    ///
    /// - Parameters:
    ///   - folder: Where to write.
    ///   - configuration: The configuration the app ran with (its issuer, client id,
    ///     redirect URI and scopes go into the index; its secrets do not).
    /// - Returns: The folder as written.
    /// - Throws: ``RecordedFolderError`` when a file cannot be written.
    @discardableResult
    public func write(to folder: URL, configuration: HaapiClientConfiguration) throws(RecordedFolderError) -> RecordedFolder {
        let recorded = RecordedFolder(configuration: configuration, exchanges: exchanges)
        try recorded.write(to: folder)
        return recorded
    }
}
