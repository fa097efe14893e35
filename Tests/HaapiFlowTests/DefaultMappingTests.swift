import Foundation
import HaapiModel
import Testing
@testable import HaapiFlow

@Suite("Default mapping of recorded steps")
struct DefaultMappingTests {
    private func map(_ name: String, current: HaapiUIModel? = nil, submitted: InteractionActionModel? = nil) throws -> HaapiUIModel {
        DataMapper().map(MappingInput(document: try RecordedSteps.document(name), currentModel: current, submittedAction: submitted))
    }

    @Test("Every recorded document maps to the expected screen", arguments: [
        ("bankIdSameDeviceClientOperation", "form"), ("bankIdSelectSameOrOtherDevice", "form"),
        ("continueSameStep", "continueSame"), ("duo", "selector"), ("incorrectCredentialsProblem", "problem"),
        ("incorrectCredentialsProblemWithMessages", "problem"), ("launchExternalBrowser", "generic"),
        ("messagesWithTextAndImageLinks", "form"), ("oauthAuthorizationResponse", "oauth"), ("pollingStep", "polling"),
        ("pollingStepDone", "polling"), ("redirect", "form"), ("selectAuthentication", "selector"),
        ("selectAuthenticationWithLinks", "selector"), ("tests-authenticationStepFormRepresentation", "form"),
        ("tests-authenticationStepSelectorRepresentation", "selector"),
        ("tests-oauthAuthorizationResponseRepresentation", "oauth"), ("tests-redirectionStepRepresentation", "form"),
        ("usernamePassword", "form"), ("usernamePasswordFormErrors", "problem"),
    ])
    func screenForEachFixture(name: String, screen: String) throws {
        #expect(RecordedSteps.documentNames.contains(name))
        let model = try map(name)
        #expect("\(model)".hasPrefix(screen + "("))
    }

    @Test func everyFixtureIsListed() {
        #expect(RecordedSteps.documentNames.count == 20)
    }

    @Test func loginForm() throws {
        guard case .form(let form) = try map("usernamePassword") else { Issue.record("not a form"); return }
        #expect(form.viewName == "authenticator/html-form/authenticate/get")
        #expect(form.templateArea == "html1")
        guard form.interactionItems.count == 3,
            case .inputText(let user) = form.interactionItems[0], case .inputText(let password) = form.interactionItems[1],
            case .button(let login) = form.interactionItems[2]
        else { Issue.record("unexpected items \(form.interactionItems)"); return }
        #expect(user.key == "userName" && user.label == "Username" && user.inputConfiguration.contentType == .username)
        #expect(password.key == "password" && password.inputConfiguration.isSecure && password.isRequired)
        #expect(login.label == "Login" && login.type == .primary && login.actionModel.id == "actions[0]")
        #expect(form.links.map(\.rel) == [.forgotPassword, .forgotAccountId, .registerCreate])
        #expect(form.links[0].id == "links[0]" && !form.links[0].isImage)
    }

    @Test func actionTitlesHeadTheirFormsAndButtonsSayTheirActionTitles() throws {
        guard case .form(let form) = try map("bankIdSelectSameOrOtherDevice") else { Issue.record("not a form"); return }
        #expect(form.inputs.compactMap(\.key) == ["personalnumber"])
        #expect(form.buttons.map(\.actionModel.kind) == [.bankidSameDevice, .bankidOtherDevice])
        // The form with inputs is the primary action; each button says its actionTitle,
        // and each action's title heads its section, telling the two "Login" buttons apart.
        #expect(form.buttons.map(\.type) == [.secondary, .primary])
        #expect(form.buttons.map(\.label) == ["Login", "Login"])
        guard form.interactionItems.count == 2, case .section(let same) = form.interactionItems[0],
            case .section(let other) = form.interactionItems[1]
        else { Issue.record("unexpected items \(form.interactionItems)"); return }
        #expect(same.title == "Login with BankID installed on this device" && same.items.count == 1)
        #expect(other.title == "Login with BankID installed on a different device" && other.items.first?.key == "personalnumber")
    }

    @Test func aSingleActionsTitleIsShownAboveItsForm() throws {
        let step = Representation(type: .authenticationStep, actions: [
            Action(kind: .login, title: "Enter the code we sent you", model: .form(FormActionModel(
                href: Href(string: "https://idp.example/otp")!, method: .post, actionTitle: "Verify",
                fields: [Field(name: "otp", type: .text, label: "Code")]))),
        ])
        guard case .form(let model) = DataMapper().map(MappingInput(document: .representation(step))) else {
            Issue.record("not a form"); return
        }
        guard model.interactionItems.count == 3, case .textContent(let heading) = model.interactionItems[0],
            case .inputText(let field) = model.interactionItems[1], case .button(let button) = model.interactionItems[2]
        else { Issue.record("unexpected items \(model.interactionItems)"); return }
        #expect(heading.text == "Enter the code we sent you" && field.key == "otp" && button.label == "Verify")
    }

