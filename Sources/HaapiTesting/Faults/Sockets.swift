import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few blocking socket calls ``FaultProxy`` needs, on 127.0.0.1 only.
enum Sockets {
    /// A listening socket on 127.0.0.1 with a port the system picks, and that port.
    static func listen() throws(FaultProxyError) -> (Int32, Int) {
        try bind(listening: true)
    }

    /// A socket bound to a free port on 127.0.0.1, listening when `listening`, and its port.
    static func bind(listening: Bool) throws(FaultProxyError) -> (Int32, Int) {
        let fd = makeSocket()
        guard fd >= 0 else { throw FaultProxyError(reason: "socket() failed, errno \(errno)") }
        var address = loopback(port: 0)
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { systemBind(fd, $0, length) } }
        guard bound == 0, !listening || listenOn(fd) == 0 else {
            close(fd)
            throw FaultProxyError(reason: "bind/listen on 127.0.0.1 failed, errno \(errno)")
        }
        var actual = sockaddr_in()
        var actualLength = length
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &actualLength) }
        }
        return (fd, Int(UInt16(bigEndian: actual.sin_port)))
    }

    /// A connected socket to 127.0.0.1:`port`, or `nil`.
    static func connect(port: UInt16) -> Int32? {
        let fd = makeSocket()
        guard fd >= 0 else { return nil }
        var address = loopback(port: port)
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        var connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connectSocket(fd, $0, length) }
        }
        if connected != 0, errno == EINTR {
            // A signal came during the handshake, which goes on: wait for its end.
            connected = waitForConnection(fd)
        }
        guard connected == 0 else {
            close(fd)
            return nil
        }
        return fd
    }

    static func send(_ fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Reads what is there into `buffer`: its count, 0 at the end, -1 on an error. A
    /// signal caught by the process (the terminal's `SIGWINCH` relay in a test run) does
    /// not end the read.
    static func receive(_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            let count = read(fd, buffer.baseAddress, buffer.count)
            if count < 0, errno == EINTR { continue }
            return count
        }
    }

    /// Waits for a connection interrupted by a signal to be made: 0 when it was, -1 when not.
    private static func waitForConnection(_ fd: Int32) -> Int32 {
        var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        while true {
            let ready = poll(&entry, 1, 30_000)
            if ready < 0, errno == EINTR { continue }
            guard ready == 1 else { return -1 }
            var failure: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            guard getsockopt(fd, SOL_SOCKET, SO_ERROR, &failure, &length) == 0, failure == 0 else { return -1 }
            return 0
        }
    }

    /// Makes closing `fd` a TCP reset (`SO_LINGER` 0): the peer sees "connection reset by peer".
    static func resetOnClose(_ fd: Int32) {
        var linger = Glinger(l_onoff: 1, l_linger: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glinger>.size))
    }

    /// Ends both directions (wakes a thread blocked on `fd`) without closing it.
    static func shutdown(_ fd: Int32) {
        #if canImport(Glibc)
        _ = Glibc.shutdown(fd, Int32(SHUT_RDWR))
        #else
        _ = Darwin.shutdown(fd, SHUT_RDWR)
        #endif
    }

    /// Closes `fd`; call it once, from the thread that owns it.
    static func close(_ fd: Int32) {
        closeDescriptor(fd)
    }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    private static func makeSocket() -> Int32 {
        #if canImport(Glibc)
        Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
    }

    private static func systemBind(_ fd: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
        #if canImport(Glibc)
        Glibc.bind(fd, address, length)
        #else
        Darwin.bind(fd, address, length)
        #endif
    }

    private static func listenOn(_ fd: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.listen(fd, 16)
        #else
        Darwin.listen(fd, 16)
        #endif
    }

    private static func connectSocket(_ fd: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
        #if canImport(Glibc)
        Glibc.connect(fd, address, length)
        #else
        Darwin.connect(fd, address, length)
        #endif
    }

    private static func closeDescriptor(_ fd: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(fd)
        #else
        _ = Darwin.close(fd)
        #endif
    }
}

private typealias Glinger = linger
