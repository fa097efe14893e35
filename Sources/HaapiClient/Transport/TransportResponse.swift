public import Foundation
import HaapiModel

/// An HTTP answer as an ``HTTPTransport`` returns it.
public struct TransportResponse: Sendable, Hashable {
    /// The status code.
    public var status: Int
    /// The header fields.
    public var headers: TransportHeaders
    /// The body (empty when there was none).
    public var body: Data

    /// Creates a response.
    public init(status: Int, headers: TransportHeaders = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A response with a JSON body and the given content type.
    public static func json(_ text: String, status: Int = 200, contentType: String = "application/json", headers: TransportHeaders = [:]) -> TransportResponse {
        var all = headers
        all["Content-Type"] = contentType
        return TransportResponse(status: status, headers: all, body: Data(text.utf8))
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The media type of `Content-Type` without parameters, lower-cased.
    public var mediaType: String? {
        headers["Content-Type"].map(MediaType.base)
    }
}
