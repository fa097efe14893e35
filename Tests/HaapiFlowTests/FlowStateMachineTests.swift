import Foundation
import HaapiClient
import HaapiModel
import Testing
@testable import HaapiFlow

@Suite("Flow state machine, event by event (no I/O)")
struct FlowStateMachineTests {
    @Test func startSendsTheAuthorizationRequestOnce() {
        var m = MachineDriver()
        let effects = m.start()
        guard case .start? = effects.sent?.operation else { Issue.record("no start: \(effects)"); return }
        #expect(m.machine.state.phase == .running)
        #expect(m.start().rejection == .invalidState("the flow was already started"))
    }

    @Test func redirectionStepIsFollowedWithoutAScreen() throws {
        var m = MachineDriver()
        m.start()
        let effects = try m.answer("redirect")
        #expect(effects.shown == nil)
        guard case .submit(let action, let parameters)? = effects.sent?.operation else { Issue.record("\(effects)"); return }
        #expect(action.id == "actions[0]" && action.kind == .redirect && parameters.isEmpty)
        #expect(effects.sent?.purpose == .redirect)
    }

    @Test func redirectionStepIsShownWhenNotFollowed() throws {
        var configuration = FlowConfiguration()
        configuration.followRedirects = false
        var m = MachineDriver(configuration: configuration)
        m.start()
        let effects = try m.answer("redirect")
        guard case .form? = effects.shown?.model else { Issue.record("\(effects)"); return }
        #expect(effects.sent == nil)
    }

    @Test func endlessRedirectsFail() throws {
        var configuration = FlowConfiguration()
        configuration.maximumConsecutiveRedirects = 3
        var m = MachineDriver(configuration: configuration)
        m.start()
        for _ in 0..<3 { try m.answer("redirect") }
        #expect(try m.answer("redirect").result == .failed(.tooManyRedirects(4)))
    }

    @Test("Every recorded step leads somewhere: a screen, a request or the end", arguments: RecordedSteps.documentNames)
    func everyFixtureMoves(name: String) throws {
        var m = MachineDriver()
        m.start()
        let effects = try m.answer(name)
        #expect(effects.shown != nil || effects.sent != nil || effects.result != nil, "\(name): \(effects)")
        // The state survives a round trip through JSON at every step.
        let data = try JSONEncoder().encode(m.machine.state)
        #expect(try JSONDecoder().decode(FlowState.self, from: data) == m.machine.state)
    }

    @Test func loginFormAcceptsOnlyOfferedActions() throws {
        var m = MachineDriver()
        m.start()
        let form = try #require(try m.answer("usernamePassword").shown)
        guard case .form(let model) = form.model else { Issue.record("not a form"); return }
        let login = try #require(model.buttons.first).actionModel

        var fabricated = login
        fabricated.action.model = .form(FormActionModel(href: Href(string: "https://evil.example/steal")!, method: .post, fields: []))
        #expect(m.handle(.userSubmitted(fabricated, parameters: [:])).rejection == .actionNotOffered(id: "actions[0]", screen: "FormModel #1"))
        var renamed = login
        renamed.id = "actions[7]"
        #expect(m.handle(.userSubmitted(renamed, parameters: [:])).rejection == .actionNotOffered(id: "actions[7]", screen: "FormModel #1"))
        #expect(m.handle(.userSubmitted(login, parameters: ["nope": .text("x")])).rejection
            == .invalidParameters(actionID: "actions[0]", reason: "the form has no field \"nope\""))

