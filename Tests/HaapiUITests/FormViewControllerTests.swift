import HaapiFlow
import HaapiModel
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// Seed 001's method 2: a subclass that overrides behaviour and calls super.
@MainActor
final class AnalyticsFormViewController: FormViewController {
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
    }

    override func submitForm() {
        log.append("form_submitted")
        super.submitForm()
    }
}

@MainActor
@Suite("FormViewController")
struct FormViewControllerTests {
    func fill(_ controller: FormViewController, user: String, password: String) throws {
        try #require(controller.formViews?.textFields["userName"]).enterText(user)
        try #require(controller.formViews?.textFields["password"]).enterText(password)
    }

    @Test func submitFormForwardsTheInput() async throws {
        let controller = AnalyticsFormViewController(model: try ControllerFixtures.formModel(), themeRegistry: .standard)
        let delegate = RecordingFlowDelegate()
        controller.haapiFlowViewControllerDelegate = delegate
        controller.loadViewIfNeeded()
        try fill(controller, user: "anna", password: "p@ss w%rd&=")
        controller.submitForm()
        #expect(controller.log == ["viewDidLoad", "form_submitted"])
        #expect(delegate.submitted.map(\.1) == [["userName": "anna", "password": "p@ss w%rd&="]])
        #expect(delegate.submitted.first?.0.kind == .login)
    }

    @Test func theLoginButtonSubmitsToo() async throws {
        let controller = FormViewController(model: try ControllerFixtures.formModel(), themeRegistry: .standard)
        let delegate = RecordingFlowDelegate()
        controller.haapiFlowViewControllerDelegate = delegate
        controller.loadViewIfNeeded()
        try fill(controller, user: "u", password: "p")
        #expect(try #require(controller.formViews?.buttons.first).tap())
        #expect(delegate.submitted.count == 1)
    }

    @Test func requiredFieldsAreCheckedBeforeSubmitting() throws {
        let controller = FormViewController(model: try ControllerFixtures.formModel(), themeRegistry: .standard.withLanguage(tag: "nl"))
        let delegate = RecordingFlowDelegate()
        controller.haapiFlowViewControllerDelegate = delegate
        controller.loadViewIfNeeded()
        try fill(controller, user: "anna", password: "")
        controller.submitForm()
        #expect(!controller.isLoading)
        #expect(controller.formViews?.textFields["password"]?.errorText == "Dit veld is verplicht.")
        #expect(controller.formViews?.textFields["userName"]?.errorText == nil)
    }

    @Test func lengthLimitsUsePluralTexts() throws {
        let action = try #require(try ControllerFixtures.formModel().buttons.first?.actionModel)
        let input = InteractionItemInputTextModel(key: "userName", inputConfiguration: InputConfiguration(minLength: 1, maxLength: 3))
        let pin = InteractionItemInputTextModel(key: "password", inputConfiguration: InputConfiguration(minLength: 4))
        let model = FormModel(interactionItems: [.inputText(input), .inputText(pin), .button(InteractionItemButtonModel(label: "Go", type: .primary, actionModel: action))])
        let controller = FormViewController(model: model, themeRegistry: .standard)
        controller.loadViewIfNeeded()
        try fill(controller, user: "long", password: "12")
        #expect(!controller.validate(for: action))
        #expect(controller.formViews?.textFields["userName"]?.errorText == "Enter at most 3 characters.")
        #expect(controller.formViews?.textFields["password"]?.errorText == "Enter at least 4 characters.")
        try fill(controller, user: "abc", password: "1234")
        #expect(controller.validate(for: action))
        #expect(controller.formViews?.textFields["userName"]?.errorText == nil)
    }

