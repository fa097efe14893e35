/// A TCP socket on 127.0.0.1 that holds a port for as long as it lives: listening and
/// never answering (a server that hangs: connections open, then nothing), or only bound
/// (connections are refused). For tests of what a client does when a server hangs or
/// is not there.
public final class LoopbackPort: Sendable {
    /// The port held.
    public let port: Int
    private let descriptor: Int32

    /// Binds a free port, and listens on it when `listening`.
    public init(listening: Bool) throws(FaultProxyError) {
        (descriptor, port) = try Sockets.bind(listening: listening)
    }

    deinit { Sockets.close(descriptor) }
}
