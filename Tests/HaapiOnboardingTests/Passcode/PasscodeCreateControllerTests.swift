import Foundation
import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Testing

@MainActor
@Suite struct PasscodeCreateControllerTests {
    /// A create controller with `policy` and a recording delegate, in a container.
    func makeController(policy: PasscodePolicy = .standard, language: Language = .english) throws
        -> (PasscodeCreateController, RecordingPasscodeDelegate, ScreenContainerViewController) {
        let registry = try onboardingRegistry(language)
        let controller = PasscodeCreateController(themeRegistry: registry)
        let delegate = RecordingPasscodeDelegate()
        controller.delegate = delegate
        controller.validationDelegate = delegate
        controller.policy = policy
        let container = contained(controller, registry: registry)
        return (controller, delegate, container)
    }

    func checklist(_ controller: PasscodeController) -> [String] {
        controller.requirementsStackView.arrangedSubviews.compactMap { ($0 as? MessageView)?.text }
    }

    @Test func theChecklistFollowsTheTyping() throws {
        let policy = try PasscodePolicy(minLength: 6, hasDigit: true, hasUpper: true)
        let (controller, _, _) = try makeController(policy: policy)
        #expect(controller.headlineLabel.text == "Create Passcode")
        #expect(!controller.requirementsStackView.isHidden)
        #expect(controller.requirementsLabel.text == "The passcode needs:")
        #expect(checklist(controller) == ["• At least 6 characters", "• A digit", "• An upper-case letter"])
        #expect(controller.primaryActionButton.isEnabled, "Next says what is missing rather than staying grey")
        controller.passcodeTextField.enterText("abc1")
        #expect(checklist(controller) == ["• At least 6 characters", "✓ A digit", "• An upper-case letter"])
        controller.passcodeTextField.enterText("Abcde1")
        #expect(checklist(controller) == ["✓ At least 6 characters", "✓ A digit", "✓ An upper-case letter"])
    }

    @Test func nextWithUnmetRequirementsSaysSoAndStays() throws {
        let (controller, delegate, _) = try makeController()
        controller.passcodeTextField.enterText("short")
        controller.primaryActionButton.tap()
        #expect(controller.stateMachine.step == .enterPasscode)
        #expect(controller.errorMessageLabel.text == "The passcode does not meet every requirement.")
        #expect(!controller.errorMessageLabel.isHidden)
        #expect(controller.passcodeTextField.text.isEmpty, "the passcode is cleared after every step")
        #expect(delegate.validations.isEmpty, "the app's validation runs after the policy passed")
    }

    @Test func theValidationDelegatesRefusalIsShown() throws {
        let (controller, delegate, _) = try makeController()
        delegate.validation = { _ in .failedToMeetPolicy(message: "Do not use your birthday.") }
        controller.passcodeTextField.enterText("19840101")
        controller.primaryActionButton.tap()
        #expect(delegate.validations == ["19840101"])
        #expect(controller.errorMessageLabel.text == "Do not use your birthday.")
        #expect(controller.stateMachine.step == .enterPasscode)
    }

    @Test func aMismatchStartsAgainAndAMatchGoesToTheDelegateInNFC() async throws {
        let (controller, delegate, _) = try makeController()
        var finished: [PasscodeCreateStateMachine.Step] = []
        controller.onFinish = { finished.append($0) }
        controller.passcodeTextField.enterText("caf\u{E9}-secret")
        controller.primaryActionButton.tap()
        #expect(controller.headlineLabel.text == "Confirm Passcode")
        #expect(controller.requirementsStackView.isHidden)
        #expect(controller.primaryActionButton.title == "Done")
        controller.passcodeTextField.enterText("other-secret")
        controller.primaryActionButton.tap()
        try await waitUntil("the mismatch shown", seconds: 300) { controller.stateMachine.step == .enterPasscode }
        #expect(controller.errorMessageLabel.text == "The passcodes did not match. Enter a new passcode.")
        #expect(controller.headlineLabel.text == "Create Passcode")
        controller.passcodeTextField.enterText("caf\u{E9}-secret")
        controller.primaryActionButton.tap()
        controller.passcodeTextField.enterText("cafe\u{301}-secret")
        controller.primaryActionButton.tap()
        try await waitUntil("the flow finished", seconds: 300) { !finished.isEmpty }
        #expect(finished == [.finished(biometricsEnabled: false)])
        #expect(delegate.tries.map(\.passcode) == ["caf\u{E9}-secret"])
        #expect(delegate.tries.map(\.mode) == [.create])
    }

