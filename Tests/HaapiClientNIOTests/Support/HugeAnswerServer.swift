import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A server on 127.0.0.1 that answers one request with 64 MiB, with a `Content-Length`
/// or chunked, written with blocking sends: the kernel takes only what its buffers hold
/// until the client reads, so ``written`` is what the client read plus a few MiB, and the
/// writing ends as soon as the client closes the connection.
final class HugeAnswerServer: Sendable {
    /// 64 MiB.
    static let size = 64 << 20

    let url: URL
    private let listener: Int32
    private let state = Mutex<(written: Int, ended: Bool)>((0, false))

    /// The body bytes the kernel took so far.
    var written: Int { state.withLock { $0.written } }
    /// Whether the writing ended (all of it, or the client closed the connection).
    var ended: Bool { state.withLock { $0.ended } }

    init(announced: Bool) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(listener, pointer, length) == 0 && listen(listener, 4) == 0 && getsockname(listener, pointer, &length) == 0
            }
        }
        guard bound, let url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))/huge") else {
            close(listener)
            throw HugeAnswerServerError()
        }
        self.url = url
        self.listener = listener
        Thread.detachNewThread { [self] in serve(listener, announced: announced) }
    }

    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func serve(_ listener: Int32, announced: Bool) {
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { return }
        defer {
            close(connection)
            state.withLock { $0.ended = true }
        }
        // The request's head (a GET has no body).
        var head: [UInt8] = []
        var byte: UInt8 = 0
        while !head.ends(with: Array("\r\n\r\n".utf8)), recv(connection, &byte, 1, 0) == 1 { head.append(byte) }
        let length = announced ? "Content-Length: \(Self.size)" : "Transfer-Encoding: chunked"
        guard send(Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\(length)\r\n\r\n".utf8), to: connection) else { return }
        let chunk = [UInt8](repeating: UInt8(ascii: " "), count: 64 << 10)
        let framing = Array(String(chunk.count, radix: 16).utf8) + Array("\r\n".utf8)
        for _ in 0..<(Self.size / chunk.count) {
            let sent = announced ? send(chunk, to: connection) : send(framing + chunk + Array("\r\n".utf8), to: connection)
            guard sent else { return }
            state.withLock { $0.written += chunk.count }
        }
        if !announced { _ = send(Array("0\r\n\r\n".utf8), to: connection) }
    }

    /// Sends all of `bytes`, blocking; `false` once the connection is gone (no SIGPIPE).
    private func send(_ bytes: [UInt8], to connection: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent < 0, errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }
}

struct HugeAnswerServerError: Error, CustomStringConvertible {
    var description: String { "the huge answer server could not listen" }
}

extension Array where Element: Equatable {
    fileprivate func ends(with suffix: [Element]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}
