public import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A loopback HTTP/1.1 proxy in front of a server that breaks chosen requests the way
/// networks and proxies do: a connection reset before or after the server saw the
/// request, a 5xx, a truncated body, a wrong content type, a garbage body, or no answer
/// at all. Everything else is passed through, on kept-alive connections to the client
/// (so that a client's connection reuse is exercised too).
///
/// Point your client at ``baseURL`` instead of the server, then count what reached the
/// server with ``forwardedCount(method:path:)``:
///
/// ```swift
/// let proxy = try FaultProxy(rules: [
///     .init(method: "POST", pathSuffix: "/username-password", fault: .resetAfterForwarding),
/// ])
/// defer { proxy.stop() }
/// try proxy.connect(to: serverURL)
/// // ... sign in through proxy.baseURL; the password POST fails at once ...
/// #expect(proxy.forwardedCount(method: "POST", path: "/username-password") == 1)   // never sent twice
/// ```
public final class FaultProxy: Sendable {
    /// How a request is broken.
    public enum Fault: Sendable, Hashable {
        /// The connection is reset (TCP RST) before the request is forwarded.
        case resetBeforeForwarding
        /// The request reaches the server, then the client's connection is reset
        /// instead of getting the answer.
        case resetAfterForwarding
        /// The server gets the request; the client gets this status with an HTML body.
        case status(Int)
        /// The answer's headers promise the whole body; half of it comes, then the connection closes.
        case truncatedBody
        /// The answer comes with this `Content-Type` instead of its own.
        case contentType(String)
        /// The answer's body is replaced with bytes that are not JSON.
        case garbageBody
        /// The request reaches the server; the client never gets an answer (until ``FaultProxy/stop()``).
        case stall
        /// The request reaches the server; the client gets its answer with the body of the
        /// previous answer the proxy passed on for another path (another step's document).
        case bodyOfAnotherStep
        /// The request is not forwarded: the client is told to use a DPoP nonce, and the
        /// nonce given is one from long ago (the same each time), as a replaying proxy would.
        case staleDPoPNonce
    }

    /// The nonce ``Fault/staleDPoPNonce`` hands out.
    public static let staleNonce = "nonce-from-an-earlier-answer"

    /// Which requests to break, how, and how many times.
    public struct Rule: Sendable, Hashable {
        /// The method, e.g. `POST`.
        public var method: String
        /// The end of the request's path, e.g. `/username-password` or `/oauth/token`.
        public var pathSuffix: String
        /// What happens to it.
        public var fault: Fault
        /// How many matching requests pass before the first one is broken.
        public var skipping: Int
        /// How many matching requests are broken (after ``skipping``); later ones pass.
        public var times: Int

        /// Creates a rule.
        public init(method: String, pathSuffix: String, fault: Fault, skipping: Int = 0, times: Int = 1) {
            self.method = method
            self.pathSuffix = pathSuffix
            self.fault = fault
            self.skipping = skipping
            self.times = times
        }
    }

    /// Where clients reach the proxy: `http://127.0.0.1:<port>`.
    public let baseURL: URL
    /// How long each request waits before it is forwarded: the round trip to a server far
    /// away (zero by default).
    public let latency: Duration
    private let listener: Int32
    private let state: Mutex<State>

    private struct State: Sendable {
        var upstreamPort: UInt16?
        var rules: [Rule]
        var forwarded: [String] = []
        /// The path and body of the last answer passed on, for ``Fault/bodyOfAnotherStep``.
        var lastAnswer: (path: String, body: [UInt8])?
        /// The body of the last answer passed on for a path other than `lastAnswer`'s.
        var earlierAnswerOfAnotherPath: [UInt8]?
        /// The client connections open now: a descriptor leaves the set in the same lock
        /// as it is closed, so one found here is still this proxy's.
        var connections: Set<Int32> = []
        var stopped = false
        /// Whether the accepting thread has closed the listening socket.
        var listenerClosed = false

        /// Remembers an answer passed on, keeping the last one of another path too.
        mutating func passedOn(path: String, body: [UInt8]) {
            if let last = lastAnswer, last.path != path { earlierAnswerOfAnotherPath = last.body }
            lastAnswer = (path, body)
        }

        /// The body of the latest answer passed on for a path other than `path`.
        func answerOfAnotherPath(than path: String) -> [UInt8]? {
            if let last = lastAnswer, last.path != path { return last.body }
            return earlierAnswerOfAnotherPath
        }
    }