    @Test func invalidInputProblemMarksTheFields() throws {
        let controller = FormViewController(model: try ControllerFixtures.formModel(), themeRegistry: .standard)
        controller.loadViewIfNeeded()
        let problem = try ControllerFixtures.problemModel("usernamePasswordFormErrors")
        #expect(controller.handleProblemModel(problem))
        #expect(controller.formViews?.textFields["password"]?.errorText == "You have to enter your password")
        let messages = controller.messagesStackView.subviews.compactMap { $0 as? MessageView }
        #expect(messages.map(\.text) == ["Form Errors"])
        #expect(messages.first?.messageStyle == .error)
        // A problem that needs its own screen is left to the flow.
        #expect(!controller.handleProblemModel(ProblemModel(type: .unexpected)))
    }

    @Test func anOptionsFormEndsWithBack() throws {
        var model = try ControllerFixtures.formModel()
        let plain = FormViewController(model: model, themeRegistry: .standard)
        plain.loadViewIfNeeded()
        #expect(plain.view.view(withIdentifier: "backButton") == nil, "a server's form has no Back")
        model.offersBack = true
        let controller = FormViewController(model: model, themeRegistry: .standard.withLanguage(tag: "sv"))
        let delegate = RecordingFlowDelegate()
        controller.haapiFlowViewControllerDelegate = delegate
        controller.loadViewIfNeeded()
        let back = try #require(controller.formStackView.subviews.last as? Button)
        #expect(back.identifier == "backButton" && back.title == "Tillbaka" && back.role == .cancel)
        #expect(ScreenControls(root: controller.view).first(role: .cancel)?.activate() == true)
        #expect(delegate.wentBack == 1 && delegate.submitted.isEmpty)
    }

    @Test func continueSameReplacesTheContentInPlace() throws {
        let controller = FormViewController(model: try ControllerFixtures.formModel(), themeRegistry: .standard)
        let root = controller.view
        var next = try ControllerFixtures.formModel()
        next.interactionItems = [.textContent(InteractionItemTextContentModel(text: "Check your phone"))]
        next.messages = [InfoMessageModel(text: "SMS sent", style: .info)]
        #expect(controller.handleFormModel(next))
        #expect(controller.view === root)
        #expect(controller.formStackView.subviews.map(\.identifier) == ["textContent[0]"])
        #expect(controller.messagesStackView.subviews.compactMap { ($0 as? MessageView)?.text } == ["SMS sent"])
    }

    @Test func theSameFormAgainKeepsWhatWasTypedExceptSecrets() throws {
        let controller = FormViewController(model: try ControllerFixtures.formModel(), themeRegistry: .standard)
        controller.loadViewIfNeeded()
        try #require(controller.formViews?.textFields["userName"]).enterText("anna")
        try #require(controller.formViews?.textFields["password"]).enterText("secret")
        #expect(controller.handleFormModel(try ControllerFixtures.formModel()))
        #expect(controller.formViews?.textFields["userName"]?.text == "anna", "the user name stays after incorrect credentials")
        #expect(controller.formViews?.textFields["password"]?.text == "", "a password is typed again")

        // A value the server sends wins over what was typed.
        try #require(controller.formViews?.textFields["userName"]).enterText("bob")
        var next = try ControllerFixtures.formModel()
        for index in next.interactionItems.indices {
            if case .inputText(var input) = next.interactionItems[index], input.key == "userName" {
                input.value = "server-value"
                next.interactionItems[index] = .inputText(input)
            }
        }
        #expect(controller.handleFormModel(next))
        #expect(controller.formViews?.textFields["userName"]?.text == "server-value")

        // A number field (a one-time code) is typed anew after a wrong one.
        var code = FormModel()
        code.interactionItems = [.inputText(InteractionItemInputTextModel(key: "otp", inputConfiguration: InputConfiguration(keyboard: .number)))]
        #expect(controller.handleFormModel(code))
        try #require(controller.formViews?.textFields["otp"]).enterText("000000")
        #expect(controller.handleFormModel(code))
        #expect(controller.formViews?.textFields["otp"]?.text == "")
    }
}