    @Test func theDelegatesRefusalStartsAgainWithItsMessage() async throws {
        let (controller, delegate, _) = try makeController()
        delegate.answer = { _, _ in .failedToMeetPolicy(message: "The store could not be created.") }
        for _ in 0..<2 {
            controller.passcodeTextField.enterText("long-enough")
            controller.primaryActionButton.tap()
        }
        try await waitUntil("the refusal shown", seconds: 300) { controller.stateMachine.step == .enterPasscode }
        #expect(controller.errorMessageLabel.text == "The store could not be created.")
    }

    @Test func hashUserPasscodeGivesTheDelegateAStableHashPerUser() async throws {
        let (controller, delegate, _) = try makeController()
        controller.hashUserPasscode = true
        controller.userIdentifier = "anna"
        let hash = controller.delegateValue(for: PendingPasscode("long-enough"))
        #expect(hash != "long-enough" && hash.count == 44)
        controller.userIdentifier = "bert"
        #expect(controller.delegateValue(for: PendingPasscode("long-enough")) != hash)
        controller.userIdentifier = "anna"
        for _ in 0..<2 {
            controller.passcodeTextField.enterText("long-enough")
            controller.primaryActionButton.tap()
        }
        try await waitUntil("the delegate asked", seconds: 300) { !delegate.tries.isEmpty }
        #expect(delegate.tries.map(\.passcode) == [hash])
    }

    @Test func aNewPasscodeWithoutBiometricsDropsTheCopyOfAnEarlierOne() async throws {
        let (controller, delegate, _) = try makeController()
        let biometrics = SimulatedBiometricAuthenticator()
        try await biometrics.storeSecret(Data("old-passcode-1".utf8), account: controller.biometricAccount)
        controller.biometrics = biometrics
        for _ in 0..<2 {
            controller.passcodeTextField.enterText("long-enough")
            controller.primaryActionButton.tap()
        }
        try await waitUntil("biometrics offered", seconds: 300) { controller.stateMachine.step == .enableBiometrics(enrolled: true) }
        #expect(controller.touchIDTitleLabel.text == "Enable Biometrics")
        controller.notNowButton.tap()
        try await waitUntil("finished (now \(controller.stateMachine.step))", seconds: 300) { controller.stateMachine.step == .finished(biometricsEnabled: false) }
        var hasCopy = true
        for _ in 0..<1200 where hasCopy {
            hasCopy = await biometrics.hasSecret(account: controller.biometricAccount)
            if hasCopy { try await Task.sleep(for: .milliseconds(100)) }
        }
        #expect(!hasCopy, "the earlier passcode's copy is gone")
        #expect(delegate.tries.map(\.mode) == [.create])
    }

    @Test func skipIsOfferedOnlyWhenThePolicyAllowsIt() throws {
        let (strict, _, _) = try makeController()
        #expect(strict.secondaryActionButton.isHidden)
        let (relaxed, delegate, _) = try makeController(policy: try PasscodePolicy(noPasscodeRequired: true))
        #expect(!relaxed.secondaryActionButton.isHidden)
        #expect(relaxed.secondaryActionButton.title == "Skip")
        relaxed.secondaryActionButton.tap()
        #expect(delegate.skips == 1)
        #expect(relaxed.stateMachine.step == .skipped)
    }

    @Test func cancelTellsTheDelegate() throws {
        let (controller, delegate, _) = try makeController()
        controller.passcodeTextField.enterText("long-enough")
        controller.cancelButton.tap()
        #expect(delegate.cancels == 1)
        #expect(controller.stateMachine.step == .cancelled)
        #expect(controller.passcodeTextField.text.isEmpty)
    }

    @Test(arguments: [
        (Language.dutch, "Toegangscode aanmaken", "• Minstens 8 tekens"),
        (Language.swedish, "Skapa lösenkod", "• Minst 8 tecken"),
    ])
    func theScreenSpeaksDutchAndSwedish(language: Language, title: String, line: String) throws {
        let (controller, _, _) = try makeController(language: language)
        #expect(controller.headlineLabel.text == title)
        #expect(checklist(controller) == [line])
    }

    @Test func aMissingDelegateIsReportedAndShown() async throws {
        let (controller, _, _) = try makeController()
        controller.delegate = nil
        let diagnostics = DiagnosticsRecorder()
        diagnostics.attach(to: controller)
        for _ in 0..<2 {
            controller.passcodeTextField.enterText("long-enough")
            controller.primaryActionButton.tap()
        }
        try await waitUntil("the missing delegate reported", seconds: 300) { !diagnostics.diagnostics.isEmpty }
        #expect(diagnostics.diagnostics == [.delegateMissing(method: "shouldTryPasscode(_:forInputMode:fromController:)")])
        try await waitUntil("back at the first entry", seconds: 300) { controller.stateMachine.step == .enterPasscode }
        #expect(!controller.errorMessageLabel.isHidden)
    }
}
