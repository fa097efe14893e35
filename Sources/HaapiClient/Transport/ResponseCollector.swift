import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `URLSession` delegate behind ``URLSessionTransport``: collects each task's answer
/// up to a size limit, ends it at its deadline, refuses redirects, and leaves HTTP
/// authentication challenges to the client.
final class ResponseCollector: NSObject, URLSessionDataDelegate, Sendable {
    /// How a task ended.
    enum Outcome: Sendable {
        case response(TransportResponse)
        case cancelled
        case timedOut(TimeInterval)
        /// The body is over `limit`; `announced` is its `Content-Length` when that told,
        /// `received` the bytes that had come when the task was ended.
        case tooLarge(status: Int, limit: Int, announced: Int?, received: Int)
        case challengeRefused
        case failed(URLError)
        case notHTTP
    }

    /// One caller's wait: ended once, by the task's completion, the deadline, the
    /// caller's cancellation or a body over the limit, whichever comes first.
    private final class Wait: Sendable {
        private struct State {
            var continuation: CheckedContinuation<Outcome, Never>?
            var outcome: Outcome?
            var task: URLSessionDataTask?
            var timer: Task<Void, Never>?
        }

        private let state = Mutex(State())

        /// Whether the wait has ended.
        var hasEnded: Bool { state.withLock { $0.outcome != nil } }

        /// Waits for the outcome (at once when it came already).
        func start(_ continuation: CheckedContinuation<Outcome, Never>, timer: Task<Void, Never>) {
            let ended = state.withLock { state -> Outcome? in
                state.timer = timer
                if state.outcome == nil { state.continuation = continuation }
                return state.outcome
            }
            if let ended {
                timer.cancel()
                continuation.resume(returning: ended)
            }
        }

        /// Keeps the task made for this wait; `false` when the wait ended before it was made.
        func keep(_ task: URLSessionDataTask) -> Bool {
            state.withLock { state in
                state.task = task
                return state.outcome == nil
            }
        }

        /// Ends the wait with `outcome` unless it ended already; returns its task, if any,
        /// when this call ended it.
        @discardableResult
        func end(_ outcome: Outcome) -> (ended: Bool, task: URLSessionDataTask?) {
            let taken = state.withLock { state -> State? in
                guard state.outcome == nil else { return nil }
                state.outcome = outcome
                defer { state.continuation = nil }
                return state
            }
            guard let taken else { return (false, nil) }
            taken.timer?.cancel()
            taken.continuation?.resume(returning: outcome)
            return (true, taken.task)
        }
    }

    private struct Pending: Sendable {
        let wait: Wait
        var limit: Int
        var response: HTTPURLResponse?
        var body = Data()
    }

    /// Tasks under way by task identifier (each session has a collector of its own, and
    /// identifiers are unique within a session).
    private let pending = Mutex<[Int: Pending]>([:])

    /// Where `URLSession` is called, for every collector of the process: making, starting
    /// and cancelling a task wait on the session's own queue, and on Linux such a wait on
    /// a thread of Swift's concurrency pool (one thread per core) stalls every task of the
    /// process. One serial queue for all: a queue per collector let each waiting call take
    /// a thread of libdispatch's own (over a hundred under load), until none was left to
    /// run the work they all waited for and every request of the process hung.
    private static let calls = DispatchQueue(label: "HaapiClient.URLSessionCalls")
    private var calls: DispatchQueue { Self.calls }

