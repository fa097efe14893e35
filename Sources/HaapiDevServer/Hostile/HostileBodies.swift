import HTTPTypes
import HaapiModel
import Hummingbird
import NIOCore

/// Bodies a hostile server sends, and reading and replacing a response's body.
enum HostileBodies {
    /// 64 MiB, made as it is sent (the server never holds it whole).
    static let hugeSize = 64 * 1024 * 1024

    /// A 200 of ``hugeSize`` bytes of JSON-looking filler, with or without `Content-Length`.
    static func huge(announced: Bool, headers: HTTPFields) -> Response {
        var all = headers
        all[.contentLength] = nil
        let chunk = ByteBuffer(repeating: UInt8(ascii: " "), count: 64 * 1024)
        let body = ResponseBody(contentLength: announced ? hugeSize : nil) { writer in
            for _ in 0..<(hugeSize / chunk.readableBytes) {
                try await writer.write(chunk)
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: all, body: body)
    }

    /// Marks the options array that ``expandingOptions(_:)`` fills.
    static let optionsMarker = "hostile-options-200000"

    /// The serialized step with `["<marker>",<option>]` written as 200 000 copies of the
    /// option, byte by byte (building them as JSON values takes too long on a loaded machine).
    static func expandingOptions(_ bytes: [UInt8]) -> [UInt8] {
        let start = Array("[\"\(optionsMarker)\",".utf8)
        guard let from = firstIndex(of: start, in: bytes) else { return bytes }
        var depth = 0
        var end = from + start.count
        var inString = false
        var escaped = false
        // The option object runs to the `]` closing the marker's array.
        while end < bytes.count {
            let byte = bytes[end]
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || (byte == UInt8(ascii: "]") && depth > 0) {
                depth -= 1
            } else if byte == UInt8(ascii: "]") {
                break
            }
            end += 1
        }
        let option = Array(bytes[(from + start.count)..<end])
        var options: [UInt8] = [UInt8(ascii: "[")]
        options.reserveCapacity(option.count * 200_000 + 200_001)
        for index in 0..<200_000 {
            if index > 0 { options.append(UInt8(ascii: ",")) }
            options.append(contentsOf: option)
        }
        options.append(UInt8(ascii: "]"))
        return Array(bytes[..<from]) + options + Array(bytes[(end + 1)...])
    }

    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        for index in 0...(bytes.count - pattern.count) where bytes[index] == pattern[0] {
            if bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
        }
        return nil
    }

    /// `depth` nested arrays: `[[[...]]]`.
    static func deeplyNested(depth: Int) -> [UInt8] {
        Array(repeating: UInt8(ascii: "["), count: depth) + Array(repeating: UInt8(ascii: "]"), count: depth)
    }

    /// Texts (titles, labels, messages, ...) with terminal escape sequences: clear the
    /// screen, set the window title, move the cursor, colour, and a bell.
    static func escaped(_ value: JSONValue) -> JSONValue {
        let textMembers: Set<String> = ["title", "text", "label", "actionTitle", "placeholder", "detail"]
        let payload = "\u{1B}[2J\u{1B}[H\u{1B}]0;pwned\u{07}\u{1B}[31mDANGER\u{1B}[0m\u{9B}1;1H\u{07}"
        switch value {
        case .object(let members):
            var result: [String: JSONValue] = [:]
            for (name, member) in members {
                if textMembers.contains(name), case .string(let text) = member {
                    result[name] = .string(payload + text)
                } else {
                    result[name] = escaped(member)
                }
            }
            return .object(result)
        case .array(let items):
            return .array(items.map(escaped))
        default:
            return value
        }
    }

    /// The whole body of `response` (the server's own answers are small).
    static func collect(_ response: Response) async throws -> [UInt8] {
        let sink = BodySink()
        try await response.body.write(sink)
        return sink.bytes
    }

    /// `response` with `body` instead of its own (same status and headers).
    static func replaced(_ response: Response, with body: [UInt8]) -> Response {
        var headers = response.headers
        headers[.contentLength] = nil
        return Response(status: response.status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}

/// Collects a response body written to it.
private final class BodySink: ResponseBodyWriter {
    var bytes: [UInt8] = []

    func write(_ buffer: ByteBuffer) async throws {
        bytes.append(contentsOf: buffer.readableBytesView)
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
