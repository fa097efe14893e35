/// Why a HAAPI document could not be read, and where.
///
/// The description names the JSON path and the reason in one line, for example
/// `actions[1].model.fields[0].name: expected a string, found a number`.
public struct HaapiDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// The bytes are not JSON; `line` and `column` are 1-based (column in bytes).
        case syntax(String, line: Int, column: Int)
        /// A string is not valid UTF-8.
        case invalidUTF8(line: Int, column: Int)
        /// Arrays and objects nest deeper than the configured limit.
        case nestingTooDeep(limit: Int, line: Int, column: Int)
        /// The document is larger than the configured limit.
        case documentTooLarge(size: Int, limit: Int)
        /// A value has the wrong JSON type.
        case typeMismatch(expected: String, found: String)
        /// A required member is missing.
        case missingMember
        /// An object repeats a member name.
        case duplicateMember
        /// A link target is not a URL.
        case invalidURL(String)
        /// A value has the right type but is not allowed here.
        case invalidValue(String)
    }

    /// Where in the document the problem is.
    public var path: JSONPath
    /// What the problem is.
    public var reason: Reason

    /// Creates an error at `path`.
    public init(_ reason: Reason, at path: JSONPath) {
        self.reason = reason
        self.path = path
    }

    public var description: String {
        "\(path): \(reasonDescription)"
    }

    /// The reason alone, as a short sentence fragment.
    public var reasonDescription: String {
        switch reason {
        case .syntax(let message, let line, let column):
            "invalid JSON at line \(line), column \(column): \(message)"
        case .invalidUTF8(let line, let column):
            "invalid UTF-8 at line \(line), column \(column)"
        case .nestingTooDeep(let limit, let line, let column):
            "nesting deeper than \(limit) levels at line \(line), column \(column)"
        case .documentTooLarge(let size, let limit):
            "document is \(size) bytes, more than the limit of \(limit) bytes"
        case .typeMismatch(let expected, let found):
            "expected \(expected), found \(found)"
        case .missingMember:
            "required member is missing"
        case .duplicateMember:
            "member appears more than once"
        case .invalidURL(let text):
            "not a valid URL: \"\(HaapiDecodingError.excerpt(text))\""
        case .invalidValue(let message):
            message
        }
    }

    /// A short, single-line excerpt of server text for messages.
    static func excerpt(_ text: String, limit: Int = 80) -> String {
        let flat = String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
        return flat.count > limit ? String(flat.prefix(limit)) + "…" : flat
    }
}