    /// Makes a task with `makeTask` (on the collector's queue), runs it and waits for its
    /// outcome: the answer, or how it failed. The wait ends by `deadline` whatever
    /// `URLSession` does: a task that never completes, or a queue held up behind another
    /// call, does not hold the caller past it.
    ///
    /// - Parameters:
    ///   - deadline: Seconds from now after which the task is ended, whatever came.
    ///   - limit: The most body bytes read.
    ///   - makeTask: Makes the task, of a session whose delegate is this collector.
    func run(deadline: TimeInterval, limit: Int, _ makeTask: @escaping @Sendable () -> URLSessionDataTask) async -> Outcome {
        let wait = Wait()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                let timer = Task {
                    try? await Task.sleep(for: .seconds(deadline))
                    if !Task.isCancelled { self.end(wait, .timedOut(deadline)) }
                }
                wait.start(continuation, timer: timer)
                calls.async {
                    guard !wait.hasEnded else { return }
                    let task = makeTask()
                    self.pending.withLock { $0[task.taskIdentifier] = Pending(wait: wait, limit: limit) }
                    if wait.keep(task) {
                        task.resume()
                    } else {
                        // Ended while the task was made: it is not started.
                        self.pending.withLock { _ = $0.removeValue(forKey: task.taskIdentifier) }
                        task.cancel()
                    }
                }
            }
        } onCancel: {
            end(wait, .cancelled)
        }
    }

    /// Runs `work` with `URLSession` on the collector's queue (see ``run(deadline:limit:_:)``).
    func call(_ work: @escaping @Sendable () -> Void) {
        calls.async(execute: work)
    }

    /// Ends `wait` now with `outcome` (unless it ended already) and cancels its task: the
    /// caller does not wait for `URLSession` to report the cancellation.
    private func end(_ wait: Wait, _ outcome: Outcome) {
        let (ended, task) = wait.end(outcome)
        guard ended, let task else { return }
        pending.withLock { _ = $0.removeValue(forKey: task.taskIdentifier) }
        calls.async { task.cancel() }
    }

    // MARK: URLSessionDataDelegate

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let id = dataTask.taskIdentifier
        let http = response as? HTTPURLResponse
        let announced = response.expectedContentLength
        let over = pending.withLock { all -> Int? in
            guard all[id] != nil else { return nil }
            all[id]?.response = http
            return announced > Int64(all[id]?.limit ?? 0) ? all[id]?.limit : nil
        }
        if let limit = over, let wait = pending.withLock({ $0[id]?.wait }) {
            end(wait, .tooLarge(status: http?.statusCode ?? 0, limit: limit, announced: Int(clamping: announced), received: 0))
        }
        completionHandler(over != nil ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let id = dataTask.taskIdentifier
        let over = pending.withLock { all -> (Wait, Outcome)? in
            guard var entry = all[id] else { return nil }
            if entry.body.count + data.count > entry.limit {
                return (entry.wait, .tooLarge(status: entry.response?.statusCode ?? 0, limit: entry.limit, announced: nil, received: entry.body.count + data.count))
            }
            entry.body.append(data)
            all[id] = entry
            return nil
        }
        if let (wait, outcome) = over { end(wait, outcome) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let entry = pending.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        entry.wait.end(Self.outcome(entry, error: error))
    }

    private static func outcome(_ entry: Pending, error: (any Error)?) -> Outcome {
        if let error {
            let urlError = Self.urlError(error)
            return urlError.code == .cancelled ? .challengeRefused : .failed(urlError)
        }
        guard let http = entry.response else { return .notHTTP }
        var headers = TransportHeaders()
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String {
                headers.add(name: name, value: value)
            }
        }
        return .response(TransportResponse(status: http.statusCode, headers: headers, body: entry.body))
    }

    /// `error` as a `URLError` (the delegate may get an `NSError` of `NSURLErrorDomain`).
    private static func urlError(_ error: any Error) -> URLError {
        if let urlError = error as? URLError { return urlError }
        let nsError = error as NSError
        guard nsError.domain == NSURLErrorDomain else { return URLError(.unknown, userInfo: [NSUnderlyingErrorKey: nsError]) }
        return URLError(URLError.Code(rawValue: nsError.code) ?? .unknown, userInfo: nsError.userInfo)
    }

    /// Refuses HTTP redirects so that credentials never follow them (the client sees the 3xx).
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    /// HTTP Basic/Digest challenges are refused: the client authenticates itself and must
    /// see the 401. (Apple platforms then deliver the 401; swift-corelibs-foundation ends
    /// the task as cancelled, which the transport reports as a 401 without body.) Anything
    /// else (server trust) keeps the system's checks.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        let httpMethods = [NSURLAuthenticationMethodHTTPBasic, NSURLAuthenticationMethodHTTPDigest, NSURLAuthenticationMethodDefault]
        if httpMethods.contains(challenge.protectionSpace.authenticationMethod) {
            completionHandler(.rejectProtectionSpace, nil)
        } else {
            completionHandler(.performDefaultHandling, nil)
        }
    }
}
