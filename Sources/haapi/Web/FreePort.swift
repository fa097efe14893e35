#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP port on 127.0.0.1 that was free a moment ago: `haapi web` needs its page's
/// address (`http://localhost:<port>`) before the embedded dev server starts, whose
/// passkey relying party accepts only the origins it was given.
///
/// The port is picked below the systems' ephemeral ranges (Linux 32768–60999, macOS
/// 49152–65535), so that no program asking for any free port (the dev server starting
/// next, say) is handed it before the host binds it.
enum FreePort {
    /// Where the port is picked.
    static let range = 20_000..<32_768

    /// The port, or `nil` when no socket could be bound.
    static func find() -> Int? {
        for _ in 0..<64 {
            let port = Int.random(in: range)
            if bind(port) != nil { return port }
        }
        // Everything tried was taken: any free port (a race with port-0 binds is then possible).
        return bind(0)
    }

    /// The port `port` (0: any) bound on 127.0.0.1 and released again, or `nil` when it could not be bound.
    private static func bind(_ port: Int) -> Int? {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                #if canImport(Glibc)
                Glibc.bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
                #else
                Darwin.bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
                #endif
            }
        }
        return bound ? Int(UInt16(bigEndian: address.sin_port)) : nil
    }
}
