import Foundation
import HaapiClient
import HaapiClientNIO
import HaapiDevServer
import HaapiDevServerTesting
import HaapiFlow
import HaapiModel
import HaapiTesting
import Synchronization
import Testing

/// The time limit of each request (``FlowConfiguration/requestTimeout``), on the
/// driver's clock: a request that takes too long fails with `timedOut`, every request
/// gets its whole time, and one timer serves all of a flow's requests.
@Suite("Driver: the requests' time limit")
struct DriverTimeLimitTests {
    @Test func aRequestStartedLaterGetsItsWholeTimeFromTheOneTimer() async throws {
        try await FlowHarness.run { h in
            let (seen, sawRequest) = AsyncStream<Void>.makeStream()
            let transport = HangingTransport(pathSuffix: TransportFaultTests.passwordPath, seen: sawRequest)
            let client = try h.server.client(
                configuration: try h.server.clientConfiguration(scopes: []), transport: transport, logger: .quiet("HaapiFlowTests.limits"))
            let driver = try h.driver(client: client)
            try await driver.start()                      // t = 0: the timer is set for t = 30 s
            h.clock.advance(by: .seconds(20))
            try await driver.chooseAuthenticator("username-password")
            let login = Task { try await driver.press(.login, ["userName": "demo", "password": "Password1"]) }
            var requests = seen.makeAsyncIterator()
            await requests.next()                         // t = 20 s: the password hangs
            // t = 30 s: the first request's deadline; the password has had 10 s of its 30.
            #expect(try await h.clock.advanceToNextSleeper(within: .seconds(10)) == .seconds(10))
            #expect(await driver.state.isLoading, "the password is still under way")
            // t = 50 s: its own deadline.
            #expect(try await h.clock.advanceToNextSleeper(within: .seconds(20)) == .seconds(20))
            do {
                try await login.value
                Issue.record("the password did not time out")
            } catch HaapiFlowError.timedOut(_, let seconds) {
                #expect(seconds == 30)
            }
            #expect(await driver.state.phase == .running, "a timed-out action leaves the flow on its screen")
        }
    }

    @Test func oneTimerServesEveryRequestOfALogin() async throws {
        try await FlowHarness.run { h in
            let clock = SleepCountingClock(inner: h.clock, counted: FlowConfiguration().requestTimeout)
            let driver = HaapiFlowDriver(
                client: try h.client(), clientOperations: .standard(opener: FixedOpener(succeeds: false)), clock: clock,
                logger: .quiet("HaapiFlowTests.limits"))
            try await driver.start()
            try await driver.logInWithPassword()
            _ = try tokens(await driver.result())
            // The start, the choice, the password and the code exchange: four requests
            // within 30 s, one timer (a timer per request would stay asleep until its
            // deadline after its request ended).
            #expect(clock.sleeps == 1)
        }
    }
}

/// Holds the POSTs to paths ending with `pathSuffix` until they are cancelled, and says when one arrived.
struct HangingTransport: HTTPTransport {
    let pathSuffix: String
    let seen: AsyncStream<Void>.Continuation
    let inner = NIOHTTPTransport(defaultTimeout: TestDevServer.requestTimeout)

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        if request.method == "POST", request.url.path.hasSuffix(pathSuffix) {
            seen.yield()
            try await Task.sleep(for: .seconds(3600))   // until the driver gives up on it
        }
        return try await inner.send(request)
    }
}

/// A ``TestClock`` that counts the sleeps of one length.
struct SleepCountingClock: Clock {
    typealias Instant = TestClock.Instant
    let inner: TestClock
    let counted: Duration
    private let count = Counter()

    init(inner: TestClock, counted: Duration) {
        self.inner = inner
        self.counted = counted
    }

    var now: Instant { inner.now }
    var minimumResolution: Duration { inner.minimumResolution }
    /// How many sleeps of the counted length started.
    var sleeps: Int { count.value.load(ordering: .relaxed) }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        if now.duration(to: deadline) == counted { count.value.add(1, ordering: .relaxed) }
        try await inner.sleep(until: deadline, tolerance: tolerance)
    }

    final class Counter: Sendable {
        let value = Atomic<Int>(0)
    }
}
