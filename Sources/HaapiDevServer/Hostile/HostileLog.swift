import Synchronization

/// The requests that reached the foreign origin, in order.
final class HostileLog: Sendable {
    private let requests = Mutex<[ForeignOriginRequest]>([])

    func record(_ request: ForeignOriginRequest) {
        requests.withLock { $0.append(request) }
    }

    var all: [ForeignOriginRequest] {
        requests.withLock { $0 }
    }
}