    @Test func twoFormsWithInputsBecomeSections() throws {
        func form(_ kind: ActionKind, _ title: String, field: String) -> Action {
            Action(kind: kind, title: title, model: .form(FormActionModel(
                href: Href(string: "https://idp.example/\(field)")!, method: .post,
                fields: [Field(name: field, type: .text)])))
        }
        let step = Representation(type: .authenticationStep, actions: [
            form(.login, "By e-mail", field: "email"), form(.login, "By phone", field: "phone"),
            Action(kind: .cancel, title: "Cancel", model: .form(FormActionModel(href: Href(string: "https://idp.example/c")!, method: .get))),
        ])
        guard case .form(let model) = DataMapper().map(MappingInput(document: .representation(step))) else { return }
        guard model.interactionItems.count == 3, case .section(let email) = model.interactionItems[0],
            case .section(let phone) = model.interactionItems[1], case .button(let cancel) = model.interactionItems[2]
        else { Issue.record("unexpected items \(model.interactionItems)"); return }
        // Without an actionTitle the button says the title; it is not repeated above.
        #expect(email.title == nil && email.items.first?.key == "email")
        #expect(phone.items.first?.key == "phone")
        #expect(model.buttons.map(\.label) == ["By e-mail", "By phone", "Cancel"])
        #expect(model.buttons.map(\.type) == [.primary, .secondary, .text])
        #expect(cancel.label == "Cancel")
    }

    @Test func clientOperationStepKeepsItsButtons() throws {
        guard case .form(let form) = try map("bankIdSameDeviceClientOperation") else { Issue.record("not a form"); return }
        #expect(form.buttons.map(\.actionModel.kind) == [.login, .continue, .cancel])
        #expect(form.buttons.map(\.type) == [.primary, .secondary, .text])
        #expect(form.buttons[0].actionModel.action.clientOperation?.name == .bankid)
    }

    @Test func authenticatorPicker() throws {
        guard case .selector(let selector) = try map("selectAuthenticationWithLinks") else { Issue.record("not a selector"); return }
        #expect(selector.title == "Select Authentication Method")
        #expect(selector.kind == .authenticatorSelector)
        #expect(selector.items.map(\.label) == ["google1", "username"])
        #expect(selector.items.map(\.authenticatorType) == ["google", "username"])
        #expect(selector.items[1].actionModel.id == "actions[0].model.options[1]")
        #expect(selector.links.count == 3)
    }

    @Test func nestedSelectorsKeepTheirOptions() throws {
        guard case .selector(let devices) = try map("duo") else { Issue.record("not a selector"); return }
        #expect(devices.kind == .deviceSelector)
        let device = try #require(devices.items.first)
        #expect(device.options.map(\.label) == ["auto", "push", "sms", "passcode"])
        #expect(device.options[3].actionModel.id == "actions[0].model.options[0].model.options[3]")
    }

    @Test func anOptionsIdIsMadeWhenAskedAndActsAsTheSameIdGiven() throws {
        guard case .selector(let selector) = try map("selectAuthenticationWithLinks") else { Issue.record("not a selector"); return }
        let option = selector.items[1].actionModel
        let named = InteractionActionModel(id: "actions[0].model.options[1]", action: option.action)
        #expect(option == named && named == option)
        #expect(option.hashValue == named.hashValue)
        #expect(Set([option, named]).count == 1)
        #expect(option != selector.items[0].actionModel)
        #expect(option != InteractionActionModel(id: "actions[0].model.options[2]", action: option.action))
        // Saved and read back in the same form as a model given its id.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let saved = try encoder.encode(option)
        #expect(try saved == encoder.encode(named))
        #expect(try JSONDecoder().decode(InteractionActionModel.self, from: saved) == option)
        var renamed = option
        renamed.id = "actions[3]"
        #expect(renamed.id == "actions[3]" && renamed != option)
    }

    @Test func pollingScreens() throws {
        guard case .polling(let pending) = try map("pollingStep") else { Issue.record("not polling"); return }
        #expect(pending.status == .pending)
        #expect(pending.pollAction?.kind == .poll)
        #expect(pending.cancelButton?.label == "Cancel")
        guard case .polling(let done) = try map("pollingStepDone") else { Issue.record("not polling"); return }
        #expect(done.status == .done && done.pollAction == nil && done.buttons.map(\.actionModel.kind) == [.redirect])
    }

    @Test func bankIDPollingWithQRCode() throws {
        let step = Representation(
            type: .pollingStep, metadata: Metadata(viewName: "authenticator/bankid/wait/index"),
            links: [Link(href: Href(string: "data:image/png;base64,iVBO")!, rel: .unknown("qr"), type: "image/png")],
            properties: .polling(PollingProperties(status: .pending, maxWaitRemainingTime: 170)))
        guard case .bankID(let bankID) = DataMapper().map(MappingInput(document: .representation(step))) else {
            Issue.record("not BankID")
            return
        }
        #expect(bankID.qrCode?.imageData == [0x89, 0x50, 0x4E])
        #expect(bankID.polling.maxWaitRemainingTime == 170)
    }

