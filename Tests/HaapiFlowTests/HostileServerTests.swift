import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiFlow
import HaapiModel
import HaapiTesting
import Testing

/// The hostile-server suite: the dev server plays each ``HostileBehaviour`` and a login
/// driven as an app would drive it must end with the right typed error (or go on safely),
/// open nothing, and send nothing to the foreign origin.
@Suite("Hostile server: every malicious answer is refused")
struct HostileServerTests {
    /// Runs `body` against a dev server playing `behaviour`, then checks that nothing
    /// reached its foreign origin and nothing was opened.
    static func run(
        _ behaviour: HostileBehaviour, _ body: (FlowHarness, HaapiFlowDriver) async throws -> Void
    ) async throws {
        var options = TestDevServer.options()
        options.hostile = behaviour
        try await TestDevServer.run(options: options) { server in
            let harness = FlowHarness(server: server)
            let opener = ForbiddenOpener()
            let driver = try harness.driver(operations: .standard(opener: opener))
            try await body(harness, driver)
            #expect(await opener.opened.isEmpty)
            #expect(server.server.foreignOriginRequests().isEmpty, "leaked: \(server.server.foreignOriginRequests())")
        }
    }

    /// The security failure a flow ended with, or a test failure.
    static func securityFailure(_ driver: HaapiFlowDriver) async throws -> SecurityCheckError.Reason {
        let result = await driver.result()
        guard case .failed(.client(.security(let failure))) = result else { throw TestError("expected a security failure, got \(result)") }
        return failure.reason
    }

    // MARK: Credentials never leave the origin

