import Foundation
import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Logging
import Testing

/// The passcode screens' names, words in three languages, and logs without secrets (their
/// outlets are checked with the other screens' in ``ScreenHierarchyTests``).
@MainActor
@Suite struct PasscodeScreensTests {
    @Test func theScreensKeepTheSeedsNames() {
        #expect(PasscodeCreateController.screenName == "FUIPasscodeCreateController")
        #expect(PasscodeInputController.screenName == "FUIPasscodeInputController")
        #expect(TouchIDErrorViewController.screenName == "FUITouchIDErrorViewController")
        #expect(MultiUserPasscodeController.screenName == "FUIMultiUserPasscodeController")
        #expect(TouchIDErrorViewController.outlets.names.starts(with: ["errorTitleLabel", "errorMessageLabel", "actionButton"]))
        #expect(OnboardingStyleClass.touchIDErrorActionButton.className == "fdlFUITouchIDErrorViewController_actionButton")
        #expect(OnboardingStyleClass.passcodeChangeModeDoneItem.className == "fdlFUIPasscodeCreateController_changeMode_doneItem")
    }

    @Test(arguments: [
        (Language.english, "Enter Passcode", "Biometrics Cancelled", "Too many wrong passcodes. Try again in 1 minute.", "2 tries left."),
        (Language.dutch, "Toegangscode invoeren", "Biometrie geannuleerd", "Te vaak een verkeerde toegangscode. Probeer het over 1 minuut opnieuw.",
         "Nog 2 pogingen."),
        (Language.swedish, "Ange lösenkod", "Biometri avbröts", "För många felaktiga lösenkoder. Försök igen om 1 minut.", "2 försök kvar."),
    ])
    func theWordsInEachLanguage(language: Language, title: String, cancelled: String, wait: String, tries: String) throws {
        let registry = try onboardingRegistry(language)
        let input = PasscodeInputController(themeRegistry: registry)
        input.loadViewIfNeeded()
        #expect(input.headlineLabel.text == title)
        #expect(input.waitText(.seconds(45)).contains("45"))
        #expect(input.waitText(.seconds(60)) == wait)
        #expect(input.noticeText(.wrongPasscode(triesRemaining: 2)).hasSuffix(tries))
        let error = TouchIDErrorViewController(themeRegistry: registry)
        error.biometricsName = input.biometricsName
        error.loadViewIfNeeded()
        #expect(error.errorTitleLabel.text == cancelled)
    }

    @Test func waitsReadRightInTheSingularAndPlural() throws {
        let input = PasscodeInputController(themeRegistry: try onboardingRegistry())
        input.loadViewIfNeeded()
        #expect(input.waitText(.seconds(1)) == "Too many wrong passcodes. Try again in 1 second.")
        #expect(input.waitText(.milliseconds(29_200)) == "Too many wrong passcodes. Try again in 30 seconds.", "rounded up")
        #expect(input.waitText(.seconds(61)) == "Too many wrong passcodes. Try again in 2 minutes.")
        #expect(input.noticeText(.wrongPasscode(triesRemaining: 1)) == "Wrong passcode. 1 try left.")
        #expect(input.noticeText(.wrongPasscode(triesRemaining: nil)) == "Wrong passcode.")
    }

    @Test func noPasscodeReachesTheLogsAtAnyLevel() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("passcode-logs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let capture = LogCapture()
        let logger = capture.logger(level: .trace)
        let store = FileSecureStore(url: folder.appendingPathComponent("s.store"), derivation: .fastForTests, logger: logger)
        let registry = try onboardingRegistry()
        let create = PasscodeSession(.create, themeRegistry: registry, store: store, logger: logger)
        let created = Task { await create.run() }
        try await drive(create, typing: ["Sekret-991", "Sekret-991"])
        #expect(await created.value == .created(biometricsEnabled: false))
        await store.close()
        let lockout = try PasscodeLockout(retryLimit: 5, store: InMemoryLockoutRecordStore(), logger: logger)
        let unlock = PasscodeSession(.unlock, themeRegistry: registry, store: store, lockout: lockout, logger: logger)
        let unlocked = Task { await unlock.run() }
        try await drive(unlock, typing: ["Wrong-passcode-5", "Sekret-991"])
        #expect(await unlocked.value == .unlocked(usedBiometrics: false))
        #expect(!capture.lines.isEmpty, "the flows log what they do")
        #expect(!capture.text.contains("Sekret-991"))
        #expect(!capture.text.contains("Wrong-passcode-5"))
    }

    /// Types each passcode into the session's field when it is asked, and presses the primary button.
    private func drive(_ session: PasscodeSession, typing passcodes: [String]) async throws {
        for passcode in passcodes {
            try await waitUntil("the passcode asked", seconds: 300) {
                guard let controller = session.controller, !controller.isWaitingForDelegate else { return false }
                return !controller.passcodeTextField.isHidden && controller.passcodeTextField.text.isEmpty
                    && !controller.loadingIndicatorView.isAnimating
            }
            let controller = try #require(session.controller)
            controller.passcodeTextField.enterText(passcode)
            controller.primaryActionButton.tap()
        }
    }
}
