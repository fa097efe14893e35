import HaapiFlow
import HaapiModel
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// What a problem says about its fields is never dropped: next to the field when the
/// screen shows it, else among the messages (a form without the field, a problem
/// screen of its own, the banner over another screen).
@MainActor
@Suite("Problem field details")
struct ProblemFieldDetailsTests {
    let problem = ProblemModel(
        type: .invalidInput, title: "That code did not work",
        invalidFields: [
            .init(name: "otp", reason: .invalidValue, detail: "Codes are exactly six digits long"),
            .init(name: "password", detail: "You have to enter your password"),
            .init(name: "pin"),
        ])

    private func messages(_ screen: BaseViewController) -> [String] {
        screen.messagesStackView.subviews.compactMap { ($0 as? MessageView)?.text }
    }

    @Test func aFormShowsTheDetailsOfFieldsItLacksAsMessages() throws {
        let form = FormViewController(model: try ControllerFixtures.formModel(), themeRegistry: .standard)
        form.loadViewIfNeeded()
        #expect(form.handleProblemModel(problem))
        #expect(form.formViews?.textFields["password"]?.errorText == "You have to enter your password")
        #expect(messages(form) == ["That code did not work", "Codes are exactly six digits long", "This value is not valid."])
    }

    @Test func aProblemScreenShowsEveryDetail() {
        let screen = ProblemViewController(model: problem, themeRegistry: .standard.withLanguage(tag: "nl"))
        screen.loadViewIfNeeded()
        #expect(messages(screen) == ["Codes are exactly six digits long", "You have to enter your password", "Deze waarde is niet geldig."])
    }

    @Test func theBannerOverAnotherScreenShowsTheDetails() {
        let container = HaapiFlowViewController(themeRegistry: .standard, viewControllerFactoryRegistry: ViewControllerFactoryRegistry())
        container.loadViewIfNeeded()
        container.showBanner(for: problem)
        #expect(container.notificationBanner.message.contains("Codes are exactly six digits long"))
        #expect(container.notificationBanner.message.contains("You have to enter your password"))
    }
}
