import Foundation
import HaapiClient
import HaapiClientNIO
import HaapiTesting
import Testing

/// The rules every transport of the package keeps, checked on each alike against local
/// servers: the answer as it came, a hard deadline, cancellation at once, the answer's
/// size bounded as bytes arrive, no request ever sent twice, redirects refused, TLS, and
/// HTTP/2 where the server offers it. (That a wait costs no CPU is a benchmark figure:
/// `Benchmarks/`, *idle wait*.)
@Suite("Transport conformance")
struct TransportConformanceTests {
    static let form: TransportHeaders = ["Content-Type": "application/x-www-form-urlencoded"]

    /// The network error `send` ended with, failing the test for anything else.
    static func networkError(_ send: @Sendable () async throws -> TransportResponse) async -> NetworkError? {
        do {
            let response = try await send()
            Issue.record("expected a network error, got an answer (\(response.status))")
        } catch HaapiClientError.network(let error) {
            return error
        } catch {
            Issue.record("expected a network error, got \(error)")
        }
        return nil
    }

    @Test(arguments: TransportKind.allCases)
    func theAnswerComesBackAsItCame(_ kind: TransportKind) async throws {
        try await ConformanceServer.run { server in
            let response = try await kind.make().send(TransportRequest(method: "GET", url: server.baseURL.appending(path: "hello")))
            #expect(response.status == 200)
            #expect(response.mediaType == "application/json")
            #expect(String(decoding: response.body, as: UTF8.self) == #"{"hello":"world"}"#)
        }
    }

    @Test(arguments: TransportKind.allCases)
    func aSilentServerEndsTheRequestByItsDeadline(_ kind: TransportKind) async throws {
        let silent = try LoopbackPort(listening: true)
        let url = try #require(URL(string: "http://127.0.0.1:\(silent.port)/hello"))
        let error = try await within(300, "a request with a deadline of 0.5 s") {
            await Self.networkError { try await kind.make(timeout: 0.5).send(TransportRequest(method: "GET", url: url)) }
        }
        #expect(error?.reason == "no complete answer within 0.5 s", "\(String(describing: error))")
        #expect(error?.isRetryable == true, "a GET that timed out may be sent again by its caller")
    }

    @Test(arguments: TransportKind.allCases)
    func aTricklingAnswerEndsByTheDeadlineFromTheStart(_ kind: TransportKind) async throws {
        try await ConformanceServer.run { server in
            let url = server.baseURL.appending(path: "trickle")
            // A deadline that each byte renewed would let the whole answer (a minute of a
            // byte every 100 ms) come back; the bound only ends a transport that hangs.
            let error = try await within(300, "a trickling answer with a deadline of 1 s") {
                await Self.networkError { try await kind.make(timeout: 1).send(TransportRequest(method: "GET", url: url)) }
            }
            #expect(error?.reason == "no complete answer within 1 s", "\(String(describing: error))")
        }
    }

    @Test(arguments: TransportKind.allCases)
    func aCancelledCallerStopsWaitingAtOnce(_ kind: TransportKind) async throws {
        let silent = try LoopbackPort(listening: true)
        let url = try #require(URL(string: "http://127.0.0.1:\(silent.port)/hello"))
        let transport = kind.make(timeout: 3600)
        let waiting = Task { try await transport.send(TransportRequest(method: "GET", url: url)) }
        try await Task.sleep(for: .milliseconds(200))
        waiting.cancel()
        let outcome = try await within(300, "a cancelled request") { await waiting.result }
        guard case .failure(let error) = outcome, error is CancellationError else {
            Issue.record("a cancelled request ended as \(outcome), not with CancellationError")
            return
        }
    }

    @Test(arguments: TransportKind.allCases, [true, false])
    func anAnswerOverTheLimitIsRefusedBeforeItIsReadWhole(_ kind: TransportKind, announced: Bool) async throws {
        let server = try HugeAnswerServer(announced: announced)
        do {
            // A generous deadline: the test is about the size, and a full run on two cores
            // can hold the reading task for tens of seconds.
            _ = try await kind.make(timeout: 300, limit: 1 << 20).send(TransportRequest(method: "GET", url: server.url))
            Issue.record("a 64 MiB answer was taken")
        } catch HaapiClientError.protocolViolation(let violation) {
            #expect(violation.description.contains("over the limit of 1048576 bytes"), "\(violation)")
            if announced {
                #expect(violation.description.contains("announces 67108864 bytes"), "\(violation)")
            } else {
                let received = violation.description.split(separator: " ").drop { $0 != "passed" }.dropFirst().first.flatMap { Int($0) }
                #expect((received ?? .max) < 2 << 20, "\(violation)")
            }
        }
        // The connection was closed: the server's blocking writes failed long before the
        // end (the kernel's buffers take a few MiB).
        try await waitUntil("the server's writing to end", seconds: 60) { server.ended }
        guard kind == .urlSession else {
            #expect(server.written < 24 << 20, "the server wrote \(server.written) bytes")
            return
        }
        #if os(Linux)
        // libcurl goes on reading after swift-corelibs-foundation cancelled the task
        // (the bytes are dropped, not kept): tens of MiB on loopback, the whole answer
        // when it is chunked. NIOHTTPTransport stops at the limit.
        withKnownIssue("URLSession on Linux reads on after the cancel", isIntermittent: true) {
            #expect(server.written < 24 << 20, "the server wrote \(server.written) bytes")
        }
        #else
        #expect(server.written < 24 << 20, "the server wrote \(server.written) bytes")
        #endif
    }

