import Foundation
import HaapiModel

/// A HAAPI answer as it came over the wire: where from, its status, its content type and
/// its body's bytes. Two answers with the same identity decode to the same document.
///
/// A poller keeps the identity of the last answer it decoded and hands it to
/// ``HaapiClient/submit(_:comparingWith:)``: a `pending` step answered again byte for
/// byte is then not decoded again.
public struct HaapiAnswerIdentity: Sendable, Equatable {
    let url: URL
    let status: Int
    /// The `Content-Type` header as received (the same header, the same media type).
    let contentType: String?
    let body: Data

    init(_ response: TransportResponse, url: URL) {
        self.url = url
        self.status = response.status
        self.contentType = response.headers["Content-Type"]
        self.body = response.body
    }

    /// Whether `response` to a request of `url` is this answer again.
    func isRepeated(by response: TransportResponse, url: URL) -> Bool {
        response.status == status && response.body == body && response.headers["Content-Type"] == contentType && url == self.url
    }
}

/// The answer to a request that may repeat the previous one (a poll).
public enum HaapiPollAnswer: Sendable {
    /// The server answered exactly as the time before: the same status, content type and
    /// bytes from the same URL. Nothing was decoded; the previous document stands.
    case unchanged
    /// Another answer, decoded; its identity tells the next one apart.
    case changed(HaapiResponse, identity: HaapiAnswerIdentity)
}

extension HaapiClient {
    /// Submits a form as `submit(_:)` with a ``FormSubmission`` does, and when the answer is byte
    /// for byte the one `previous` identifies, does not decode it again.
    ///
    /// Everything else is as for any request: a fresh DPoP proof, the session header, the
    /// DPoP nonce and HAAPI access token retries; an answer that differs in any way
    /// (another status, a problem, an error) is decoded and classified as usual.
    ///
    /// ```swift
    /// var last: HaapiAnswerIdentity?
    /// switch try await client.submit(poll, comparingWith: last) {
    /// case .unchanged: break                                 // still pending, as before
    /// case .changed(let response, let identity): last = identity; show(response)
    /// }
    /// ```
    public func submit(
        _ submission: FormSubmission, comparingWith previous: HaapiAnswerIdentity?
    ) async throws(HaapiClientError) -> HaapiPollAnswer {
        try await haapiRequest(formRequest(for: submission), comparingWith: previous)
    }
}
