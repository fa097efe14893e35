import HTTPTypes
import HaapiModel

/// Why a path cannot be a path of this server's URLs (RFC 3986 `path-absolute`).
///
/// Its description names the byte offset and value of a bad character, never the path
/// itself (which can be long, or anything a client sent).
struct InvalidRequestPath: Error, Sendable, Hashable, CustomStringConvertible {
    enum Reason: Sendable, Hashable {
        /// The path does not start with `/` (`*`, or nothing).
        case notAbsolute
        /// The path is longer than ``RequestPath/maximumLength`` bytes.
        case tooLong(length: Int)
        /// A byte that a URL path cannot hold unescaped (space, `#`, `?`, a control
        /// character, non-ASCII, ...), at `offset`.
        case invalidCharacter(offset: Int, byte: UInt8)
        /// A `%` not followed by two hexadecimal digits, at `offset`.
        case invalidPercentEscape(offset: Int)
        /// The path is valid but no URL could be made with the server's base URL.
        case unusable
    }

    var reason: Reason

    var description: String {
        switch reason {
        case .notAbsolute: "the request path does not start with /"
        case .tooLong(let length): "the request path has \(length) bytes; the limit is \(RequestPath.maximumLength)"
        case .invalidCharacter(let offset, let byte):
            "the request path has a character that must be percent-encoded at byte \(offset) (0x\(String(byte, radix: 16, uppercase: true)))"
        case .invalidPercentEscape(let offset): "the request path has a % without two hexadecimal digits at byte \(offset)"
        case .unusable: "the request path does not make a URL of this server"
        }
    }

    /// The answer for a client that sent such a path: 414 when too long, 400 otherwise.
    var failure: HTTPFailure {
        let status: HTTPResponse.Status = if case .tooLong = reason { .uriTooLong } else { .badRequest }
        return .problem(
            Problem(type: "https://curity.se/problems/invalid-request-path", title: "Invalid request path", detail: description),
            status: status)
    }
}

/// The paths this server accepts: RFC 3986 `path-absolute` (a `/`, then unreserved
/// characters, sub-delimiters, `:`, `@`, `/` and `%XX` escapes), at most
/// ``maximumLength`` bytes. The percent-encoding is kept as sent, so a DPoP proof's
/// `htu` compares with the URL the client used.
enum RequestPath {
    /// The longest path accepted, in bytes.
    static let maximumLength = 4096

    /// Checks `path`.
    static func validate(_ path: String) throws(InvalidRequestPath) {
        let bytes = Array(path.utf8)
        guard bytes.first == UInt8(ascii: "/") else { throw InvalidRequestPath(reason: .notAbsolute) }
        guard bytes.count <= maximumLength else { throw InvalidRequestPath(reason: .tooLong(length: bytes.count)) }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else {
                    throw InvalidRequestPath(reason: .invalidPercentEscape(offset: index))
                }
                index += 3
                continue
            }
            guard isPathCharacter(byte) else { throw InvalidRequestPath(reason: .invalidCharacter(offset: index, byte: byte)) }
            index += 1
        }
    }

    /// `unreserved / sub-delims / ":" / "@" / "/"` (RFC 3986 section 3.3).
    private static func isPathCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-._~!$&'()*+,;=:@/".utf8.contains(byte)
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): true
        default: false
        }
    }
}