    /// Starts a proxy; it forwards once ``connect(to:)`` named the server (a server that
    /// must know its public URL, ``baseURL``, before it starts can be started in between).
    ///
    /// - Parameters:
    ///   - rules: Which requests to break.
    ///   - latency: How long each request waits before it is forwarded, as if the server
    ///     were that far away (`.milliseconds(20)`: a server in another region).
    /// - Throws: ``FaultProxyError`` when a socket call fails.
    public init(rules: [Rule], latency: Duration = .zero) throws(FaultProxyError) {
        self.latency = latency
        let (socket, boundPort) = try Sockets.listen()
        listener = socket
        guard let url = URL(string: "http://127.0.0.1:\(boundPort)") else { throw FaultProxyError(reason: "no URL for port \(boundPort)") }
        baseURL = url
        state = Mutex(State(rules: rules))
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// Forwards to `upstream`, an `http://127.0.0.1:<port>` URL.
    ///
    /// - Throws: ``FaultProxyError`` for any other URL.
    public func connect(to upstream: URL) throws(FaultProxyError) {
        guard upstream.scheme == "http", upstream.host == "127.0.0.1", let port = upstream.port, let value = UInt16(exactly: port) else {
            throw FaultProxyError(reason: "the upstream must be http://127.0.0.1:<port>, got \(upstream.absoluteString)")
        }
        state.withLock { $0.upstreamPort = value }
    }

    /// Starts over with `rules`: the count of forwarded requests and the answers kept for
    /// ``Fault/bodyOfAnotherStep`` are cleared (one proxy and server can serve many cases).
    public func reset(rules: [Rule]) {
        state.withLock { state in
            state.rules = rules
            state.forwarded = []
            state.lastAnswer = nil
            state.earlierAnswerOfAnotherPath = nil
        }
    }

    /// How many requests with `method` whose path ends with `path` reached the server.
    public func forwardedCount(method: String, path: String) -> Int {
        state.withLock { $0.forwarded.filter { $0.hasPrefix(method + " ") && $0.hasSuffix(path) }.count }
    }

    /// The rules as they stand: each one's ``Rule/skipping`` and ``Rule/times`` count
    /// down as requests match it.
    public var rules: [Rule] { state.withLock { $0.rules } }

    /// Whether a rule (spent or not) names `method` and the end of `path`.
    public func hasRule(method: String, path: String) -> Bool {
        state.withLock { $0.rules.contains { $0.method == method && path.hasSuffix($0.pathSuffix) } }
    }

    /// Every request that reached the server, as `METHOD /path`, in order.
    public var forwarded: [String] { state.withLock { $0.forwarded } }

    /// Stops accepting and ends every connection (a stalled client then sees its
    /// connection close). Each socket is closed by the thread that owns it, exactly
    /// once, and shut down here only while it is still open — in the same lock as its
    /// owner closes it — so that no descriptor number the process has reused (another
    /// test's server connection) is ever shut down by mistake.
    public func stop() {
        state.withLock { state in
            guard !state.stopped else { return }
            state.stopped = true
            if !state.listenerClosed { Sockets.shutdown(listener) }
            for connection in state.connections { Sockets.shutdown(connection) }
        }
    }

    deinit {
        stop()
    }

    // MARK: Serving (threads)

    /// Accepts until ``stop()``; then closes the listening socket (only this thread does).
    private func acceptLoop() {
        defer {
            state.withLock { state in
                state.listenerClosed = true
                Sockets.close(listener)
            }
        }
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR, !state.withLock({ $0.stopped }) { continue }
                return
            }
            let accepted = state.withLock { state -> Bool in
                guard !state.stopped else { return false }
                state.connections.insert(connection)
                return true
            }
            guard accepted else {
                Sockets.close(connection)
                return
            }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    /// Serves one client connection; closes it when done (only this thread does).
    private func serve(_ client: Int32) {
        defer {
            state.withLock { state in
                state.connections.remove(client)
                Sockets.close(client)
            }
        }
        let reader = HTTPMessageReader(socket: client)
        while let request = reader.readRequest() {
            let fault = takeFault(for: request)
            if fault == .resetBeforeForwarding {
                Sockets.resetOnClose(client)
                return
            }
            if fault == .staleDPoPNonce {
                Sockets.send(client, Self.nonceDemand().serialized(keepAlive: true))
                continue
            }
            let head = request.replacingConnectionHeader()
            let path = Self.pathWithoutQuery(request.path)
            state.withLock { $0.forwarded.append("\(request.method) \(path)") }
            if latency > .zero { Self.sleep(latency) }
            let response: HTTPMessage
            switch exchange(head: head, body: request.body) {
            case .success(let answer):
                response = answer
            case .failure(let failure):
                // Says why, so that a test that meets it can tell.
                let words = Array("the fault proxy got no answer from the server: \(failure.reason)".utf8)
                Sockets.send(client, HTTPMessage.response(status: 502, contentType: "text/plain", body: words).serialized(keepAlive: true))
                continue
            }
            switch fault {
            case .resetAfterForwarding:
                Sockets.resetOnClose(client)
                return
            case .stall:
                // Keep the connection open and silent until the proxy stops.
                while !state.withLock({ $0.stopped }) { usleep(50_000) }
                return
            case .truncatedBody:
                Sockets.send(client, response.serialized(keepAlive: true).dropLast(max(1, response.body.count / 2)).map { $0 })
                return
            case .status(let code):
                let page = Array("<html><body><h1>\(code) from a proxy</h1></body></html>".utf8)
                Sockets.send(client, HTTPMessage.response(status: code, contentType: "text/html", body: page).serialized(keepAlive: true))
            case .contentType(let type):
                var changed = response
                changed.head = changed.settingHeader("Content-Type", to: type)
                Sockets.send(client, changed.serialized(keepAlive: true))
            case .garbageBody:
                var changed = response
                changed.body = Array("\u{0}\u{1}not json at all {{{".utf8)
                Sockets.send(client, changed.serialized(keepAlive: true))
            case .bodyOfAnotherStep:
                var changed = response
                if let other = state.withLock({ $0.answerOfAnotherPath(than: path) }) { changed.body = other }
                Sockets.send(client, changed.serialized(keepAlive: true))
            case .resetBeforeForwarding, .staleDPoPNonce, nil:
                state.withLock { $0.passedOn(path: path, body: response.body) }
                Sockets.send(client, response.serialized(keepAlive: true))
            }
        }
    }

    /// The fault for `request` (spending one of its rule's times), if any; rules match the
    /// path without its query.
    private func takeFault(for request: HTTPMessage) -> Fault? {
        let path = Self.pathWithoutQuery(request.path)
        return state.withLock { state in
            guard let index = state.rules.firstIndex(where: {
                $0.times > 0 && $0.method == request.method && path.hasSuffix($0.pathSuffix)
            }) else { return nil }
            if state.rules[index].skipping > 0 {
                state.rules[index].skipping -= 1
                return nil
            }
            state.rules[index].times -= 1
            return state.rules[index].fault
        }
    }

    /// Blocks this connection's thread for `duration`.
    private static func sleep(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var left = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&left, &remaining) == -1, errno == EINTR { left = remaining }
    }