        let effects = m.handle(.userSubmitted(login, parameters: ["userName": .text("alice"), "password": .text("&=+% é")]))
        guard case .submit(let sent, let parameters)? = effects.sent?.operation else { Issue.record("\(effects)"); return }
        #expect(sent == login && parameters["password"] == .text("&=+% é"))
        // A second action while the first is under way is refused.
        #expect(m.handle(.userSubmitted(login, parameters: [:])).rejection == .busy("submit actions[0] kind login (person)"))
        // The persisted state never holds what the person typed.
        let json = String(decoding: try JSONEncoder().encode(m.machine.state), as: UTF8.self)
        #expect(!json.contains("alice") && !json.contains("&=+%"))
    }

    @Test func invalidInputIsAttachedToItsFields() throws {
        var m = MachineDriver()
        m.start()
        let first = try #require(try m.answer("usernamePassword").shown)
        guard case .form(let model) = first.model else { return }
        m.handle(.userSubmitted(model.buttons[0].actionModel, parameters: [:]))
        let effects = try m.answer("usernamePasswordFormErrors", status: 400)
        let screen = try #require(effects.shown)
        #expect(screen.id == first.id)
        guard case .form(let form) = screen.model else { Issue.record("not a form"); return }
        #expect(form.problem?.type == .invalidInput)
        let errors = form.inputs.compactMap { item -> String? in
            if case .inputText(let input) = item { return "\(input.key): \(input.error ?? "-")" }
            return nil
        }
        #expect(errors == ["userName: You have to enter your username", "password: You have to enter your password"])
    }

    @Test(arguments: ["incorrectCredentialsProblem", "incorrectCredentialsProblemWithMessages"])
    func incorrectCredentialsStayOnTheForm(name: String) throws {
        var m = MachineDriver()
        m.start()
        let first = try #require(try m.answer("usernamePassword").shown)
        guard case .form(let model) = first.model else { return }
        m.handle(.userSubmitted(model.buttons[0].actionModel, parameters: ["userName": .text("a"), "password": .text("b")]))
        let screen = try #require(try m.answer(name, status: 400).shown)
        guard case .form(let form) = screen.model else { Issue.record("not a form"); return }
        #expect(screen.id == first.id && form.problem?.type == .incorrectCredentials)
        // The form's actions are still offered.
        #expect(m.handle(.userSubmitted(model.buttons[0].actionModel, parameters: [:])).sent != nil)
    }

    @Test func problemWithoutAFormGetsItsOwnScreen() throws {
        var m = MachineDriver()
        m.start()
        let screen = try #require(try m.answer(problem(.unexpected)).shown)
        guard case .problem(let model) = screen.model else { Issue.record("\(screen)"); return }
        #expect(model.type == .unexpected)
    }

    @Test func authorizationErrorEndsTheFlow() throws {
        var m = MachineDriver()
        m.start()
        let effects = try m.answer(problem(.errorAuthorizationResponse, error: "access_denied"), status: 400)
        guard case .oauthError(let error)? = effects.result else { Issue.record("\(effects)"); return }
        #expect(error.error == "access_denied" && error.errorDescription == "access_denied happened")
    }

    @Test func sessionMismatchRestartsOnceThenFails() throws {
        var m = MachineDriver()
        m.start()
        guard case .form(let form)? = try m.answer("usernamePassword").shown?.model else { return }
        m.handle(.userSubmitted(form.buttons[0].actionModel, parameters: [:]))
        let effects = try m.answer(problem(.mismatchBetweenSessionAndAccessToken))
        guard case .start? = effects.sent?.operation else { Issue.record("\(effects)"); return }
        #expect(effects.sent?.purpose == .restart)
        #expect(effects.diagnostics.contains { if case .flowRestarted = $0 { true } else { false } })
        #expect(try m.answer(problem(.mismatchBetweenSessionAndAccessToken)).result == .failed(.sessionMismatch(restarts: 1)))
    }

    @Test func selectorItemsAreSentAndNestedSelectorsOpenLocally() throws {
        var m = MachineDriver()
        m.start()
        guard case .selector(let picker) = try #require(try m.answer("selectAuthentication").shown).model else { return }
        let totp = try #require(picker.items.first { $0.label == "totp" })
        guard case .submit(let action, _)? = m.handle(.userSelected(totp)).sent?.operation else { Issue.record("not sent"); return }
        #expect(action.id == totp.actionModel.id)

        var duo = MachineDriver()
        duo.start()
        guard case .selector(let devices) = try #require(try duo.answer("duo").shown).model else { return }
        let device = try #require(devices.items.first)
        #expect(!device.options.isEmpty)
        let effects = duo.handle(.userSelected(device))
        #expect(effects.sent == nil)
        guard case .selector(let options) = try #require(effects.shown).model else { Issue.record("\(effects)"); return }
        #expect(options.items == device.options && options.title == device.label)
        #expect(duo.handle(.userSelected(options.items[0])).sent != nil)
    }

    @Test func continueSameStepKeepsTheScreen() throws {
        var m = MachineDriver()
        m.start()
        guard case .form(let form) = try #require(try m.answer("usernamePassword").shown).model else { return }
        m.handle(.userSubmitted(form.buttons[0].actionModel, parameters: [:]))
        let effects = try m.answer("continueSameStep")
        guard case .continueSame(let model) = try #require(effects.shown).model else { Issue.record("\(effects)"); return }
        #expect(model.messages.map(\.text) == ["SMS sent"])
        #expect(model.form?.buttons.map(\.actionModel) == form.buttons.map(\.actionModel))
        #expect(m.handle(.userSubmitted(form.buttons[0].actionModel, parameters: [:])).sent != nil)
    }

    @Test func authorizationResponseIsExchangedForTokens() throws {
        var m = MachineDriver()
        m.start()
        let effects = try m.answer("oauthAuthorizationResponse")
        guard case .oauth? = effects.shown?.model else { Issue.record("\(effects)"); return }
        let id = try #require(m.lastExchangeID)
        let tokens = OAuthTokens(accessToken: "at", tokenType: "DPoP", issuedAt: Date(timeIntervalSince1970: 0))
        #expect(m.handle(.tokensReceived(tokens, requestID: id + 1)).result == nil)
        #expect(m.handle(.tokensReceived(tokens, requestID: id)).result == .tokens(tokens))
        #expect(m.handle(.cancel).isEmpty)
    }

    @Test func transportFailuresOfThePersonKeepTheScreen() throws {
        var m = MachineDriver()
        m.start()
        guard case .form(let form) = try #require(try m.answer("usernamePassword").shown).model else { return }
        let request = try #require(m.handle(.userSubmitted(form.buttons[0].actionModel, parameters: [:])).sent)
        let network = HaapiClientError.network(NetworkError(reason: "timed out", request: "POST /x", isTemporary: true))
        #expect(m.handle(.requestFailed(network, requestID: request.id)).rejection == .client(network))
        #expect(m.machine.state.phase == .running)
        let again = try #require(m.handle(.userSubmitted(form.buttons[0].actionModel, parameters: [:])).sent)
        #expect(m.handle(.timeout(requestID: again.id)).rejection == .timedOut(request: again.summary, seconds: 30))
        // A failed start ends the flow with its cause.
        var other = MachineDriver()
        let start = try #require(other.start().sent)
        #expect(other.handle(.requestFailed(network, requestID: start.id)).result == .failed(.client(network)))
    }

    @Test func attestationFailuresOfThePersonEndTheFlowUnlessTheyMayPass() throws {
        var m = MachineDriver()
        m.start()
        guard case .form(let form) = try #require(try m.answer("usernamePassword").shown).model else { return }
        let expired = HaapiClientError.attestation(AttestationError(.challengeExpired))
        let request = try #require(m.handle(.userSubmitted(form.buttons[0].actionModel, parameters: [:])).sent)
        #expect(m.handle(.requestFailed(expired, requestID: request.id)).rejection == .client(expired))
        #expect(m.machine.state.phase == .running)
        let refused = HaapiClientError.attestation(AttestationError(.noChallenge(status: 404)))
        let again = try #require(m.handle(.userSubmitted(form.buttons[0].actionModel, parameters: [:])).sent)
        #expect(m.handle(.requestFailed(refused, requestID: again.id)).result == .failed(.client(refused)))
    }

    @Test func stuckScreenIsReportedWhenNothingIsForwarded() throws {
        var configuration = FlowConfiguration()
        configuration.stuckScreenTimeout = .seconds(5)
        var m = MachineDriver(configuration: configuration)
        m.start()
        let screen = try #require(try m.answer("usernamePassword").shown)
        let effects = m.handle(.personInteracted(screenID: screen.id))
        guard case .scheduleStuckCheck(let after, let token)? = effects.first else { Issue.record("\(effects)"); return }
        #expect(after == .seconds(5))
        #expect(m.handle(.stuckCheckFired(token: token)).diagnostics
            == [.stuckScreen(screenID: screen.id, modelType: "FormModel", viewName: "authenticator/html-form/authenticate/get", seconds: 5)])
        // Forwarding anything (even a rejected action) in time clears it.
        guard case .scheduleStuckCheck(_, let second)? = m.handle(.personInteracted(screenID: screen.id)).first else { return }
        var fabricated = InteractionActionModel(id: "actions[9]", action: Action(kind: .login, model: .selector(SelectorActionModel(options: []))))
        fabricated.id = "actions[9]"
        _ = m.handle(.userSubmitted(fabricated, parameters: [:]))
        #expect(m.handle(.stuckCheckFired(token: second)).isEmpty)
    }
}
