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

    /// Server errors that are usually temporary (502, 503, 504) and 429.
    public var isRetryable: Bool { [429, 502, 503, 504].contains(status) }

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
        case 429, 502, 503, 504: "The server is busy or unavailable; wait and try again."
        case 500..<600: "The server failed; try again later or contact the server's operator."
        default: "Restart the sign-in; if it keeps failing, report the status and excerpt to the server's operator."
        }
    }
}
