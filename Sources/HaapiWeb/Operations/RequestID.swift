import HTTPTypes
import Synchronization

/// The id of the request being served, for its log lines and its `X-Request-Id` answer:
/// the one the request came with (from a proxy such as nginx's `$request_id`) when it is
/// a short safe token, else a new one.
final class RequestID: Sendable {
    /// The header both ways.
    static let header = HTTPField.Name.requestID
    /// The log metadata key.
    static let metadataKey = "request-id"

    /// The request this task serves, or served: work it started (a login's flow, a save)
    /// keeps it, and is marked with the id only while the request is under way.
    @TaskLocal static var current: RequestID?

    /// The id.
    let value: String
    private let answered = Atomic<Bool>(false)

    /// The id of a request with `fields`: its own when it is 1 to 64 letters, digits,
    /// `-` and `_`; else a new one.
    convenience init(of fields: HTTPFields) {
        self.init(given: fields[Self.header])
    }

    /// `given` when it is a safe id, else a new one.
    init(given: String?) {
        // Written out (not `flatMap … ??`): Swift 6.3.1's optimizer crashes on the shorter form in a
        // release build ("Found ownership error", CopyPropagation, beside the atomic stored property).
        if let given, Self.isSafe(given) {
            value = given
        } else {
            value = WebCookies.randomToken(bytes: 12)
        }
    }

    /// The id, while its request is under way.
    var whileUnderWay: String? { answered.load(ordering: .relaxed) ? nil : value }

    /// Its request was answered.
    func end() {
        answered.store(true, ordering: .relaxed)
    }

    /// Whether `text` may be used as an id as it is (and so be logged and echoed).
    static func isSafe(_ text: String) -> Bool {
        (1...64).contains(text.utf8.count) && text.utf8.allSatisfy(WebCookies.isTokenByte)
    }
}
