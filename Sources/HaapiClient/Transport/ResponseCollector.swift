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

    /// Why this collector ended a task itself.
    private enum Ending: Sendable {
        case cancelled, timedOut(TimeInterval), tooLarge(status: Int, announced: Int?, received: Int)
    }

    private struct Pending: Sendable {
        var continuation: CheckedContinuation<Outcome, Never>
        var limit: Int
        var timer: Task<Void, Never>?
        var response: HTTPURLResponse?
        var body = Data()
        var ending: Ending?
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
    /// outcome: the answer, or how it failed.
    ///
    /// - Parameters:
    ///   - deadline: Seconds from now after which the task is ended, whatever came.
    ///   - limit: The most body bytes read.
    ///   - makeTask: Makes the task, of a session whose delegate is this collector.
    func run(deadline: TimeInterval, limit: Int, _ makeTask: @escaping @Sendable () -> URLSessionDataTask) async -> Outcome {
        // The task once made, and whether the caller was cancelled before that.
        let started = Mutex<(task: URLSessionDataTask?, cancelled: Bool)>((nil, false))
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                calls.async {
                    let task = makeTask()
                    let id = task.taskIdentifier
                    self.pending.withLock { $0[id] = Pending(continuation: continuation, limit: limit) }
                    let timer = Task {
                        try? await Task.sleep(for: .seconds(deadline))
                        if !Task.isCancelled { self.end(task, .timedOut(deadline)) }
                    }
                    self.pending.withLock { $0[id]?.timer = timer }
                    let cancelled = started.withLock { state -> Bool in
                        state.task = task
                        return state.cancelled
                    }
                    if cancelled { self.end(task, .cancelled) }
                    task.resume()
                }
            }
        } onCancel: {
            let task = started.withLock { state -> URLSessionDataTask? in
                state.cancelled = true
                return state.task
            }
            if let task { end(task, .cancelled) }
        }
    }

    /// Runs `work` with `URLSession` on the collector's queue (see ``run(deadline:limit:_:)``).
    func call(_ work: @escaping @Sendable () -> Void) {
        calls.async(execute: work)
    }

    /// Ends `task` for `reason` (the first reason wins); its completion then reports it.
    private func end(_ task: URLSessionTask, _ reason: Ending) {
        let id = task.taskIdentifier
        let marked = pending.withLock { all -> Bool in
            guard all[id] != nil, all[id]?.ending == nil else { return false }
            all[id]?.ending = reason
            return true
        }
        if marked { calls.async { task.cancel() } }
    }

    // MARK: URLSessionDataDelegate

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let id = dataTask.taskIdentifier
        let http = response as? HTTPURLResponse
        let over = pending.withLock { all -> Bool in
            guard var entry = all[id] else { return false }
            entry.response = http
            let announced = response.expectedContentLength
            if announced > Int64(entry.limit) {
                entry.ending = entry.ending ?? .tooLarge(status: http?.statusCode ?? 0, announced: Int(clamping: announced), received: 0)
                all[id] = entry
                return true
            }
            all[id] = entry
            return false
        }
        completionHandler(over ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let id = dataTask.taskIdentifier
        let over = pending.withLock { all -> Bool in
            guard var entry = all[id], entry.ending == nil else { return false }
            if entry.body.count + data.count > entry.limit {
                entry.ending = .tooLarge(status: entry.response?.statusCode ?? 0, announced: nil, received: entry.body.count + data.count)
                entry.body = Data()
                all[id] = entry
                return true
            }
            entry.body.append(data)
            all[id] = entry
            return false
        }
        if over { calls.async { dataTask.cancel() } }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let entry = pending.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        entry.timer?.cancel()
        entry.continuation.resume(returning: Self.outcome(entry, error: error))
    }

    private static func outcome(_ entry: Pending, error: (any Error)?) -> Outcome {
        switch entry.ending {
        case .cancelled: return .cancelled
        case .timedOut(let seconds): return .timedOut(seconds)
        case .tooLarge(let status, let announced, let received):
            return .tooLarge(status: status, limit: entry.limit, announced: announced, received: received)
        case nil: break
        }
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
