import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiFlow
import HaapiModel
import HaapiTesting
import Testing

/// A login through a loopback proxy that breaks one request at a time: the password
/// form POST, the code exchange and a polling step. A POST reaches the server at most
/// once, every request ends by its deadline, and a broken connection fails at once.
@Suite("Faults between the client and the server")
struct TransportFaultTests {
    static let passwordPath = "/authn/authenticate/username-password"

    /// A dev server behind a ``FaultProxy`` with `rules`, and a driver whose client
    /// reaches it through the proxy. The requests the rules break get a deadline of
    /// `deadline` seconds; the others keep a generous one, so a loaded machine does not
    /// fail them.
    static func run(
        _ rules: [FaultProxy.Rule], deadline: TimeInterval = 120,
        clientID: String = DevServerConfiguration.demoClientID, secret: String = DevServerConfiguration.demoClientSecret,
        operations: ClientOperationHandlers = .standard(opener: FixedOpener(succeeds: false)),
        _ body: (FlowHarness, HaapiFlowDriver, FaultProxy) async throws -> Void
    ) async throws {
        let proxy = try FaultProxy(rules: rules)
        defer { proxy.stop() }
        try await TestDevServer.run(behind: proxy) { server in
            let h = FlowHarness(server: server)
            let configuration = try server.clientConfiguration(
                clientID: clientID, authentication: .clientSecretBasic(ClientSecret(secret)), scopes: [])
            let transport = FaultDeadlineTransport(proxy: proxy, deadline: deadline, inner: server.transport)
            let client = try server.client(configuration: configuration, transport: transport, logger: .quiet("HaapiFlowTests.faults"))
            try await body(h, try h.driver(client: client, operations: operations), proxy)
        }
    }

    /// The network error `body` threw, or a test failure.
    static func networkError(_ body: () async throws -> Void) async throws -> NetworkError {
        do {
            try await body()
        } catch HaapiFlowError.client(.network(let error)) {
            return error
        }
        throw TestError("no network error")
    }

    // MARK: The password form

    @Test func aResetAfterTheServerGotThePasswordIsReportedAtOnceAndNeverResent() async throws {
        try await Self.run([.init(method: "POST", pathSuffix: Self.passwordPath, fault: .resetAfterForwarding)]) { _, driver, proxy in
            try await driver.start()
            let error = try await Self.networkError { try await driver.logInWithPassword() }
            // At once: the connection broke; not the 120 s deadline.
            #expect(error.reason.contains("connection broke"), "\(error)")
            #expect(proxy.forwardedCount(method: "POST", path: Self.passwordPath) == 1)
            // The screen stays for the person to decide.
            #expect(try await driver.form().buttons.isEmpty == false)
        }
    }

    @Test func aResetBeforeTheServerGotThePasswordIsReportedAndNothingWasSent() async throws {
        try await Self.run([.init(method: "POST", pathSuffix: Self.passwordPath, fault: .resetBeforeForwarding)]) { _, driver, proxy in
            try await driver.start()
            _ = try await Self.networkError { try await driver.logInWithPassword() }
            #expect(proxy.forwardedCount(method: "POST", path: Self.passwordPath) == 0)
            // Sending again (the person's choice) signs in.
            try await driver.press(.login, ["userName": DevServerConfiguration.demoUsername, "password": DevServerConfiguration.demoPassword])
            _ = try tokens(await driver.result())
            #expect(proxy.forwardedCount(method: "POST", path: Self.passwordPath) == 1)
        }
    }

    @Test func aServerThatNeverAnswersThePasswordEndsAtTheDeadline() async throws {
        try await Self.run([.init(method: "POST", pathSuffix: Self.passwordPath, fault: .stall)], deadline: 3) { _, driver, proxy in
            try await driver.start()
            let error = try await Self.networkError { try await driver.logInWithPassword() }
            #expect(error.reason.contains("within 3 s"), "\(error)")
            #expect(!error.isRetryable, "the server may have taken the password: not to be sent again on its own")
            #expect(proxy.forwardedCount(method: "POST", path: Self.passwordPath) == 1)
        }
    }

