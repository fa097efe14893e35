public import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Receives one browser redirect on `http://127.0.0.1:<random port><path>` (RFC 8252
/// section 7.3): binds at creation, answers the first request for `path` with a short
/// "return to the app" page, and gives its query parameters. Requests for other paths
/// get 404 and are ignored.
///
/// ```swift
/// let listener = try LoopbackRedirectListener(path: "/callback")
/// openBrowser(urlReturningTo: listener.redirectURI)
/// let query = try await listener.waitForRedirect()   // cancel the task to give up
/// ```
public struct LoopbackRedirectListener: Sendable {
    /// Why the listener failed.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// What failed (a system call and its `errno`, or cancellation).
        public var reason: String
        public var description: String { "loopback redirect listener: \(reason)" }
    }

    /// The URL to hand to the browser as `redirect_uri`.
    public let redirectURI: URL
    private let path: String
    private let socket: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32

    /// Binds a listening socket on 127.0.0.1 with a port the system picks.
    ///
    /// - Throws: ``Failure`` when a system call fails, or when `path` does not make a
    ///   valid URL.
    public init(path: String = "/callback") throws(Failure) {
        #if canImport(Glibc) || canImport(Darwin)
        self.path = path.hasPrefix("/") ? path : "/" + path
        #if canImport(Glibc)
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure(reason: "socket() failed, errno \(errno)") }
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0, listen(fd, 4) == 0 else {
            closeDescriptor(fd)
            throw Failure(reason: "bind/listen on 127.0.0.1 failed, errno \(errno)")
        }
        var actual = sockaddr_in()
        var actualLength = length
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &actualLength) }
        }
        var pipeFDs: [Int32] = [0, 0]
        guard pipe(&pipeFDs) == 0 else {
            closeDescriptor(fd)
            throw Failure(reason: "pipe() failed, errno \(errno)")
        }
        let port = UInt16(bigEndian: actual.sin_port)
        guard let redirectURI = URL(string: "http://127.0.0.1:\(port)\(self.path)") else {
            closeDescriptor(fd)
            closeDescriptor(pipeFDs[0])
            closeDescriptor(pipeFDs[1])
            throw Failure(reason: "the path does not make a valid URL; use unreserved characters (A-Z a-z 0-9 - . _ ~) and /")
        }
        self.redirectURI = redirectURI
        socket = fd
        wakeRead = pipeFDs[0]
        wakeWrite = pipeFDs[1]
        #else
        throw Failure(reason: "no POSIX sockets on this platform")
        #endif
    }

    /// Waits for the redirect and returns its query parameters; the socket is closed after.
    public func waitForRedirect() async throws(Failure) -> [String: String] {
        let result: Result<[String: String], Failure> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                Thread.detachNewThread { continuation.resume(returning: self.serve()) }
            }
        } onCancel: {
            var byte: UInt8 = 1
            _ = write(wakeWrite, &byte, 1)
        }
        // The cancellation handler can no longer run: the wake-up pipe may go.
        closeDescriptor(wakeRead)
        closeDescriptor(wakeWrite)
        return try result.get()
    }

    /// Closes the sockets; call it only when ``waitForRedirect()`` will not be called.
    public func close() {
        closeAll()
    }

    // MARK: Serving (on its own thread)

    private func serve() -> Result<[String: String], Failure> {
        defer { closeDescriptor(socket) }
        while true {
            var fds = [pollfd(fd: socket, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(reason: "poll() failed, errno \(errno)"))
            }
            if fds[1].revents != 0 { return .failure(Failure(reason: "cancelled")) }
            guard fds[0].revents & Int16(POLLIN) != 0 else { continue }
            let connection = accept(socket, nil, nil)
            guard connection >= 0 else { continue }
            let target = readRequestTarget(connection)
            guard let target, let components = URLComponents(string: "http://127.0.0.1" + target),
                components.path == path
            else {
                respond(connection, status: "404 Not Found", body: "Not found.")
                closeDescriptor(connection)
                continue
            }
            respond(connection, status: "200 OK", body: "You are signed in to the browser step. You can close this window and return to the app.")
            closeDescriptor(connection)
            var parameters: [String: String] = [:]
            for item in components.queryItems ?? [] where parameters[item.name] == nil {
                parameters[item.name] = item.value ?? ""
            }
            return .success(parameters)
        }
    }

    /// The request target of `GET <target> HTTP/1.1`, read within 5 seconds.
    private func readRequestTarget(_ connection: Int32) -> String? {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while data.count < 16_384 {
            var fds = [pollfd(fd: connection, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 1, 5_000) > 0 else { return nil }
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { break }
            data += buffer[0..<count]
            if data.count >= 4, Array(data.suffix(4)) == [13, 10, 13, 10] { break }
        }
        let line = String(decoding: data, as: UTF8.self).split(separator: "\r\n", maxSplits: 1).first ?? ""
        let parts = line.split(separator: " ")
        guard parts.count >= 2, parts[0] == "GET" else { return nil }
        return String(parts[1])
    }

    private func respond(_ connection: Int32, status: String, body: String) {
        let html = "<!doctype html><html><head><meta charset=\"utf-8\"><title>Sign-in</title></head><body><p>\(body)</p></body></html>"
        let text = "HTTP/1.1 \(status)\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(html.utf8.count)\r\nConnection: close\r\nCache-Control: no-store\r\n\r\n" + html
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
    }

    private func closeAll() {
        closeDescriptor(socket)
        closeDescriptor(wakeRead)
        closeDescriptor(wakeWrite)
    }
}

/// `close(2)`, named apart from the listener's own `close()`.
private func closeDescriptor(_ fd: Int32) {
    #if canImport(Glibc)
    _ = Glibc.close(fd)
    #elseif canImport(Darwin)
    _ = Darwin.close(fd)
    #endif
}
