/// An HTTP answer whose status (or content) is not one the protocol expects here.
public struct HTTPStatusError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The HTTP status code.
    public var status: Int
    /// The request's method and URL without query or fragment.
    public var request: String
    /// The response's `Content-Type`, if any.
    public var contentType: String?
    /// A short, single-line excerpt of the body with secrets removed.
    public var bodyExcerpt: String

    /// Creates an HTTP status error.
    public init(status: Int, request: String, contentType: String?, bodyExcerpt: String) {
        self.status = status
        self.request = request
        self.contentType = contentType
        self.bodyExcerpt = bodyExcerpt
    }

    /// Whether sending the same request again is safe and may help: 429 and 503 say the
    /// server did not process the request, so any request may be sent again; 502 and 504
    /// come from a gateway that may have passed the request on, so only an idempotent
    /// request (its method, the first word of ``request``: `GET`, `HEAD`, ...) may. A
    /// `POST` answered 502 or 504 may have been processed and is not retryable.
    public var isRetryable: Bool {
        switch status {
        case 429, 503: true
        case 502, 504: TransportRequest.isIdempotent(method: String(request.prefix { $0 != " " }))
        default: false
        }
    }

    public var description: String {
        var text = "\(request) answered \(status)"
        if let contentType { text += " (\(contentType))" }
        if !bodyExcerpt.isEmpty { text += ": \(bodyExcerpt)" }
        return text
    }

    /// What to do next.
    public var recoverySuggestion: String {
        switch status {
        case 300..<400: "The server redirected an API call; check that the configured endpoints are the final URLs."
        case 401, 403: "The server refused the client's credentials; check the client ID, client authentication and scopes."
        case 404: "The endpoint does not exist; check the configured issuer or endpoints."
        case 429, 503: "The server is busy or unavailable; wait and try again."
        case 502 where !isRetryable, 504 where !isRetryable:
            "A gateway may have passed the request on before it failed; show the step again for the person to act on, or start the login again."
        case 502, 504: "The server is busy or unavailable; wait and try again."
        case 500..<600: "The server failed; try again later or contact the server's operator."
        default: "Restart the sign-in; if it keeps failing, report the status and excerpt to the server's operator."
        }
    }
}
