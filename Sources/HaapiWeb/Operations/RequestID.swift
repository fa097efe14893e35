import HTTPTypes

/// The id of the request being served, for its log lines and its `X-Request-Id` answer:
/// the one the request came with (from a proxy such as nginx's `$request_id`) when it is
/// a short safe token, else a new one.
enum RequestID {
    /// The header both ways.
    static let header = HTTPField.Name("X-Request-Id")!
    /// The log metadata key.
    static let metadataKey = "request-id"

    /// The id of the request this task serves, if any.
    @TaskLocal static var current: String?

    /// The request's own id when it is 1 to 64 letters, digits, `-` and `_`; else a new one.
    static func of(_ fields: HTTPFields) -> String {
        if let given = fields[header], isSafe(given) { return given }
        return WebCookies.randomToken(bytes: 12)
    }

    /// Whether `text` may be used as an id as it is (and so be logged and echoed).
    static func isSafe(_ text: String) -> Bool {
        (1...64).contains(text.utf8.count) && text.utf8.allSatisfy(WebCookies.isTokenByte)
    }
}
