import HaapiFlow
import HaapiModel
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// The container's header, in-place updates and stuck-screen reporting, without a server.
@MainActor
@Suite("HaapiFlowViewController with custom screens")
struct FlowContainerCustomScreenTests {
    func container(_ registry: ViewControllerFactoryRegistry = ViewControllerFactoryRegistry(),
                   theme: ThemeRegistry = .standard) -> HaapiFlowViewController {
        let container = HaapiFlowViewController(themeRegistry: theme, viewControllerFactoryRegistry: registry)
        container.loadViewIfNeeded()
        return container
    }

    @Test func headerShowsTitleAndCloseButton() {
        let english = container()
        #expect(english.headerView.subviews.map(\.identifier) == ["titleLabel", "closeButton"])
        #expect(english.titleLabel.text == "Sign in")
        #expect(container(theme: ThemeRegistry.standard.withLanguage(tag: "sv")).titleLabel.text == "Logga in")
        #expect(container(theme: ThemeRegistry.standard.withLanguage(tag: "nl")).titleLabel.text == "Inloggen")
        english.title = "Acme"
        #expect(english.titleLabel.text == "Acme")
        english.title = nil
        #expect(english.titleLabel.text == "Sign in")
    }

    @Test func replacementCallingHideHeaderViewHidesTheHeader() throws {
        let registry = ViewControllerFactoryRegistry()
        registry.register(modelType: FormModel.self) { _ in HeaderlessScreen() }
        let container = container(registry)
        container.show(.form(try ControllerFixtures.formModel()))
        #expect(container.currentViewController is HeaderlessScreen)
        #expect(container.headerView.isHidden)
        // The next screen shows the header again.
        container.show(.bankID(try ControllerFixtures.bankIdModel()))
        #expect(!container.headerView.isHidden)
    }

    @Test func stockScreenHidingItsHeaderLaterHidesItAtOnce() throws {
        let container = container()
        container.show(.bankID(try ControllerFixtures.bankIdModel()))
        #expect(!container.headerView.isHidden)
        let bankID = try #require(container.currentViewController as? BankIdViewController)
        bankID.hideHeaderView()
        #expect(container.headerView.isHidden)
        // A screen that is no longer current cannot hide the header.
        container.show(.form(try ControllerFixtures.formModel()))
        bankID.hideHeaderView()
        #expect(!container.headerView.isHidden)
    }

    @Test func activationsOfReplacementScreensAreReported() throws {
        let registry = ViewControllerFactoryRegistry()
        registry.register(modelType: FormModel.self) { model in SwallowingFormViewController(model: model) }
        let container = container(registry)
        var interactions = 0
        container.onPersonInteracted = { interactions += 1 }

        container.show(.form(try ControllerFixtures.formModel()))
        let custom = try #require(container.currentViewController as? SwallowingFormViewController)
        #expect(custom.loginButton.tap())
        #expect(interactions == 1 && custom.taps == 1)
        container.closeButton.isHidden = true   // the container's own buttons are not the screen's
        custom.loginButton.isEnabled = false
        #expect(!custom.loginButton.tap())
        #expect(interactions == 1)

        // Stock screens forward on their own (or keep an action on purpose): not watched by default.
        container.show(.bankID(try ControllerFixtures.bankIdModel()))
        let bankID = try #require(container.currentViewController as? BankIdViewController)
        #expect(bankID.cancelButton.tap())
        #expect(interactions == 1)
        container.stuckScreenWatch = .allScreens
        #expect(bankID.cancelButton.tap())
        #expect(interactions == 2)
        container.stuckScreenWatch = .off
        #expect(bankID.cancelButton.tap())
        #expect(interactions == 2)
    }

    @Test func stuckScreenDiagnosticShowsABannerAndReachesTheApp() throws {
        let registry = ViewControllerFactoryRegistry()
        registry.register(modelType: FormModel.self) { model in SwallowingFormViewController(model: model) }
        let container = container(registry)
        var received: [FlowDiagnostic] = []
        container.onDiagnostic = { received.append($0) }
        container.show(FlowScreen(id: 3, model: .form(try ControllerFixtures.formModel())))

        container.report(.redirectFollowed(viewName: nil))
        #expect(container.notificationBanner.isHidden && container.reportedStuckScreen == nil)
        container.report(.stuckScreen(screenID: 2, modelType: "FormModel", viewName: nil, seconds: 8))
        #expect(container.notificationBanner.isHidden)   // an earlier screen's

        let stuck = FlowDiagnostic.stuckScreen(screenID: 3, modelType: "FormModel", viewName: "views/login", seconds: 8)
        container.report(stuck)
        #expect(container.reportedStuckScreen == stuck)
        #expect(!container.notificationBanner.isHidden)
        #expect(container.notificationBanner.kind == .warning)
        #expect(container.notificationBanner.title == "Something went wrong")
        #expect(received.count == 3 && received.last == stuck)

        // A new screen clears the report.
        container.show(FlowScreen(id: 4, model: .bankID(try ControllerFixtures.bankIdModel())))
        #expect(container.reportedStuckScreen == nil && container.notificationBanner.isHidden)
    }

    @Test func sameFlowScreenUpdatesInPlace() throws {
        let container = container()
        container.show(FlowScreen(id: 7, model: .bankID(try ControllerFixtures.bankIdModel())))
        let first = try #require(container.currentViewController as? BankIdViewController)
        var later = try ControllerFixtures.bankIdModel()
        later.polling.maxWaitRemainingTime = 20
        container.show(FlowScreen(id: 7, model: .bankID(later)))
        #expect(container.currentViewController === first)
        #expect(first.countLabel.text == "20 seconds remaining")

        // A form of the same screen with a problem keeps the screen and shows the problem.
        container.show(FlowScreen(id: 8, model: .form(try ControllerFixtures.formModel())))
        let form = try #require(container.currentViewController as? FormViewController)
        var withProblem = try ControllerFixtures.formModel()
        withProblem.problem = try ControllerFixtures.problemModel("incorrectCredentialsProblem")
        container.show(FlowScreen(id: 8, model: .form(withProblem)))
        #expect(container.currentViewController === form)
        let messages = form.messagesStackView.subviews.compactMap { ($0 as? MessageView)?.text }
        #expect(messages.contains("Incorrect credentials"))
        #expect(container.currentScreenID == 8)
    }
}
