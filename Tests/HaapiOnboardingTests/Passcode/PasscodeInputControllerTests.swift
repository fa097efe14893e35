import Foundation
import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Testing

@MainActor
@Suite struct PasscodeInputControllerTests {
    let biometrics = SimulatedBiometricAuthenticator()
    let delegate = RecordingPasscodeDelegate()
    let time = FakeLockoutClock()
    let records = InMemoryLockoutRecordStore()
    let ticks = TestClock()

    /// 0 s after the first wrong passcode, 30 s after the second; the third locks.
    func lockout() throws -> PasscodeLockout {
        try PasscodeLockout(retryLimit: 3, schedule: LockoutSchedule(delays: [.zero, .seconds(30)]), store: records, clock: time.clock)
    }

    /// An input controller for user anna, started in a container.
    func makeController(lockout: PasscodeLockout? = nil, withBiometrics: Bool = true) throws
        -> (PasscodeInputController, ScreenContainerViewController) {
        let registry = try onboardingRegistry()
        let controller = PasscodeInputController(themeRegistry: registry, clock: ticks)
        controller.delegate = delegate
        controller.userIdentifier = "anna"
        controller.biometrics = withBiometrics ? biometrics : nil
        controller.lockout = lockout
        let container = contained(controller, registry: registry)
        return (controller, container)
    }

    func enter(_ passcode: String, on controller: PasscodeInputController) async throws {
        try await waitUntil("the passcode asked", seconds: 300) { controller.stateMachine.step == .enterPasscode }
        controller.passcodeTextField.enterText(passcode)
        #expect(controller.primaryActionButton.tap())
    }

    @Test func withoutABiometricCopyThePasscodeIsAskedAndTriedForMatch() async throws {
        var unlocked: [Bool] = []
        let (controller, _) = try makeController()
        controller.onUnlock = { unlocked.append($0) }
        try await enter("Secret-123", on: controller)
        try await waitUntil("unlocked", seconds: 300) { !unlocked.isEmpty }
        #expect(unlocked == [false])
        #expect(delegate.tries.map(\.passcode) == ["Secret-123"])
        #expect(delegate.tries.map(\.mode) == [.match])
        #expect(controller.headlineLabel.text == "Enter Passcode")
        #expect(controller.cancelButton.isHidden, "the seed's isToShowCancelBarItem is false by default")
        #expect(await biometrics.reasons.isEmpty)
    }

    @Test func biometricsReleaseThePasscodeFirstWhenACopyExists() async throws {
        try await biometrics.storeSecret(Data("Secret-123".utf8), account: PasscodeController.biometricAccount(for: "anna"))
        var unlocked: [Bool] = []
        let (controller, _) = try makeController()
        controller.onUnlock = { unlocked.append($0) }
        try await waitUntil("unlocked", seconds: 300) { !unlocked.isEmpty }
        #expect(unlocked == [true])
        #expect(delegate.tries.map(\.passcode) == ["Secret-123"])
        #expect(await biometrics.reasons == ["Unlock the app"])
    }

    @Test func cancelledBiometricsShowTheTouchIDErrorScreenWhichLeadsToThePasscode() async throws {
        try await biometrics.storeSecret(Data("Secret-123".utf8), account: PasscodeController.biometricAccount(for: "anna"))
        await biometrics.enqueue(.cancel)
        let (controller, container) = try makeController()
        try await waitUntil("the cancelled screen", seconds: 300) { container.currentScreen is TouchIDErrorViewController }
        let error = try #require(container.currentScreen as? TouchIDErrorViewController)
        #expect(error.errorTitleLabel.text == "Biometrics Cancelled")
        #expect(error.errorMessageLabel.text == "Try again, or enter your passcode instead.")
        #expect(error.actionButton.title == "Enter Passcode")
        #expect(error.retryButton.title == "Use Biometrics")
        error.actionButton.tap()
        #expect(container.currentScreen === controller)
        try await enter("Secret-123", on: controller)
        try await waitUntil("unlocked", seconds: 300) { controller.stateMachine.step == .finished(usedBiometrics: false) }
    }