    @Test func imageLinksCarryTheirPicture() throws {
        guard case .form(let form) = try map("messagesWithTextAndImageLinks") else { Issue.record("not a form"); return }
        #expect(form.links.first?.isImage == true)
        #expect(form.links.first?.mediaType == "image/png")
        // The heading message heads the screen; the body does not repeat it.
        #expect(form.heading == ScreenHeading(text: "Pair device", purpose: .registration))
        #expect(form.messages.map(\.style) == [.info, .usercode])
        #expect(form.inputs.compactMap(\.key) == ["alias", "number", "devicetype"])
    }

    @Test func continueSameStepKeepsTheCurrentForm() throws {
        let current = try map("usernamePassword")
        guard case .continueSame(let model) = try map("continueSameStep", current: current) else { Issue.record("no"); return }
        #expect(model.messages.map(\.text) == ["SMS sent"])
        guard case .form(let currentForm) = current else { return }
        #expect(model.form?.interactionItems == currentForm.interactionItems)
        #expect(model.form?.messages.map(\.text) == ["SMS sent"])
    }

    @Test func continueSameStepUsesTheSubmittedFormsContinueActions() throws {
        guard case .selector(let devices) = try map("duo") else { return }
        let sms = devices.items[0].options[2].actionModel
        guard case .continueSame(let model) = try map("continueSameStep", submitted: sms) else { Issue.record("no"); return }
        #expect(model.form?.inputs.compactMap(\.key) == ["passcode"])
        #expect(model.form?.buttons.first?.actionModel.id == "actions[0].model.options[0].model.options[2].model.continueActions[0]")
    }

    @Test func unknownTemplateGoesToTheGenericScreen() throws {
        guard case .generic(let generic) = try map("launchExternalBrowser") else { Issue.record("not generic"); return }
        #expect(generic.interactionItems == [.textContent(.init(text: "The authentication process needs to use an external browser"))])
        #expect(generic.representation.actions.first?.template == .unknown("launch"))
    }

    @Test func problems() throws {
        guard case .problem(let problem) = try map("usernamePasswordFormErrors") else { Issue.record("not a problem"); return }
        #expect(problem.type == .invalidInput && problem.isShownOnCurrentScreen)
        #expect(problem.invalidFields.map(\.name) == ["password", "userName"])
        guard case .problem(let withMessages) = try map("incorrectCredentialsProblemWithMessages") else { return }
        #expect(withMessages.messageItems.map(\.text) == ["Foo", "Bar"])
        #expect(withMessages.title == "Incorrect credentials")
    }

    @Test func authorizationResponse() throws {
        guard case .oauth(let oauth) = try map("oauthAuthorizationResponse") else { Issue.record("not oauth"); return }
        #expect(oauth.code == "OZxymZHVjkEhf9fajYz0jNPOaJaQpXTg" && oauth.state == "foo" && oauth.iss == nil)
    }
}

@Suite("DataMapper customisation")
struct DataMapperCustomizationTests {
    @Test func customisationsRunInOrderOnTheirModelTypeOnly() throws {
        var mapper = DataMapper()
        mapper.customize(modelType: FormModel.self) { model, _ in
            var model = model
            model.extras["promo"] = "spring"
            model.interactionItems.insert(.textContent(.init(text: "Welcome back")), at: 0)
            return model
        }
        mapper.customize(modelType: FormModel.self) { model, input in
            var model = model
            model.extras["steps"] = .number(JSONNumber(model.interactionItems.count))
            model.extras["fromProblem"] = .bool(input.document.problem != nil)
            return model
        }
        mapper.customize(modelType: SelectorModel.self) { model, _ in
            var model = model
            model.items.removeAll { $0.authenticatorType == "google" }
            return model
        }
        guard case .form(let form) = mapper.map(MappingInput(document: try RecordedSteps.document("usernamePassword"))) else {
            Issue.record("not a form")
            return
        }
        #expect(form.extras == ["promo": "spring", "steps": 4, "fromProblem": false])
        #expect(form.interactionItems.first == .textContent(.init(text: "Welcome back")))
        guard case .selector(let selector) = mapper.map(MappingInput(document: try RecordedSteps.document("selectAuthenticationWithLinks"))) else {
            Issue.record("not a selector")
            return
        }
        #expect(selector.items.map(\.label) == ["username"])
        #expect(selector.extras.isEmpty)
    }

    @Test func modelsAreCodableForPersistence() throws {
        let model = DataMapper().map(MappingInput(document: try RecordedSteps.document("bankIdSelectSameOrOtherDevice")))
        guard case .form(let form) = model else { return }
        let again = try JSONDecoder().decode(FormModel.self, from: JSONEncoder().encode(form))
        #expect(again == form)
    }
}