    @Test(arguments: TransportKind.allCases, [FaultProxy.Fault.resetBeforeForwarding, .resetAfterForwarding])
    func aPostWhoseConnectionBreaksIsNotSentAgain(_ kind: TransportKind, fault: FaultProxy.Fault) async throws {
        try await ConformanceServer.run { server in
            // The rule breaks one POST only: a transport that sent it again would get through.
            let proxy = try FaultProxy(rules: [.init(method: "POST", pathSuffix: "/form", fault: fault, times: 1)])
            defer { proxy.stop() }
            try proxy.connect(to: server.baseURL)
            let request = TransportRequest(method: "POST", url: proxy.baseURL.appending(path: "form"), headers: Self.form, body: Data("password=secret".utf8))
            let error = try #require(await Self.networkError { try await kind.make(timeout: 60).send(request) })
            #expect(error.mayHaveReachedServer, "\(error)")
            #expect(!error.isRetryable, "\(error)")
            #expect(proxy.forwardedCount(method: "POST", path: "/form") == (fault == .resetAfterForwarding ? 1 : 0))
            try await Task.sleep(for: .milliseconds(300))
            #expect(server.count("/form") == (fault == .resetAfterForwarding ? 1 : 0))
        }
    }

    @Test(arguments: TransportKind.allCases)
    func postsOnKeptConnectionsReachTheServerOnceEach(_ kind: TransportKind) async throws {
        try await ConformanceServer.run { server in
            // The proxy keeps its client connections alive; the transport may reuse them.
            let proxy = try FaultProxy(rules: [])
            defer { proxy.stop() }
            try proxy.connect(to: server.baseURL)
            let transport = kind.make(timeout: 60)
            for number in 1...60 {
                let request = TransportRequest(method: "POST", url: proxy.baseURL.appending(path: "form"), headers: Self.form, body: Data("n=\(number)".utf8))
                let answer = try await transport.send(request)
                #expect(answer.status == 200 && String(decoding: answer.body, as: UTF8.self) == "\(number)", "answer \(number): \(answer.status) \(answer.headers) «\(String(decoding: answer.body, as: UTF8.self))»")
            }
            #expect(server.count("/form") == 60)
        }
    }

    @Test(arguments: TransportKind.allCases)
    func aRedirectComesBackUnfollowed(_ kind: TransportKind) async throws {
        try await ConformanceServer.run { server in
            let response = try await kind.make().send(TransportRequest(method: "GET", url: server.baseURL.appending(path: "redirect")))
            #expect(response.status == 302)
            #expect(response.headers["Location"] == "/target")
            #expect(server.count("/target") == 0)
        }
    }

    @Test(arguments: TransportKind.allCases)
    func aRefusedConnectionIsRetryableEvenForAPost(_ kind: TransportKind) async throws {
        let closed = try LoopbackPort(listening: false)
        let url = try #require(URL(string: "http://127.0.0.1:\(closed.port)/form"))
        let request = TransportRequest(method: "POST", url: url, headers: Self.form, body: Data("password=secret".utf8))
        let error = try await within(300, "a refused connection") { await Self.networkError { try await kind.make(timeout: 30).send(request) } }
        #expect(error?.reason == "cannot connect to host", "\(String(describing: error))")
        #expect(error?.mayHaveReachedServer == false, "\(String(describing: error))")
        #expect(error?.isRetryable == true, "\(String(describing: error))")
    }

    // MARK: TLS and HTTP/2

    @Test(arguments: TransportKind.allCases)
    func aServerCertifiedByAnUnknownAuthorityIsRefused(_ kind: TransportKind) async throws {
        let authority = try TestCertificateAuthority()
        try await ConformanceServer.run(.tls(authority.serverTLS)) { server in
            let request = TransportRequest(method: "POST", url: server.baseURL.appending(path: "form"), headers: Self.form, body: Data("password=secret".utf8))
            let error = try await within(300, "a TLS refusal") { await Self.networkError { try await kind.make(timeout: 30).send(request) } }
            #expect(error?.reason == "TLS failure", "\(String(describing: error))")
            #expect(error?.mayHaveReachedServer == false, "\(String(describing: error))")
            #expect(error?.isRetryable == false, "\(String(describing: error))")
            #expect(server.count("/form") == 0)
        }
    }

    /// URLSession on Linux trusts only the system's bundle of roots (libcurl's
    /// `/etc/ssl/certs/ca-certificates.crt`), so a test authority and HTTP/2 (offered
    /// over TLS only) are checked on the NIO transport, which takes a TLS configuration.
    @Test func aServerCertifiedByATrustedAuthorityIsReachedOverHTTP2() async throws {
        let authority = try TestCertificateAuthority()
        try await ConformanceServer.run(.tls(authority.serverTLS)) { server in
            let transport = TransportKind.nio.make(tls: authority.clientTLS)
            let answer = try await transport.send(TransportRequest(method: "GET", url: server.baseURL.appending(path: "protocol")))
            #expect(String(decoding: answer.body, as: UTF8.self) == "h2")
            // Several posts share the connection, each reaching the server once.
            for number in 1...5 {
                let request = TransportRequest(method: "POST", url: server.baseURL.appending(path: "form"), headers: Self.form, body: Data("n=\(number)".utf8))
                #expect(String(decoding: try await transport.send(request).body, as: UTF8.self) == "\(number)")
            }
        }
    }

    @Test func aPlainServerIsReachedOverHTTP1() async throws {
        try await ConformanceServer.run { server in
            let answer = try await TransportKind.nio.make().send(TransportRequest(method: "GET", url: server.baseURL.appending(path: "protocol")))
            #expect(String(decoding: answer.body, as: UTF8.self) == "http/1.1")
        }
    }
}
