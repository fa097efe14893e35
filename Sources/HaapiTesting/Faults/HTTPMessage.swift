import Foundation

/// An HTTP/1.1 request or response as ``FaultProxy`` passes it on: the head as text
/// (start line and header lines, ending with an empty line) and the whole body.
struct HTTPMessage: Sendable {
    var head: String
    var body: [UInt8]

    /// The start line's words: `METHOD target version` or `version status reason`.
    private var startWords: [Substring] {
        (head.split(separator: "\r\n", maxSplits: 1).first ?? "").split(separator: " ", maxSplits: 2)
    }

    var method: String { startWords.first.map(String.init) ?? "" }

    /// The request target's path, without query.
    var path: String {
        guard startWords.count > 1 else { return "" }
        return String(startWords[1].prefix { $0 != "?" })
    }

    /// The value of header `name` (first occurrence, case-insensitive).
    func header(_ name: String) -> String? {
        for line in head.split(separator: "\r\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            if line[..<colon].lowercased() == name.lowercased() {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// The head without the headers named in `names` (lower case), plus `extra` lines.
    func headWithout(_ names: Set<String>, adding extra: [String]) -> String {
        let lines = head.split(separator: "\r\n", omittingEmptySubsequences: true)
        var kept = lines.prefix(1).map(String.init)
        for line in lines.dropFirst() {
            let name = line.prefix { $0 != ":" }.lowercased()
            if !names.contains(name) { kept.append(String(line)) }
        }
        return (kept + extra).joined(separator: "\r\n") + "\r\n\r\n"
    }

    /// The request head for a connection of its own upstream (`Connection: close`).
    func replacingConnectionHeader() -> String {
        headWithout(["connection", "keep-alive", "proxy-connection"], adding: ["Connection: close"])
    }

    /// The head with header `name` set to `value`.
    func settingHeader(_ name: String, to value: String) -> String {
        headWithout([name.lowercased()], adding: ["\(name): \(value)"])
    }

    /// The response as bytes for a kept-alive client connection: the body whole, with its length.
    func serialized(keepAlive: Bool) -> [UInt8] {
        let head = headWithout(
            ["connection", "keep-alive", "transfer-encoding", "content-length"],
            adding: ["Content-Length: \(body.count)", keepAlive ? "Connection: keep-alive" : "Connection: close"])
        return Array(head.utf8) + body
    }

    /// A response with `status`, `contentType` and `body`.
    static func response(status: Int, contentType: String, body: [UInt8]) -> HTTPMessage {
        HTTPMessage(head: "HTTP/1.1 \(status) Proxy Error\r\nContent-Type: \(contentType)\r\n\r\n", body: body)
    }
}

/// Reads HTTP/1.1 messages from a blocking socket: bodies by `Content-Length`, chunked
/// (decoded), or to the end of the connection for responses without either.
final class HTTPMessageReader {
    private let socket: Int32
    private var buffer: [UInt8] = []
    /// The largest message read (the proxy is for tests, not for huge bodies).
    private let limit = 16 * 1024 * 1024

    init(socket: Int32) {
        self.socket = socket
    }

    func readRequest() -> HTTPMessage? {
        guard let head = readHead() else { return nil }
        let message = HTTPMessage(head: head, body: [])
        if message.header("transfer-encoding")?.lowercased().contains("chunked") == true {
            return readChunked().map { HTTPMessage(head: message.headWithout(["transfer-encoding"], adding: ["Content-Length: \($0.count)"]), body: $0) }
        }
        let length = Int(message.header("content-length") ?? "0") ?? 0
        guard let body = read(count: length) else { return nil }
        return HTTPMessage(head: head, body: body)
    }

    func readResponse() -> HTTPMessage? {
        guard let head = readHead() else { return nil }
        let message = HTTPMessage(head: head, body: [])
        if message.header("transfer-encoding")?.lowercased().contains("chunked") == true {
            return readChunked().map { HTTPMessage(head: head, body: $0) }
        }
        if let length = message.header("content-length").flatMap({ Int($0) }) {
            return read(count: length).map { HTTPMessage(head: head, body: $0) }
        }
        return HTTPMessage(head: head, body: readToEnd())
    }

    private func readHead() -> String? {
        let end: [UInt8] = [13, 10, 13, 10]
        while true {
            if let range = firstRange(of: end) {
                let head = String(decoding: buffer[..<range.upperBound], as: UTF8.self)
                buffer.removeFirst(range.upperBound)
                return head
            }
            guard buffer.count < 65_536, fill() else { return nil }
        }
    }

    private func read(count: Int) -> [UInt8]? {
        guard count <= limit else { return nil }
        while buffer.count < count {
            guard fill() else { return nil }
        }
        let bytes = Array(buffer.prefix(count))
        buffer.removeFirst(count)
        return bytes
    }

    private func readLine() -> String? {
        while true {
            if let range = firstRange(of: [13, 10]) {
                let line = String(decoding: buffer[..<range.lowerBound], as: UTF8.self)
                buffer.removeFirst(range.upperBound)
                return line
            }
            guard fill() else { return nil }
        }
    }

    private func readChunked() -> [UInt8]? {
        var body: [UInt8] = []
        while let line = readLine() {
            guard let size = Int(line.split(separator: ";").first ?? "", radix: 16) else { return nil }
            if size == 0 {
                while let trailer = readLine(), !trailer.isEmpty {}
                return body
            }
            guard body.count + size <= limit, let chunk = read(count: size), readLine() != nil else { return nil }
            body += chunk
        }
        return nil
    }

    private func readToEnd() -> [UInt8] {
        while buffer.count <= limit, fill() {}
        defer { buffer = [] }
        return buffer
    }

    /// Reads what is there; `false` at the end of the connection or on an error.
    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { Sockets.receive(socket, $0) }
        guard count > 0 else { return false }
        buffer += chunk[0..<count]
        return true
    }

    private func firstRange(of pattern: [UInt8]) -> Range<Int>? {
        guard buffer.count >= pattern.count else { return nil }
        for start in 0...(buffer.count - pattern.count) where buffer[start] == pattern[0] {
            if Array(buffer[start..<(start + pattern.count)]) == pattern { return start..<(start + pattern.count) }
        }
        return nil
    }
}