    @Test(arguments: [FaultProxy.Fault.status(503), .truncatedBody, .contentType("text/html"), .garbageBody])
    func aBrokenAnswerToThePasswordIsATypedErrorAndTheScreenStays(_ fault: FaultProxy.Fault) async throws {
        try await Self.run([.init(method: "POST", pathSuffix: Self.passwordPath, fault: fault)]) { _, driver, proxy in
            try await driver.start()
            do {
                try await driver.logInWithPassword()
                Issue.record("the broken answer was taken")
            } catch let error as HaapiFlowError {
                switch (fault, error) {
                case (.status, .client(.httpStatus(let status))): #expect(status.status == 503)
                case (.truncatedBody, .client(.network)): break
                case (.contentType, .client(.protocolViolation)), (.garbageBody, .client(.protocolViolation)): break
                default: Issue.record("\(fault): \(error)")
                }
            }
            #expect(proxy.forwardedCount(method: "POST", path: Self.passwordPath) == 1)
        }
    }

    // MARK: The code exchange

    @Test(arguments: [FaultProxy.Fault.resetAfterForwarding, .resetBeforeForwarding, .status(502), .garbageBody])
    func aBrokenCodeExchangeEndsTheLoginWithATypedErrorAndIsSentOnce(_ fault: FaultProxy.Fault) async throws {
        // The first token request is the HAAPI access token's; the second is the exchange.
        try await Self.run([.init(method: "POST", pathSuffix: "/oauth/token", fault: fault, skipping: 1)]) { _, driver, proxy in
            try await driver.start()
            try? await driver.logInWithPassword()
            let result = await driver.result()
            guard case .failed(.client(let error)) = result else { throw TestError("expected a client failure, got \(result)") }
            switch (fault, error) {
            case (.resetAfterForwarding, .network), (.resetBeforeForwarding, .network), (.status, .httpStatus), (.garbageBody, .protocolViolation):
                break
            default: Issue.record("\(fault): \(error)")
            }
            let sent = fault == .resetBeforeForwarding ? 1 : 2
            #expect(proxy.forwardedCount(method: "POST", path: "/oauth/token") == sent)
        }
    }

    @Test func aCodeExchangeWithNoAnswerEndsAtTheDeadline() async throws {
        // The deadline holds for every request: 15 s lets the requests before the stalled
        // one through on a busy machine.
        try await Self.run([.init(method: "POST", pathSuffix: "/oauth/token", fault: .stall, skipping: 1)], deadline: 15) { _, driver, proxy in
            try await driver.start()
            try? await driver.logInWithPassword()
            guard case .failed(.client(.network(let error))) = await driver.result() else { throw TestError("no network failure") }
            #expect(error.reason.contains("within 15 s"), "\(error)")
            #expect(proxy.forwardedCount(method: "POST", path: "/oauth/token") == 2)
        }
    }

    // MARK: Polling

    @Test(arguments: [FaultProxy.Fault.resetAfterForwarding, .status(503), .stall])
    func aBrokenPollIsSurvivedAndTheLoginFinishes(_ fault: FaultProxy.Fault) async throws {
        try await Self.run([.init(method: "GET", pathSuffix: "/poll", fault: fault)], deadline: 3) { h, driver, _ in
            var updates = driver.updates.makeAsyncIterator()
            try await driver.start()
            try await driver.chooseAuthenticator("bankid")
            try await driver.press(.bankidOtherDevice)
            _ = try await nextBankIDModel(&updates)
            try await h.clock.advanceToNextSleeper(within: .seconds(5))   // the broken poll
            try await h.server.approveBankID()
            _ = try tokens(await Self.result(of: driver, ticking: h.clock))
        }
    }

    /// The flow's result, moving its clock on (a poll at each step) until it ends; after
    /// 30 steps without an end the flow is cancelled.
    static func result(of driver: HaapiFlowDriver, ticking clock: TestClock) async -> FlowResult {
        await withTaskGroup(of: FlowResult?.self) { group in
            group.addTask { await driver.result() }
            group.addTask {
                for _ in 0..<30 where !Task.isCancelled {
                    _ = try? await clock.advanceToNextSleeper(within: .seconds(5))
                }
                if !Task.isCancelled { await driver.cancel() }
                return nil
            }
            var result = FlowResult.cancelled
            while let next = await group.next() {
                if let next {
                    result = next
                    group.cancelAll()
                }
            }
            return result
        }
    }
}
