import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HaapiTesting

/// Sends bytes as they are to a loopback port and reads the answer until the server
/// closes: for request lines no HTTP library would send (spaces, `#`, raw non-ASCII).
enum RawSocketHTTP {
    struct Answer: Sendable {
        /// The status code of the first line, or `nil` when the server answered nothing
        /// parsable (e.g. closed the connection on a request its parser rejected).
        var status: Int?
        var text: String
    }

    /// Sends `GET <target> HTTP/1.1` with `headers`, and reads the answer (waiting 30 s at most).
    static func get(port: Int, target: [UInt8], headers: [String: String] = [:]) async throws -> Answer {
        var request = Array("GET ".utf8) + target + Array(" HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n".utf8)
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { request += Array("\(name): \(value)\r\n".utf8) }
        request += Array("\r\n".utf8)
        let bytes = request
        // Blocking socket calls run on their own thread: on the cooperative pool they could
        // starve the in-process server that must answer them.
        return try await onItsOwnThread { try exchange(port: port, request: bytes) }
    }

    private static func exchange(port: Int, request: [UInt8]) throws -> Answer {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw TestError("socket() failed") }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw TestError("connect() to port \(port) failed, errno \(errno)") }
        var sent = 0
        while sent < request.count {
            let count = request[sent...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            sent += count
        }
        var answer = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &buffer, buffer.count)
            guard count > 0 else { break }
            answer += buffer[0..<count]
        }
        let text = String(decoding: answer, as: UTF8.self)
        let parts = text.prefix { $0 != "\r" }.split(separator: " ")
        return Answer(status: parts.count >= 2 ? Int(parts[1]) : nil, text: text)
    }
}
