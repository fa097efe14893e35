import HaapiFlow
import HaapiGraphics
import HaapiModel
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

@MainActor
@Suite("HaapiFlowViewController")
struct HaapiFlowViewControllerTests {
    func makeContainer(confirm: Bool = false, registry: ThemeRegistry = .standard) -> (HaapiFlowViewController, Box) {
        let container = HaapiFlowViewController(themeRegistry: registry, viewControllerFactoryRegistry: ViewControllerFactoryRegistry(),
                                                confirmsBeforeClosing: confirm)
        let box = Box()
        container.onAction = { box.actions.append($0) }
        return (container, box)
    }

    @MainActor final class Box { var actions: [HaapiFlowAction] = [] }

    @Test func hierarchy() {
        let (container, _) = makeContainer()
        #expect(container.view.subviews.map(\.identifier) == ["headerView", "notificationBanner", "closeConfirmationView", "contentView", "loadingIndicator"])
        #expect(container.closeButton.title == "Close")
        #expect(container.notificationBanner.isHidden && container.closeConfirmationView.isHidden && container.loadingIndicator.isHidden)
    }

    @Test func seed004ThemeStylesTheContainer() throws {
        let registry = try ThemeRegistry.standard.loadingPropertyList(ThemeFixtures.seed004, file: "CustomTheme.plist").registry
        let (container, _) = makeContainer(registry: registry)
        container.loadViewIfNeeded()
        #expect(container.view.style.backgroundColor == ThemeColor(hex: "#FAFAFA"))
        #expect(container.view.style.padding == .zero)
        #expect(container.closeButton.style.imageName(.imageName) == "xmark")
        #expect(container.closeButton.style.tintColor == ThemeColor(hex: "#FF6600"))
    }

    @Test func screensFollowEachOtherAndActionsFlowOut() async throws {
        let (container, box) = makeContainer()
        container.show(.form(try ControllerFixtures.formModel()))
        let form = try #require(container.currentViewController as? FormViewController)
        #expect(form.appearanceState == .appeared)
        #expect(container.contentView.subviews.first === form.view)
        #expect(form.haapiFlowViewControllerDelegate === container)

        try #require(form.formViews?.textFields["userName"]).enterText("anna")
        try #require(form.formViews?.textFields["password"]).enterText("secret")
        form.submitForm()
        guard case .submit(let action, let parameters)? = box.actions.first else { Issue.record("no submission"); return }
        #expect(action.kind == .login && parameters == ["userName": "anna", "password": "secret"])
        #expect(container.loadingIndicator.isAnimating)

        container.show(.bankID(try ControllerFixtures.bankIdModel()))
        #expect(!container.loadingIndicator.isAnimating)
        #expect(form.appearanceState == .disappeared)
        #expect(container.currentViewController is BankIdViewController)
        #expect(container.contentView.subviews.count == 1)
    }

    @Test func backOnAnOptionsFormGoesToTheFlow() throws {
        let (container, box) = makeContainer()
        var form = try ControllerFixtures.formModel()
        form.offersBack = true
        container.show(.form(form))
        #expect(ScreenControls(root: container.view)[id: "backButton"]?.activate() == true)
        #expect(box.actions == [.back])
        #expect(container.loadingIndicator.isHidden, "going back loads nothing")
    }

    @Test func problemsGoToTheScreenOrAScreenOfTheirOwn() throws {
        let (container, _) = makeContainer()
        container.show(.form(try ControllerFixtures.formModel()))
        container.show(.problem(try ControllerFixtures.problemModel("usernamePasswordFormErrors")))
        #expect(container.notificationBanner.isHidden)
        #expect(container.currentViewController is FormViewController)

        // The flow has replaced the BankID step's actions with the problem's links:
        // the problem gets its own screen rather than a banner over dead buttons.
        container.show(.bankID(try ControllerFixtures.bankIdModel()))
        container.show(.problem(try ControllerFixtures.problemModel("incorrectCredentialsProblem")))
        #expect(container.notificationBanner.isHidden)
        let problem = try #require(container.currentViewController as? ProblemViewController)
        #expect(problem.titleView.text == "Incorrect credentials")

        // Without a screen, a problem gets a screen of its own.
        let (fresh, _) = makeContainer()
        fresh.show(.problem(ProblemModel(type: .unexpected)))
        #expect(fresh.currentViewController is ProblemViewController)
    }

    @Test func continueSameKeepsTheScreen() throws {
        let (container, _) = makeContainer()
        container.show(.form(try ControllerFixtures.formModel()))
        let form = try #require(container.currentViewController as? FormViewController)
        var next = try ControllerFixtures.formModel()
        next.interactionItems = [.textContent(InteractionItemTextContentModel(text: "Code sent"))]
        container.show(.continueSame(ContinueSameModel(messages: [InfoMessageModel(text: "SMS sent", style: .info)], form: next)))
        #expect(container.currentViewController === form)
        #expect(form.formStackView.subviews.map(\.identifier) == ["textContent[0]"])
        #expect(form.messagesStackView.subviews.compactMap { ($0 as? MessageView)?.text } == ["SMS sent"])
    }

    @Test func closingAsksFirstWhenConfigured() throws {
        let (container, box) = makeContainer(confirm: true, registry: ThemeRegistry.standard.withLanguage(tag: "nl"))
        container.show(.form(try ControllerFixtures.formModel()))
        #expect(container.closeButton.tap())
        #expect(!container.closeConfirmationView.isHidden)
        #expect(box.actions.isEmpty)
        #expect(container.view.view(withIdentifier: "closeConfirmationTitle", as: MessageView.self)?.text == "Stoppen met inloggen?")
        #expect(container.cancelCloseButton.tap())
        #expect(container.closeConfirmationView.isHidden)
        #expect(container.closeButton.tap())
        #expect(container.confirmCloseButton.tap())
        #expect(box.actions == [.close])
        #expect(container.currentViewController?.appearanceState == .disappeared)

        let (direct, directBox) = makeContainer()
        direct.loadViewIfNeeded()
        #expect(direct.closeButton.tap())
        #expect(directBox.actions == [.close])
    }
}