    @Test func aCopyInvalidatedByAnEnrolmentChangeIsNotOfferedAndThePasscodeIsAsked() async throws {
        try await biometrics.storeSecret(Data("Secret-123".utf8), account: PasscodeController.biometricAccount(for: "anna"))
        await biometrics.changeEnrollment()
        let (controller, _) = try makeController()
        try await waitUntil("the passcode asked", seconds: 300) { controller.stateMachine.step == .enterPasscode }
        #expect(await biometrics.reasons.isEmpty, "no prompt for a copy that cannot open")
        #expect(controller.biometricsButton.isHidden)
    }

    @Test func anEnrolmentChangeDuringThePromptDropsTheCopyAndSaysWhy() async throws {
        let account = PasscodeController.biometricAccount(for: "anna")
        try await biometrics.storeSecret(Data("Secret-123".utf8), account: account)
        let sensor = biometrics
        await biometrics.setDecider { _ in
            await sensor.changeEnrollment()
            return .succeed
        }
        let (controller, _) = try makeController()
        try await waitUntil("the passcode asked", seconds: 300) { controller.stateMachine.step == .enterPasscode }
        #expect(controller.errorMessageLabel.text == "The Biometrics settings of this device changed. Enter your passcode.")
        var hasCopy = true
        for _ in 0..<1200 where hasCopy {
            hasCopy = await biometrics.hasSecret(account: account)
            if hasCopy { try await Task.sleep(for: .milliseconds(100)) }
        }
        #expect(!hasCopy, "the copy is dropped")
        #expect(controller.biometricsButton.isHidden)
    }

    @Test func wrongPasscodesWaitThenLockAndTheLimitWipesTheStoreAndTheCopy() async throws {
        let account = PasscodeController.biometricAccount(for: "anna")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("passcode-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileSecureStore(url: folder.appendingPathComponent("anna.store"), derivation: .fastForTests)
        try await store.create(passcode: "Secret-123")
        try await biometrics.storeSecret(Data("Secret-123".utf8), account: account)
        await biometrics.enqueue(.fail)
        delegate.answer = { passcode, _ in
            passcode == "Secret-123" ? nil : .failedToMatch(message: nil, triesRemaining: PasscodeControllerError.unlimitedTries)
        }
        let (controller, _) = try makeController(lockout: try lockout())
        controller.secureStore = store
        try await enter("wrong-1", on: controller)
        try await waitUntil("the first failure counted", seconds: 300) { controller.errorMessageLabel.text == "Wrong passcode. 2 tries left." }
        #expect(controller.stateMachine.step == .enterPasscode)
        try await enter("wrong-2", on: controller)
        try await waitUntil("the wait", seconds: 300) { controller.stateMachine.step == .waiting(remaining: .seconds(30)) }
        #expect(controller.countdownLabel.text == "Too many wrong passcodes. Try again in 30 seconds.")
        #expect(controller.passcodeTextField.isHidden)
        time.advance(.seconds(29))
        _ = try await ticks.advanceToNextSleeper(within: .seconds(1))
        try await waitUntil("the countdown ticked", seconds: 300) { controller.countdownLabel.text == "Too many wrong passcodes. Try again in 1 second." }
        time.advance(.seconds(1))
        _ = try await ticks.advanceToNextSleeper(within: .seconds(1))
        try await enter("wrong-3", on: controller)
        try await waitUntil("the retry limit", seconds: 300) { delegate.retryLimits == [true] }
        #expect(controller.stateMachine.step == .locked)
        #expect(controller.countdownLabel.text == "For your protection, the app's data on this device was removed. Set up the app again.")
        #expect(await !store.exists())
        #expect(await !biometrics.hasSecret(account: account))
        #expect(try await lockout().state() == .open(failures: 0, triesRemaining: 3), "the count starts again for the new passcode")
    }

    @Test func theWaitHoldsAcrossARestart() async throws {
        delegate.answer = { _, _ in .failedToMatch(message: nil, triesRemaining: PasscodeControllerError.unlimitedTries) }
        let (first, _) = try makeController(lockout: try lockout(), withBiometrics: false)
        try await enter("wrong-1", on: first)
        try await waitUntil("counted", seconds: 300) { first.errorMessageLabel.text == "Wrong passcode. 2 tries left." }
        try await enter("wrong-2", on: first)
        try await waitUntil("the wait", seconds: 300) { first.stateMachine.step == .waiting(remaining: .seconds(30)) }
        time.advance(.seconds(10))
        // The app is killed and started again: a new controller and lockout over the same record.
        let (second, _) = try makeController(lockout: try lockout(), withBiometrics: false)
        try await waitUntil("the wait continues", seconds: 300) { second.stateMachine.step == .waiting(remaining: .seconds(20)) }
        #expect(second.countdownLabel.text == "Too many wrong passcodes. Try again in 20 seconds.")
    }

    @Test func resetPasscodeAsksTheDelegate() async throws {
        let (controller, _) = try makeController(withBiometrics: false)
        try await waitUntil("the passcode asked", seconds: 300) { controller.stateMachine.step == .enterPasscode }
        #expect(controller.secondaryActionButton.title == "Reset Passcode")
        controller.secondaryActionButton.tap()
        #expect(delegate.resets == 1)
    }

    @Test func theDelegatesOwnCountIsShownWithoutALockoutAndZeroLocks() async throws {
        delegate.answer = { _, _ in .failedToMatch(message: "Not this one.", triesRemaining: 1) }
        let (controller, _) = try makeController(withBiometrics: false)
        controller.retryLimitAction = .callDelegate
        try await enter("wrong", on: controller)
        try await waitUntil("the refusal shown", seconds: 300) { controller.errorMessageLabel.text == "Not this one. 1 try left." }
        delegate.answer = { _, _ in .invalidPasscode(code: 42, triesRemaining: 0) }
        try await enter("wrong", on: controller)
        try await waitUntil("locked", seconds: 300) { delegate.retryLimits == [false] }
        #expect(controller.countdownLabel.text == "Too many wrong passcodes: the passcode is locked.")
    }
}

/// A renderer that answers the biometrics-cancelled screen the moment it is drawn,
/// inside `display` — as the terminal's line mode does when answers are waiting.
@MainActor
final class EagerChoiceRenderer: ScreenRenderer {
    private(set) var root: View?
    private var answered = false

