import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Testing

/// Back on the confirm step of passcode creation: to the first entry, which is cleared.
@MainActor
@Suite struct PasscodeCreateBackTests {
    @Test func backOnTheConfirmationStartsTheFirstEntryAfresh() async throws {
        let registry = try onboardingRegistry()
        let controller = PasscodeCreateController(themeRegistry: registry)
        let delegate = RecordingPasscodeDelegate()
        controller.delegate = delegate
        var finished: [PasscodeCreateStateMachine.Step] = []
        controller.onFinish = { finished.append($0) }
        _ = contained(controller, registry: registry)
        #expect(controller.secondaryActionButton.isHidden, "no Back on the first entry")
        controller.passcodeTextField.enterText("first-secret")
        controller.primaryActionButton.tap()
        #expect(controller.stateMachine.step == .confirmPasscode)
        #expect(!controller.secondaryActionButton.isHidden && controller.secondaryActionButton.title == "Back")
        controller.passcodeTextField.enterText("fir")
        #expect(controller.secondaryActionButton.tap())
        #expect(controller.stateMachine.step == .enterPasscode)
        #expect(controller.passcodeTextField.text.isEmpty)
        #expect(controller.headlineLabel.text == "Create Passcode")
        #expect(controller.secondaryActionButton.isHidden)

        // The first entry was forgotten: confirming it now is a mismatch of the new one.
        controller.passcodeTextField.enterText("second-secret")
        controller.primaryActionButton.tap()
        controller.passcodeTextField.enterText("second-secret")
        controller.primaryActionButton.tap()
        try await waitUntil("the flow finished", seconds: 300) { !finished.isEmpty }
        #expect(delegate.tries.map(\.passcode) == ["second-secret"])
    }

    @Test(arguments: [(Language.dutch, "Terug"), (.swedish, "Tillbaka")])
    func backSpeaksTheLanguage(_ language: Language, _ title: String) throws {
        let registry = try onboardingRegistry(language)
        let controller = PasscodeCreateController(themeRegistry: registry)
        _ = contained(controller, registry: registry)
        controller.passcodeTextField.enterText("first-secret")
        controller.primaryActionButton.tap()
        #expect(controller.secondaryActionButton.title == title)
    }
}
