/// One question a screen asked its delegate and waits to be answered: it answers
/// once (later answers are refused), and a watch on the injected clock reports
/// when no answer came within the timeout.
@MainActor
final class DelegateWait {
    /// The delegate method asked, as documentation writes it.
    let method: String
    /// Where the wait stands.
    enum State { case waiting, answered, abandoned }
    /// Where the wait stands.
    private(set) var state = State.waiting
    /// Whether the answer came or the wait was abandoned.
    var isFinished: Bool { state != .waiting }
    private var watch: Task<Void, Never>?

    /// Starts waiting; `onTimeout` runs once when `timeout` passes on `clock` first.
    init(method: String, timeout: Duration, clock: any Clock<Duration>, onTimeout: @escaping @MainActor () -> Void) {
        self.method = method
        watch = Task { @MainActor [weak self] in
            do {
                try await clock.sleep(for: timeout, tolerance: nil)
            } catch {
                return
            }
            guard let self, !self.isFinished else { return }
            onTimeout()
        }
    }

    /// Takes the answer; returns the state before it (``State/waiting`` when this
    /// answer is the one that counts).
    func answer() -> State {
        let before = state
        if before == .waiting { finish(.answered) }
        return before
    }

    /// Stops waiting without an answer (the person cancelled).
    func abandon() {
        if state == .waiting { finish(.abandoned) }
    }

    private func finish(_ end: State) {
        state = end
        watch?.cancel()
        watch = nil
    }
}