    static func pathWithoutQuery(_ path: String) -> String {
        path.firstIndex(of: "?").map { String(path[..<$0]) } ?? path
    }

    /// "Use a DPoP nonce" with the stale nonce, as the token endpoint says it (RFC 9449 section 8).
    static func nonceDemand() -> HTTPMessage {
        var demand = HTTPMessage.response(
            status: 400, contentType: "application/json", body: Array(#"{"error":"use_dpop_nonce"}"#.utf8))
        demand.head = demand.settingHeader("DPoP-Nonce", to: staleNonce)
        return demand
    }

    /// Sends one request upstream on a new connection and reads the whole answer.
    private func exchange(head: String, body: [UInt8]) -> Result<HTTPMessage, FaultProxyError> {
        guard let port = state.withLock({ $0.upstreamPort }) else { return .failure(FaultProxyError(reason: "no server connected")) }
        guard let upstream = Sockets.connect(port: port) else { return .failure(FaultProxyError(reason: "connecting failed, errno \(errno)")) }
        defer { Sockets.close(upstream) }
        Sockets.send(upstream, Array(head.utf8) + body)
        guard let answer = HTTPMessageReader(socket: upstream).readResponse() else {
            return .failure(FaultProxyError(reason: "reading the answer failed, errno \(errno)"))
        }
        return .success(answer)
    }
}

/// Why a ``FaultProxy`` could not start.
public struct FaultProxyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What failed.
    public var reason: String
    public var description: String { "fault proxy: \(reason)" }
}
