import Foundation
import HaapiClient
import HaapiModel
import Testing
@testable import HaapiFlow

/// What the flow makes of steps whose texts used to be lost (issue 17): headings,
/// options that ask for something, and a problem's links.
@Suite("Step fidelity in the flow")
struct StepFidelityTests {
    static func document(_ json: String) throws -> HaapiDocument {
        try HaapiDecoder(baseURL: RecordedSteps.baseURL).decode(Array(json.utf8))
    }

    static func step(type: String, messages: String = "[]", actions: String) throws -> HaapiDocument {
        try document(#"{"type":"\#(type)","messages":\#(messages),"actions":\#(actions)}"#)
    }

    static func form(kind: String, title: String? = nil, actionTitle: String? = nil, fields: String = "[]") -> String {
        let titleMember = title.map { #""title":"\#($0)","# } ?? ""
        let actionTitleMember = actionTitle.map { #""actionTitle":"\#($0)","# } ?? ""
        return #"{"template":"form","kind":"\#(kind)",\#(titleMember)"model":{\#(actionTitleMember)"href":"/x/\#(kind)","method":"POST","fields":\#(fields)}}"#
    }

    static func heading(of document: HaapiDocument) -> ScreenHeading? {
        DataMapper().map(MappingInput(document: document)).model.heading
    }

    // MARK: Headings

    @Test(arguments: [
        ("authentication-step", "login", ScreenHeading.Purpose.signIn),
        ("authentication-step", "password-reset", .passwordReset),
        ("authentication-step", "account-id-recovery", .accountRecovery),
        ("authentication-step", "user-register", .signUp),
        ("registration-step", "user-register", .signUp),
        ("registration-step", "device-register", .registration),
        ("registration-step", "continue", .registration),
        ("user-consent-step", "user-consent", .consent),
        ("consentor-step", "continue", .approval),
        ("polling-step", "cancel", .signIn),
    ])
    func theHeaderSaysWhatTheStepIsFor(type: String, kind: String, purpose: ScreenHeading.Purpose) throws {
        let heading = Self.heading(of: try Self.step(type: type, actions: "[\(Self.form(kind: kind, actionTitle: "Go"))]"))
        #expect(heading == ScreenHeading(purpose: purpose))
    }

    @Test func aCancelBesideTheMainActionDoesNotDecideThePurpose() throws {
        let actions = "[\(Self.form(kind: "cancel", actionTitle: "Cancel")),\(Self.form(kind: "password-reset", actionTitle: "Reset"))]"
        #expect(Self.heading(of: try Self.step(type: "authentication-step", actions: actions))?.purpose == .passwordReset)
    }

    @Test func aPasskeyRegistrationIsARegistration() throws {
        let operation = #"{"template":"client-operation","kind":"device-register","title":"Add a passkey","model":{"name":"webauthn-registration","arguments":{}}}"#
        #expect(Self.heading(of: try Self.step(type: "authentication-step", actions: "[\(operation)]"))?.purpose == .registration)
    }

    @Test func theHeadingMessageHeadsTheScreenAndLeavesTheBody() throws {
        let messages = #"[{"text":"Reset your password","classList":["heading"]},{"text":"Choose a new one.","classList":["info"]}]"#
        let model = DataMapper().map(MappingInput(document: try Self.step(
            type: "authentication-step", messages: messages, actions: "[\(Self.form(kind: "password-reset", actionTitle: "Reset"))]")))
        #expect(model.model.heading == ScreenHeading(text: "Reset your password", purpose: .passwordReset))
        #expect(model.model.messages.map(\.text) == ["Choose a new one."])
    }

    @Test func aProblemAndAContinueSameStepKeepTheHeaderOfTheirStep() throws {
        var driver = MachineDriver()
        driver.start()
        try driver.answer(try Self.step(type: "registration-step", actions: """
            [\(Self.form(kind: "user-register", actionTitle: "Create account", fields: #"[{"name":"email","type":"text","label":"E-mail"}]"#))]
            """))
        #expect(driver.screen?.model.heading?.purpose == .signUp)
        guard case .form(let form) = driver.screen, let button = form.buttons.first else { Issue.record("no form"); return }
        driver.handle(.userSubmitted(button.actionModel, parameters: ["email": .text("a@example.com")]))
        try driver.answer(try Self.document(#"{"type":"https://curity.se/problems/invalid-input","title":"Check the address"}"#), status: 400)
        #expect(driver.screen?.model.heading?.purpose == .signUp)
        driver.handle(.userSubmitted(button.actionModel, parameters: ["email": .text("b@example.com")]))
        try driver.answer(try Self.document(#"{"type":"continue-same-step","messages":[{"text":"We sent you a code","classList":["info"]}]}"#))
        #expect(driver.screen?.model.heading?.purpose == .signUp)
    }

    // MARK: Options that ask for something

    static let deviceChoice = """
        [{"template":"selector","kind":"device-selector","title":"Choose a device","model":{"options":[
          {"template":"form","kind":"login","title":"Push to my phone","model":{"href":"/duo","method":"POST",
            "fields":[{"name":"factor","type":"hidden","value":"push"}]}},
          {"template":"form","kind":"login","title":"Enter a passcode","model":{"href":"/duo","method":"POST","actionTitle":"Verify",
            "fields":[{"name":"factor","type":"hidden","value":"passcode"},{"name":"passcode","type":"text","label":"Passcode"}]}}
        ]}}]
        """

    @Test func anOptionThatAsksForSomethingShowsItsFormFirst() throws {
        var driver = MachineDriver()
        driver.start()
        try driver.answer(try Self.step(type: "authentication-step", actions: Self.deviceChoice))
        guard case .selector(let selector) = driver.screen, selector.items.count == 2 else { Issue.record("no selector"); return }

        let effects = driver.handle(.userSelected(selector.items[1]))
        #expect(effects.sent == nil, "nothing is sent before the passcode is entered")
        guard case .form(let form) = effects.shown?.model else { Issue.record("no form: \(effects)"); return }
        guard form.interactionItems.count == 3, case .textContent(let caption) = form.interactionItems[0],
            case .inputText(let field) = form.interactionItems[1], case .button(let button) = form.interactionItems[2]
        else { Issue.record("unexpected items \(form.interactionItems)"); return }
        #expect(caption.text == "Enter a passcode" && field.key == "passcode" && button.label == "Verify")
        #expect(effects.shown?.model.model.heading == selector.heading)

        let sent = driver.handle(.userSubmitted(button.actionModel, parameters: ["passcode": .text("123456")])).sent
        guard case .submit(let action, let parameters)? = sent?.operation else { Issue.record("nothing sent"); return }
        #expect(action.id == "actions[0].model.options[1]" && parameters == ["passcode": .text("123456")])
    }

    @Test func anOptionsFormHasBackToTheOptions() throws {
        var driver = MachineDriver()
        driver.start()
        try driver.answer(try Self.step(type: "authentication-step", actions: Self.deviceChoice))
        guard case .selector(let selector) = driver.screen else { Issue.record("no selector"); return }
        #expect(driver.handle(.userWentBack).rejection != nil, "the selector has no Back")

        guard case .form(let form) = driver.handle(.userSelected(selector.items[1])).shown?.model else { Issue.record("no form"); return }
        #expect(form.offersBack)
        let back = driver.handle(.userWentBack)
        #expect(back.sent == nil, "going back sends nothing")
        guard case .selector(let again) = back.shown?.model else { Issue.record("not the options again: \(back)"); return }
        #expect(again.items == selector.items)
        #expect(driver.handle(.userWentBack).rejection != nil, "the options have no Back")
        // Chosen again, the form comes back with its Back; a submission from it is sent as before.
        guard case .form(let second) = driver.handle(.userSelected(again.items[1])).shown?.model else { Issue.record("no form"); return }
        #expect(second.offersBack)
        #expect(driver.handle(.userSubmitted(second.buttons[0].actionModel, parameters: ["passcode": .text("123456")])).sent != nil)
    }

    @Test func anOptionThatAsksForNothingIsSubmittedWhenChosen() throws {
        var driver = MachineDriver()
        driver.start()
        try driver.answer(try Self.step(type: "authentication-step", actions: Self.deviceChoice))
        guard case .selector(let selector) = driver.screen else { Issue.record("no selector"); return }
        guard case .submit(let action, _)? = driver.handle(.userSelected(selector.items[0])).sent?.operation else {
            Issue.record("not submitted"); return
        }
        #expect(action.id == "actions[0].model.options[0]")
    }

    // MARK: A problem's links

    @Test func aProblemShownOnTheFormBringsItsLinksAndTheyCanBeFollowed() throws {
        var driver = MachineDriver()
        driver.start()
        try driver.answer("usernamePassword")
        guard case .form(let form) = driver.screen, let login = form.buttons.first else { Issue.record("no form"); return }
        driver.handle(.userSubmitted(login.actionModel, parameters: ["userName": .text("anna"), "password": .text("wrong")]))
        try driver.answer(try Self.document("""
            {"type":"https://curity.se/problems/incorrect-credentials","title":"Wrong username or password",
             "links":[{"href":"/forgot","rel":"forgot-password","title":"Forgot password?"}]}
            """), status: 400)
        guard case .form(let shown) = driver.screen, let problem = shown.problem else { Issue.record("not on the form"); return }
        #expect(problem.links.map(\.id) == ["problem.links[0]"] && problem.links.first?.title == "Forgot password?")
        #expect(shown.links.map(\.id).allSatisfy { !$0.hasPrefix("problem.") }, "the step's own links keep their ids")

        let sent = driver.handle(.userFollowed(problem.links[0])).sent
        guard case .follow(let link)? = sent?.operation else { Issue.record("not followed"); return }
        #expect(link.href.url.path == "/forgot")
    }

    @Test func aNewProblemTakesAnEarlierProblemsLinksAway() throws {
        var driver = MachineDriver()
        driver.start()
        try driver.answer("usernamePassword")
        guard case .form(let form) = driver.screen, let login = form.buttons.first else { Issue.record("no form"); return }
        let credentials: [String: FormSubmission.Value] = ["userName": .text("anna"), "password": .text("wrong")]
        driver.handle(.userSubmitted(login.actionModel, parameters: credentials))
        try driver.answer(try Self.document("""
            {"type":"https://curity.se/problems/incorrect-credentials","title":"Wrong",
             "links":[{"href":"/forgot","rel":"forgot-password","title":"Forgot password?"}]}
            """), status: 400)
        guard case .form(let first) = driver.screen, let oldLink = first.problem?.links.first else { Issue.record("no link"); return }
        driver.handle(.userSubmitted(login.actionModel, parameters: credentials))
        try driver.answer(try Self.document(#"{"type":"https://curity.se/problems/incorrect-credentials","title":"Still wrong"}"#), status: 400)
        #expect(driver.handle(.userFollowed(oldLink)).rejection != nil)
    }
}
