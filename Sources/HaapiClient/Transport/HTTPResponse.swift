import Foundation

/// An HTTP answer as an ``HTTPTransport`` returns it.
public struct HTTPResponse: Sendable, Hashable {
    /// The status code.
    public var status: Int
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body (empty when there was none).
    public var body: Data

    /// Creates a response.
    public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A response with a JSON body and the given content type.
    public static func json(_ text: String, status: Int = 200, contentType: String = "application/json", headers: HTTPHeaders = [:]) -> HTTPResponse {
        var all = headers
        all["Content-Type"] = contentType
        return HTTPResponse(status: status, headers: all, body: Data(text.utf8))
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The media type of `Content-Type` without parameters, lower-cased.
    public var mediaType: String? {
        headers["Content-Type"].map(MediaType.base)
    }
}
