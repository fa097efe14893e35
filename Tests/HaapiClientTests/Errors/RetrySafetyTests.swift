import Foundation
import HaapiClient
import HaapiTesting
import Testing
@testable import HaapiClient

/// `isRetryable` says a request may be sent again only where that is safe: a `GET` after
/// any temporary failure, a `POST` only when the server certainly did not process it (the
/// connection failed before it was sent, or the server answered 429 or 503).
@Suite("Retry safety of failed requests")
struct RetrySafetyTests {
    static let post = TransportRequest(method: "POST", url: URL(string: "https://login.example/authn/authenticate/username-password")!)
    static let get = TransportRequest(method: "GET", url: URL(string: "https://login.example/authn/authenticate")!)

    @Test func aPostThatBrokeAfterItWasSentIsNotRetryableAGetIs() {
        let lost = URLError(.networkConnectionLost)
        let post = URLSessionTransport.networkError(lost, request: Self.post)
        #expect(post.isTemporary && post.mayHaveReachedServer)
        #expect(!post.isRetryable, "the server may have taken the password")
        #expect(!HaapiClientError.network(post).isRetryable)
        #expect(post.recoverySuggestion.contains("may have received"))
        #expect(URLSessionTransport.networkError(lost, request: Self.get).isRetryable)
        #expect(!URLSessionTransport.networkError(URLError(.timedOut), request: Self.post).isRetryable)
        #expect(URLSessionTransport.networkError(URLError(.timedOut), request: Self.get).isRetryable)
    }

    @Test(arguments: [URLError.Code.cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet])
    func aPostThatNeverLeftIsRetryable(_ code: URLError.Code) {
        let error = URLSessionTransport.networkError(URLError(code), request: Self.post)
        #expect(!error.mayHaveReachedServer)
        #expect(error.isRetryable)
    }

    @Test func aPermanentFailureIsNotRetryableWhateverTheMethod() {
        for request in [Self.post, Self.get] {
            #expect(!URLSessionTransport.networkError(URLError(.serverCertificateUntrusted), request: request).isRetryable)
            #expect(!URLSessionTransport.networkError(URLError(.unsupportedURL), request: request).isRetryable)
        }
    }

    @Test func theStatusSaysWhetherAPostMayBeSentAgain() {
        func error(_ status: Int, _ request: TransportRequest) -> HTTPStatusError {
            HTTPStatusError(status: status, request: request.description, contentType: "text/html", bodyExcerpt: "")
        }
        // 429 and 503: the server says it did not process the request.
        for status in [429, 503] { #expect(error(status, Self.post).isRetryable, "\(status)") }
        // 502 and 504: a gateway may have passed it on.
        for status in [502, 504] {
            #expect(!error(status, Self.post).isRetryable, "\(status)")
            #expect(error(status, Self.get).isRetryable, "\(status)")
            // What to do says so: a POST is not simply to be tried again.
            #expect(error(status, Self.post).recoverySuggestion.contains("may have passed the request on"), "\(status)")
            #expect(error(status, Self.get).recoverySuggestion.contains("wait and try again"), "\(status)")
        }
        #expect(!error(500, Self.get).isRetryable)
        #expect(!HaapiClientError.httpStatus(error(502, Self.post)).isRetryable)
    }

    @Test func idempotentMethods() {
        #expect(["GET", "get", "HEAD", "OPTIONS", "TRACE", "PUT", "DELETE"].allSatisfy { TransportRequest.isIdempotent(method: $0) })
        #expect(!["POST", "PATCH", "CONNECT", ""].contains { TransportRequest.isIdempotent(method: $0) })
        #expect(!NetworkError(reason: "lost", request: "nonsense", isTemporary: true).isRetryable, "an unknown method counts as a POST")
    }

    // MARK: Over real sockets

    /// The error `URLSessionTransport` gives for `method` sent to `url`.
    static func failure(_ method: String, _ url: URL) async -> NetworkError? {
        do {
            _ = try await URLSessionTransport(defaultTimeout: 10).send(TransportRequest(
                method: method, url: url, headers: ["Content-Type": "application/x-www-form-urlencoded"],
                body: method == "POST" ? Data("password=secret".utf8) : nil))
            Issue.record("\(method) \(url) got an answer")
            return nil
        } catch let error as HaapiClientError {
            guard case .network(let network) = error else {
                Issue.record("expected a network error, got \(error)")
                return nil
            }
            return network
        } catch {
            Issue.record("expected a HaapiClientError, got \(error)")
            return nil
        }
    }

    @Test func aPostResetAfterItWasSentIsNotRetryableAGetIs() async throws {
        // The proxy reads the whole request, then resets the connection: the client cannot
        // tell whether the server got it.
        let proxy = try FaultProxy(rules: [
            .init(method: "POST", pathSuffix: "/login", fault: .resetBeforeForwarding),
            .init(method: "GET", pathSuffix: "/login", fault: .resetBeforeForwarding),
        ])
        defer { proxy.stop() }
        let url = proxy.baseURL.appending(path: "login")
        let post = try #require(await Self.failure("POST", url))
        #expect(post.mayHaveReachedServer, "\(post)")
        #expect(!post.isRetryable, "\(post)")
        let get = try #require(await Self.failure("GET", url))
        #expect(get.isRetryable, "\(get)")
    }

    @Test func aPostToARefusedConnectionIsRetryable() async throws {
        let closed = try LoopbackPort(listening: false)
        let url = try #require(URL(string: "http://127.0.0.1:\(closed.port)/login"))
        let post = try #require(await Self.failure("POST", url))
        #expect(!post.mayHaveReachedServer, "\(post)")
        #expect(post.isRetryable, "\(post)")
    }

    @Test func theClientJudgesACustomTransportsErrorByTheMethodItSent() async throws {
        // A transport that calls every failure temporary: the client's error for its POST
        // (the HAAPI token request) is still not retryable.
        let transport = InMemoryTransport { request in
            throw HaapiClientError.network(NetworkError(reason: "lost", request: request.description, isTemporary: true))
        }
        let client = HaapiClient(configuration: try TestValues.configuration(), transport: transport, logger: .quiet("test"))
        let error = try #require(await caught { try await client.start() })
        guard case .network(let network) = error else {
            Issue.record("expected a network error, got \(error)")
            return
        }
        #expect(network.request.hasPrefix("POST "))
        #expect(!error.isRetryable)
    }
}
