public import ServiceLifecycle

/// A service that does one thing when its service group shuts down: close a store,
/// flush an exporter. Placed before the services that use what it closes (a group
/// stops its services in the reverse order of their start), it runs after they stopped.
///
/// ```swift
/// let group = ServiceGroup(configuration: .init(
///     services: [StopOnShutdown { await store.close() }, devServer, host],
///     gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
/// try await group.run()   // SIGTERM: the host stops, then the dev server, then the store closes
/// ```
public struct StopOnShutdown: Service {
    private let stop: @Sendable () async -> Void

    /// A service that runs `stop` when its group shuts down (or is cancelled).
    public init(_ stop: @escaping @Sendable () async -> Void) {
        self.stop = stop
    }

    /// Waits for the group's shutdown, then runs the closure.
    public func run() async throws {
        try? await gracefulShutdown()
        await stop()
    }
}
