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
