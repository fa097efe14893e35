import HaapiFlow
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// The container tells its renderer how much changed after each move of the flow.
@MainActor
@Suite("HaapiFlowViewController display changes")
struct DisplayChangeTests {
    @MainActor final class Recorder { var changes: [DisplayChange] = [] }

    func makeContainer(confirm: Bool = false) -> (HaapiFlowViewController, Recorder) {
        let container = HaapiFlowViewController(themeRegistry: .standard, viewControllerFactoryRegistry: ViewControllerFactoryRegistry(),
                                                confirmsBeforeClosing: confirm)
        let recorder = Recorder()
        container.onDisplayChange = { recorder.changes.append($0) }
        return (container, recorder)
    }

    @Test func newScreensProblemsAndCountdownsAreToldApart() throws {
        let (container, recorder) = makeContainer()
        container.show(FlowScreen(id: 1, model: .form(try ControllerFixtures.formModel())))
        #expect(recorder.changes == [.newScreen])

        container.show(.problem(try ControllerFixtures.problemModel("usernamePasswordFormErrors")))
        #expect(recorder.changes == [.newScreen, .content], "a problem next to a field is new content")

        container.show(FlowScreen(id: 2, model: .bankID(try ControllerFixtures.bankIdModel())))
        container.show(FlowScreen(id: 2, model: .bankID(try ControllerFixtures.bankIdModel())))
        #expect(recorder.changes == [.newScreen, .content, .newScreen, .progress], "the same polling screen again is progress")

        container.show(.problem(try ControllerFixtures.problemModel("incorrectCredentialsProblem")))
        #expect(recorder.changes.last == .newScreen, "a problem the screen does not take gets a screen of its own")
        container.reportActionFailure(HaapiFlowError.busy("a submit"))
        #expect(recorder.changes.last == .content)
        #expect(recorder.changes.count == 6)
    }

    @Test func loadingIsProgressAndTheCloseQuestionIsContent() async throws {
        let (container, recorder) = makeContainer(confirm: true)
        container.show(.form(try ControllerFixtures.formModel()))
        let form = try #require(container.currentViewController as? FormViewController)
        try #require(form.formViews?.textFields["userName"]).enterText("anna")
        try #require(form.formViews?.textFields["password"]).enterText("secret")
        form.submitForm()
        container.requestClose()
        #expect(recorder.changes == [.newScreen, .progress, .content])
    }
}
