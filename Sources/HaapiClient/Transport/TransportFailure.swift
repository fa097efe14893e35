package import Foundation

/// The errors every transport of the package gives for the failures they share, so that
/// a person sees the same words whichever transport carried the request.
extension HaapiClientError {
    /// No complete answer to `request` came within `seconds`: a network error that is
    /// temporary, and retryable only for an idempotent request (the server may have
    /// received and processed it).
    package static func noAnswerInTime(_ request: TransportRequest, seconds: TimeInterval) -> HaapiClientError {
        let text = seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
        return .network(NetworkError(reason: "no complete answer within \(text)", request: request.description, isTemporary: true))
    }

    /// The answer to `request` is over `limit` bytes: `announced` is its `Content-Length`
    /// when that said so, `received` the bytes that had come when it was cut off.
    package static func answerTooLarge(
        _ request: TransportRequest, status: Int, limit: Int, announced: Int?, received: Int
    ) -> HaapiClientError {
        let size = announced.map { "announces \($0) bytes" } ?? "passed \(received) bytes"
        return .protocolViolation(ProtocolViolationError(
            request: request.description, status: status,
            reason: .other("the answer \(size), over the limit of \(limit) bytes; the rest was not read")))
    }
}
