/// A TCP port on 127.0.0.1 that was free a moment ago (for a program a test starts
/// that cannot pick its own, nginx say), or `nil` when no socket could be bound.
public func freeLoopbackPort() -> Int? {
    guard let (fd, port) = try? Sockets.listen() else { return nil }
    Sockets.close(fd)
    return port
}
