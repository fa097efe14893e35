import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How an app link reaches a `haapi` process that waits for one, as an operating system
/// hands a link to the app that is running: a Unix socket of the user's own
/// (`$XDG_RUNTIME_DIR/haapi/links.sock`, else `haapi-<uid>` in the temporary directory;
/// `HAAPI_LINK_SOCKET` names another), in a directory only the user may enter.
///
/// `haapi onboard --setting link` listens (``listen(_:)``) while its welcome screen waits
/// for the activation link; `haapi app open LINK` from another terminal hands the link
/// over (``deliver(_:)``). One line goes each way: the link, then `accepted` or `refused`.
enum LinkMailbox {
    /// Why the mailbox cannot be used.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The longest link taken (a longer one is refused unread).
    static let maximumLinkBytes = 8 * 1024
    /// How long a sender may take to send its line.
    static let readPatience: Int32 = 5_000
    /// How long ``deliver(_:)`` waits for the answer: the onboarding checks the link first.
    static let answerPatience: Int32 = 120_000

    /// The socket's path for `environment`.
    static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let given = environment["HAAPI_LINK_SOCKET"], !given.isEmpty { return given }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty { return runtime + "/haapi/links.sock" }
        return NSTemporaryDirectory() + "haapi-\(getuid())/links.sock"
    }

    // MARK: Listening

    /// A mailbox open for links: each one received is answered by the handler given to
    /// ``listen(_:)``; ``close()`` stops it and removes the socket.
    final class Listener: Sendable {
        let path: String
        private let socket: Int32
        private let wake: (read: Int32, write: Int32)
        private let closed = Mutex(false)

        fileprivate init(path: String, socket: Int32, wake: (Int32, Int32)) {
            self.path = path
            self.socket = socket
            self.wake = wake
        }

        /// Stops taking links and removes the socket (once): the socket file goes at once, so
        /// that it is gone when the process ends right after, and is never a later listener's.
        func close() {
            let first = closed.withLock { done in
                defer { done = true }
                return !done
            }
            guard first else { return }
            unlink(path)
            var byte: UInt8 = 1
            _ = write(wake.write, &byte, 1)
        }

        /// Accepts senders on its own thread and yields each one's link with its connection.
        fileprivate func connections() -> AsyncStream<(link: String, connection: Int32)> {
            AsyncStream { continuation in
                Thread.detachNewThread { [self] in
                    serve(continuation)
                    continuation.finish()
                }
            }
        }

        private func serve(_ continuation: AsyncStream<(link: String, connection: Int32)>.Continuation) {
            defer {
                closeDescriptor(socket)
                closeDescriptor(wake.read)
                closeDescriptor(wake.write)
            }
            while true {
                var fds = [pollfd(fd: socket, events: Int16(POLLIN), revents: 0), pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
                guard poll(&fds, 2, -1) >= 0 else {
                    if errno == EINTR { continue }
                    return
                }
                if fds[1].revents != 0 { return }
                guard fds[0].revents & Int16(POLLIN) != 0 else { continue }
                let connection = accept(socket, nil, nil)
                guard connection >= 0 else { continue }
                guard let link = LinkMailbox.readLine(connection, limit: LinkMailbox.maximumLinkBytes, patience: LinkMailbox.readPatience) else {
                    LinkMailbox.sendLine("refused\n", to: connection)
                    closeDescriptor(connection)
                    continue
                }
                continuation.yield((link, connection))
            }
        }
    }

    /// Opens the mailbox and answers each link with `handler` (`true`: it was taken) until
    /// the returned listener is closed.
    ///
    /// - Throws: ``Failure`` when the directory is not the user's alone, another process
    ///   listens already, or a system call fails.
    @MainActor
    static func listen(at path: String = path(), _ handler: @escaping @MainActor (URL) async -> Bool) throws(Failure) -> Listener {
        let directory = (path as NSString).deletingLastPathComponent
        try privateDirectory(directory)
        if FileManager.default.fileExists(atPath: path) {
            if let other = try? connect(path) {
                closeDescriptor(other)
                throw Failure(description: "another haapi process already waits for a link at \(path)")
            }
            unlink(path)  // left by a process that ended without closing it
        }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket() failed, errno \(errno)") }
        var address = try address(path)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, chmod(path, 0o600) == 0, posixListen(fd, 4) == 0 else {
            let code = errno
            closeDescriptor(fd)
            throw Failure(description: "cannot listen at \(path), errno \(code)")
        }
        var pipeFDs: [Int32] = [0, 0]
        guard pipe(&pipeFDs) == 0 else {
            closeDescriptor(fd)
            throw Failure(description: "pipe() failed, errno \(errno)")
        }
        let listener = Listener(path: path, socket: fd, wake: (pipeFDs[0], pipeFDs[1]))
        let connections = listener.connections()
        Task { @MainActor in
            for await (link, connection) in connections {
                let taken: Bool
                if let url = URL(string: link), url.scheme != nil { taken = await handler(url) } else { taken = false }
                sendLine(taken ? "accepted\n" : "refused\n", to: connection)
                closeDescriptor(connection)
            }
        }
        return listener
    }

    /// Makes `directory` (and its parents) if needed, and checks that only this user may enter it.
    private static func privateDirectory(_ directory: String) throws(Failure) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure(description: "cannot make \(directory): \(error.localizedDescription)")
        }
        var status = stat()
        guard stat(directory, &status) == 0, status.st_uid == getuid(), status.st_mode & 0o077 == 0 else {
            throw Failure(description: "\(directory) must belong to this user alone (mode 700): a link there could be read or sent by others")
        }
    }

    // MARK: Sending

    /// Hands `url` to the process that waits for a link, and returns whether it took it;
    /// `nil` when none waits.
    ///
    /// - Throws: ``Failure`` when one listens but gives no answer in time.
    static func deliver(_ url: URL, at path: String = path()) throws(Failure) -> Bool? {
        guard FileManager.default.fileExists(atPath: path), let connection = try? connect(path) else { return nil }
        defer { closeDescriptor(connection) }
        sendLine(url.absoluteString + "\n", to: connection)
        guard let answer = readLine(connection, limit: 64, patience: answerPatience) else {
            throw Failure(description: "the process waiting for a link at \(path) did not answer")
        }
        return answer == "accepted"
    }

    // MARK: Sockets

    private static func address(_ path: String) throws(Failure) -> sockaddr_un {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else { throw Failure(description: "the socket path \(path) is longer than \(capacity - 1) bytes") }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        return address
    }

    private static func connect(_ path: String) throws(Failure) -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket() failed, errno \(errno)") }
        var address = try address(path)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { posixConnect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else {
            let code = errno
            closeDescriptor(fd)
            throw Failure(description: "connect() failed, errno \(code)")
        }
        return fd
    }

    /// One line (without its newline) of at most `limit` bytes, read within `patience` ms.
    fileprivate static func readLine(_ connection: Int32, limit: Int, patience: Int32) -> String? {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 1024)
        while data.count <= limit {
            var fds = [pollfd(fd: connection, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 1, patience) > 0 else { return nil }
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { break }
            data += buffer[0..<count]
            if let end = data.firstIndex(of: UInt8(ascii: "\n")) { return String(decoding: data[..<end], as: UTF8.self) }
        }
        return nil
    }

    /// Writes `text` to `connection` (a peer that went away ends it quietly: no SIGPIPE).
    fileprivate static func sendLine(_ text: String, to connection: Int32) {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { posixSend(connection, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            sent += count
        }
    }
}

// The C calls whose names the mailbox's own members take.
private func closeDescriptor(_ fd: Int32) { _ = close(fd) }
private func posixListen(_ fd: Int32, _ backlog: Int32) -> Int32 { listen(fd, backlog) }
private func posixConnect(_ fd: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 { connect(fd, address, length) }
private func posixSend(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    send(fd, bytes, count, Int32(MSG_NOSIGNAL))
    #else
    send(fd, bytes, count, 0)
    #endif
}
