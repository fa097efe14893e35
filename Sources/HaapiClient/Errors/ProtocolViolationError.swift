public import HaapiModel

/// A server answer that breaks the protocol.
public struct ProtocolViolationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the answer.
    public enum Reason: Sendable, Hashable {
        /// The `Content-Type` is not one this endpoint may answer with.
        case unexpectedContentType(String?, expected: [String])
        /// The body could not be read; the error names the JSON path.
        case undecodableBody(HaapiDecodingError)
        /// A required member of a JSON answer is missing or has the wrong type.
        case invalidMember(String, reason: String)
        /// Anything else, in a short sentence.
        case other(String)
    }

    /// The request's method and URL without query or fragment.
    public var request: String
    /// HTTP status of the answer.
    public var status: Int
    /// What is wrong.
    public var reason: Reason

    /// Creates a protocol violation.
    public init(request: String, status: Int, reason: Reason) {
        self.request = request
        self.status = status
        self.reason = reason
    }

    public var description: String {
        let what: String
        switch reason {
        case .unexpectedContentType(let type, let expected):
            what = "unexpected content type \(type.map { "\"\($0)\"" } ?? "(none)"), expected \(expected.joined(separator: " or "))"
        case .undecodableBody(let error):
            what = "undecodable body at \(error)"
        case .invalidMember(let name, let reason):
            what = "member \"\(name)\": \(reason)"
        case .other(let text):
            what = text
        }
        return "\(request) (status \(status)): \(what)"
    }

    /// What to do next.
    public var recoverySuggestion: String {
        "The server does not speak the protocol this client expects; check that the configured endpoints belong to a HAAPI-enabled server, and report the details to its operator."
    }
}

/// The former name.
@available(*, deprecated, renamed: "ProtocolViolationError")
public typealias ProtocolViolation = ProtocolViolationError