    @Test func aPasswordFormPostingToAnotherOriginIsRefusedBeforeAnythingIsSent() async throws {
        try await Self.run(.foreignFormAction) { h, driver in
            try await driver.start()
            try await driver.chooseAuthenticator("username-password")
            let form = try await driver.form()
            #expect(form.buttons.first?.actionModel.action.form?.href.url.host == "localhost")
            await #expect(throws: HaapiFlowError.self) {
                try await driver.press(.login, ["userName": DevServerConfiguration.demoUsername, "password": "hunter2-never-sent"])
            }
            guard case .foreignOrigin(let url, let allowed) = try await Self.securityFailure(driver) else { throw TestError("not foreignOrigin") }
            #expect(url.hasPrefix("http://localhost:"))
            #expect(allowed == [h.server.baseURL.absoluteString])
        }
    }

    @Test func aRedirectionToAnotherOriginIsNotFollowed() async throws {
        try await Self.run(.foreignRedirect) { _, driver in
            await #expect(throws: HaapiFlowError.self) { try await driver.start() }
            guard case .foreignOrigin = try await Self.securityFailure(driver) else { throw TestError("not foreignOrigin") }
        }
    }

    @Test func aLinkToAnotherOriginIsNotFollowed() async throws {
        try await Self.run(.foreignLink) { _, driver in
            try await driver.start()
            try await driver.chooseAuthenticator("username-password")
            let link = try #require(try await driver.form().links.first { $0.rel == .forgotPassword })
            await #expect(throws: HaapiFlowError.self) { try await driver.follow(linkItemModel: link) }
            guard case .foreignOrigin = try await Self.securityFailure(driver) else { throw TestError("not foreignOrigin") }
        }
    }

    @Test(arguments: [HostileBehaviour.unsafeLinks])
    func unsafeLinksAreRefusedAndTheScreenGoesOn(_ behaviour: HostileBehaviour) async throws {
        try await Self.run(behaviour) { _, driver in
            try await driver.start()
            try await driver.chooseAuthenticator("username-password")
            let links = try await driver.form().links
            #expect(!links.isEmpty)
            for link in links {
                await #expect(throws: HaapiFlowError.self) { try await driver.follow(linkItemModel: link) }
            }
            try await driver.press(.login, ["userName": DevServerConfiguration.demoUsername, "password": DevServerConfiguration.demoPassword])
            _ = try tokens(await driver.result())
        }
    }

    // MARK: Client operations with unsafe URLs

    @Test(arguments: [
        HostileBehaviour.clientOperationFile, .clientOperationJavaScript, .clientOperationData, .clientOperationSMB,
        .clientOperationUnknownScheme,
    ])
    func anExternalBrowserOperationWithAnUnsafeURLOpensNothingAndTheFlowGoesOn(_ behaviour: HostileBehaviour) async throws {
        try await Self.run(behaviour) { _, driver in
            var updates = driver.updates.makeAsyncIterator()
            try await driver.start()
            try await driver.chooseAuthenticator("browser")
            // The error action (back to the picker) is taken: the person can sign in another way.
            var screens = 0
            var notice: FlowNotice?
            while let update = await updates.next() {
                guard case .screen(let screen) = update else { break }
                screens += 1
                if case .selector = screen.model, screens > 1 {
                    notice = screen.notice
                    break
                }
            }
            // The person is told, with the screen the fallback led to.
            guard case .urlRefused(let refusal)? = notice else { throw TestError("no notice with the picker: \(String(describing: notice))") }
            #expect(refusal.purpose == .externalBrowser)
            try await driver.logInWithPassword()
            _ = try tokens(await driver.result())
            let diagnostics = await collect(driver.diagnostics)
            #expect(diagnostics.contains { if case .urlRefused = $0 { true } else { false } }, "\(diagnostics)")
        }
    }

    @Test(arguments: [HostileBehaviour.clientOperationFile, .clientOperationSMB])
    func aBankIDOperationWithAnUnsafeURLOpensNothing(_ behaviour: HostileBehaviour) async throws {
        try await Self.run(behaviour) { h, driver in
            var updates = driver.updates.makeAsyncIterator()
            try await driver.start()
            try await driver.chooseAuthenticator("bankid")
            try await driver.press(.bankidSameDevice)
            _ = try await nextBankIDModel(&updates)
            await driver.cancel()
            #expect(await driver.result() == .cancelled)
        }
    }

    // MARK: Loops, rates and sizes

    @Test func aRedirectLoopEndsAtTheLimit() async throws {
        try await Self.run(.redirectLoop) { _, driver in
            await #expect(throws: HaapiFlowError.self) { try await driver.start() }
            let result = await driver.result()
            guard case .failed(.tooManyRedirects) = result else { throw TestError("no redirect limit: \(result)") }
        }
    }

    @Test(arguments: [HostileBehaviour.hugeDocument, .hugeChunkedDocument, .hugeSelector])
    func aHugeAnswerIsRefusedAtTheSizeLimit(_ behaviour: HostileBehaviour) async throws {
        try await Self.run(behaviour) { _, driver in
            await #expect(throws: HaapiFlowError.self) { try await driver.start() }
            let result = await driver.result()
            guard case .failed(.client(.protocolViolation(let violation))) = result else { throw TestError("got \(result)") }
            #expect(violation.description.contains("over the limit of 8388608 bytes"), "\(violation)")
        }
    }

    @Test func deepNestingIsRefusedWithThePath() async throws {
        try await Self.run(.deepNesting) { _, driver in
            await #expect(throws: HaapiFlowError.self) { try await driver.start() }
            let result = await driver.result()
            guard case .failed(.client(.protocolViolation(let violation))) = result else { throw TestError("got \(result)") }
            #expect(violation.description.contains("nesting deeper than 256 levels"), "\(violation)")
        }
    }

    @Test func aStepThatIsNotJSONIsRefused() async throws {
        try await Self.run(.nonJSONStep) { _, driver in
            await #expect(throws: HaapiFlowError.self) { try await driver.start() }
            guard case .failed(.client(.protocolViolation)) = await driver.result() else { throw TestError("no protocol violation") }
        }
    }

    @Test func aRedirectionWithoutAnActionIsALoginStateTheFlowCannotGoOnFrom() async throws {
        try await Self.run(.redirectionWithoutAction) { _, driver in
            await #expect(throws: HaapiFlowError.self) { try await driver.start() }
            let result = await driver.result()
            guard case .failed(.unexpectedDocument(let detail)) = result else { throw TestError("got \(result)") }
            #expect(detail.contains("redirection-step"), "\(detail)")
        }
    }

    @Test(arguments: [HostileBehaviour.fastPolling, .pollingWithoutInterval])
    func pollingNeverGoesFasterThanTheFloor(_ behaviour: HostileBehaviour) async throws {
        try await Self.run(behaviour) { h, driver in
            var updates = driver.updates.makeAsyncIterator()
            try await driver.start()
            try await driver.chooseAuthenticator("bankid")
            try await driver.press(.bankidOtherDevice)
            _ = try await nextBankIDModel(&updates)
            let before = await h.probe.count
            let start = h.clock.now
            for _ in 0..<10 { try await h.clock.advanceToNextSleeper(within: .seconds(5)) }
            let polls = await h.probe.count - before
            // No faster than the floor: at most one poll per floor interval of the flow's time.
            let floor = FlowConfiguration().minimumPollingInterval
            #expect(polls >= 1 && Double(polls) <= start.duration(to: h.clock.now) / floor + 1, "\(polls) polls in \(start.duration(to: h.clock.now))")
            await driver.cancel()
        }
    }

    // MARK: The authorization response and the tokens

    @Test(arguments: [HostileBehaviour.forgedState, .forgedIssuer])
    func aForgedAuthorizationResponseIsNeverExchanged(_ behaviour: HostileBehaviour) async throws {
        try await Self.run(behaviour) { h, driver in
            try await driver.start()
            // The form is taken; the authorization response that follows is refused.
            try await driver.logInWithPassword()
            let reason = try await Self.securityFailure(driver)
            switch (behaviour, reason) {
            case (.forgedState, .stateMismatch), (.forgedIssuer, .issuerMismatch): break
            default: Issue.record("\(behaviour): \(reason)")
            }
            // One token request: the HAAPI access token's; the code is never exchanged.
            let requests = await h.probe.requests
            #expect(requests.filter { $0 == "POST /oauth/token" }.count == 1, "the code was exchanged: \(requests)")
        }
    }

    @Test(arguments: [
        HostileBehaviour.idTokenAlgNone, .idTokenRogueKey, .idTokenOtherAudience, .idTokenExpired, .idTokenOtherNonce,
    ])
    func aBadIDTokenEndsTheLogin(_ behaviour: HostileBehaviour) async throws {
        var options = TestDevServer.options()
        options.hostile = behaviour
        try await TestDevServer.run(options: options) { server in
            let h = FlowHarness(server: server)
            let configuration = try server.clientConfiguration(
                clientID: DevServerConfiguration.demoClientID,
                authentication: .clientSecretBasic(ClientSecret(DevServerConfiguration.demoClientSecret)), scopes: ["openid"])
            let client = try server.client(configuration: configuration, logger: .quiet("HaapiFlowTests.hostile"))
            let driver = try h.driver(client: client)
            try await driver.start()
            try await driver.logInWithPassword()
            guard case .idToken(let error) = try await Self.securityFailure(driver) else { throw TestError("not an ID token failure") }
            #expect(!error.description.isEmpty)
            #expect(try await client.storedTokens() == nil)
        }
    }

    @Test func aHAAPITokenThatIsNotDPoPBoundIsRefused() async throws {
        try await Self.run(.unboundHAAPIToken) { _, driver in
            await #expect(throws: HaapiFlowError.self) { try await driver.start() }
            guard case .failed(.client(.dpop(let error))) = await driver.result() else { throw TestError("no DPoP error") }
            #expect(error.description.contains("Bearer"), "\(error)")
        }
    }

    @Test func everyBehaviourIsCovered() {
        // A new behaviour needs its test here (terminal escapes are the terminal's: haapiTests).
        #expect(HostileBehaviour.allCases.count == 27)
    }
}
