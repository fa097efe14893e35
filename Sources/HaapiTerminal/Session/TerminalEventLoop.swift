/// The one event loop of a terminal backend (``InteractiveTerminal``, ``LineTerminal``):
/// input, signals, ticks and the backend's own messages are handled one at a
/// time, in the order they came, on the main actor.
///
/// A backend's ``HaapiScreenKit/ScreenRenderer/display(_:after:)`` only draws and posts a
/// message; what the person typed acts on a screen only from the loop, so an answer
/// never runs inside a `display` call — where the code that showed the screen has not
/// finished setting it up — and always acts on the screen current when its turn comes.
///
/// Messages and ``finish()`` posted before ``run(input:signals:tickInterval:handle:)``
/// wait for it.
@MainActor
final class TerminalEventLoop<Input: Sendable, Message: Sendable> {
    /// One thing for the loop to handle.
    enum Event: Sendable {
        /// A key or a line.
        case input(Input)
        /// The input ended.
        case inputEnded
        /// A signal arrived (its number).
        case signal(Int32)
        /// The refresh interval passed.
        case tick
        /// The backend posted something for itself (a screen was shown, a command's text was found).
        case message(Message)
        /// The flow ended.
        case finish
    }

    private var stream: AsyncStream<Event>
    private var continuation: AsyncStream<Event>.Continuation

    /// Whether ``run(input:signals:tickInterval:handle:)`` is under way.
    private(set) var isRunning = false

    init() {
        (stream, continuation) = AsyncStream<Event>.makeStream()
    }

    /// Posts `message` for the loop to handle after what came before it.
    func post(_ message: Message) {
        continuation.yield(.message(message))
    }

    /// Ends the run with ``TerminalRunResult/finished`` once the events before it were handled.
    func finish() {
        continuation.yield(.finish)
    }

    /// Handles events until `handle` returns a result, ``finish()`` is called, or the
    /// events end. `input` and `signals` are read until the run ends; a tick comes every
    /// `tickInterval` when one is given.
    func run(
        input: AsyncStream<Input>,
        signals: AsyncStream<Int32>?,
        tickInterval: Duration? = nil,
        handle: (Event) -> TerminalRunResult?
    ) async -> TerminalRunResult {
        let continuation = self.continuation
        let inputTask = Task {
            for await value in input { continuation.yield(.input(value)) }
            continuation.yield(.inputEnded)
        }
        let signalTask = Task {
            guard let signals else { return }
            for await number in signals { continuation.yield(.signal(number)) }
        }
        let tickTask = Task {
            guard let tickInterval else { return }
            while !Task.isCancelled {
                try? await Task.sleep(for: tickInterval)
                continuation.yield(.tick)
            }
        }
        isRunning = true
        defer {
            isRunning = false
            inputTask.cancel()
            signalTask.cancel()
            tickTask.cancel()
            continuation.finish()
            // A later run starts afresh: nothing of this one is handled again.
            (stream, self.continuation) = AsyncStream<Event>.makeStream()
        }
        for await event in stream {
            if case .finish = event { return .finished }
            if let result = handle(event) { return result }
        }
        return .finished
    }
}
