import Foundation
import HaapiClient
import HaapiFlow
import HaapiModel
import HaapiTesting
import Logging
import Testing

/// The driver compares each poll's answer with the bytes of the kept pending step and
/// hands the state machine an unchanged one undecoded; the flow still counts down, and
/// a changed status ends the polling.
@Suite("Driver: a poll answered with the same bytes")
struct DriverUnchangedPollTests {
    static let base = URL(string: "https://login.example.com/oauth")!

    static func step(_ status: String) -> TransportResponse {
        .json(
            #"{"type":"polling-step","properties":{"status":"\#(status)","maxWaitTime":60},"actions":[{"template":"form","kind":"poll","model":{"href":"/authn/poll","method":"GET"}}]}"#,
            contentType: MediaType.haapi)
    }

    @Test func isNotDecodedAgainYetCountsDownAndAStatusChangeEndsPolling() async throws {
        let transport = InMemoryTransport()
        await transport.route("POST", "/oauth/token") { _ in .json(#"{"access_token":"t-1","token_type":"DPoP","expires_in":3600}"#) }
        await transport.route("GET", "/oauth/authorize", responses: [Self.step("pending")])
        await transport.route("GET", "/authn/poll", responses: [Self.step("pending"), Self.step("pending"), Self.step("pending"), Self.step("failed")])
        let configuration = try HaapiClientConfiguration.Builder(
            clientID: "client",
            endpoints: .explicit(ServerEndpoints(
                issuer: Self.base, authorizationEndpoint: Self.base.appendingPathComponent("authorize"),
                tokenEndpoint: Self.base.appendingPathComponent("token"))),
            redirectURI: URL(string: "app.example:/callback")!, clientAuthentication: .clientSecretBasic(ClientSecret("secret"))
        ).build()
        let (logger, lines, capture) = CapturingLogHandler.make()
        let client = HaapiClient(configuration: configuration, transport: transport, logger: logger)
        let clock = TestClock()
        let driver = HaapiFlowDriver(client: client, clock: clock, logger: .quiet("flow"))
        var updates = driver.updates.makeAsyncIterator()
        try await driver.start()

        var remaining: [Double?] = []
        var status: PollingStatus?
        for poll in 0...4 {
            if poll > 0 { try await clock.advanceToNextSleeper(within: .seconds(2)) }
            guard case .screen(let screen)? = await updates.next(), case .polling(let model) = screen.model else {
                throw TestError("no polling screen after poll \(poll)")
            }
            remaining.append(model.maxWaitRemainingTime)
            status = model.status
        }
        // The first answer came from the start (no bytes kept), the first poll's was
        // decoded and kept; the next two were the same bytes; the last one differs.
        #expect(remaining == [60, 58, 56, 54, nil])
        #expect(status == .failed)
        #expect(await transport.requests(to: "/authn/poll").count == 4)
        #expect(!clock.pendingDelays.contains(.seconds(2)), "polling ended with the failed status")
        await driver.close()
        capture.finish()
        var unchanged = 0
        for await line in lines where line.contains("HAAPI answer unchanged") { unchanged += 1 }
        #expect(unchanged == 2)
    }
}