    func display(_ root: View, after change: DisplayChange) {
        self.root = root
        guard !answered, let button = root.view(withIdentifier: "actionButton", as: Button.self), !button.isHidden else { return }
        answered = true
        button.tap()
    }
}

@MainActor
@Suite struct PasscodeInputReentrancyTests {
    @Test func aChoiceMadeWhileTheCancelledScreenIsDrawnLeavesThePasscodeAsked() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reentrant-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileSecureStore(url: folder.appendingPathComponent("s.store"), derivation: .fastForTests)
        try await store.create(passcode: "Secret-123")
        await store.close()
        let biometrics = SimulatedBiometricAuthenticator(defaultOutcome: .cancel)
        try await biometrics.storeSecret(Data("Secret-123".utf8), account: PasscodeController.biometricAccount(for: nil))
        let session = PasscodeSession(.unlock, themeRegistry: try onboardingRegistry(), store: store, biometrics: biometrics)
        let renderer = EagerChoiceRenderer()
        let run = Task { await session.run(renderer: renderer) }
        try await waitUntil("the passcode asked after the choice", seconds: 300) {
            (session.controller as? PasscodeInputController)?.stateMachine.step == .enterPasscode
        }
        let controller = try #require(session.controller as? PasscodeInputController)
        #expect(!controller.passcodeTextField.isHidden, "the field shows: the screen is drawn in the step it is in")
        #expect(!controller.primaryActionButton.isHidden)
        controller.passcodeTextField.enterText("Secret-123")
        controller.primaryActionButton.tap()
        #expect(try await within(300, "the unlock") { await run.value } == .unlocked(usedBiometrics: false))
    }
}
