import Foundation
import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Testing

@MainActor
@Suite struct PasscodeChangeControllerTests {
    static let current = "Secret-123"
    static let new = "New-secret-456"

    let biometrics = SimulatedBiometricAuthenticator()
    let delegate = RecordingPasscodeDelegate()
    let time = FakeLockoutClock()
    let records = InMemoryLockoutRecordStore()
    let account = PasscodeController.biometricAccount(for: "anna")

    init() {
        // The app's store opens with the current passcode only; every new passcode is taken.
        let current = Self.current
        delegate.answer = { passcode, mode in
            mode == .matchForChange && passcode != current
                ? .failedToMatch(message: nil, triesRemaining: PasscodeControllerError.unlimitedTries) : nil
        }
    }

    /// No wait after a wrong passcode; `retryLimit` of them lock.
    func lockout(retryLimit: Int = 3) throws -> PasscodeLockout {
        try PasscodeLockout(retryLimit: retryLimit, schedule: LockoutSchedule(delays: [.zero]), store: records, clock: time.clock)
    }

    /// A change controller for anna, started in a container.
    func makeChange(
        registry: ThemeRegistry? = nil, lockout: PasscodeLockout? = nil, retryLimitAction: RetryLimitAction = .wipe,
        changesWithBiometrics: Bool = false
    ) throws -> (PasscodeChangeController, ScreenContainerViewController) {
        let registry = try registry ?? onboardingRegistry()
        let change = PasscodeChangeController(themeRegistry: registry)
        change.passcodeControllerDelegate = delegate
        change.validationDelegate = delegate
        change.biometrics = biometrics
        change.userIdentifier = "anna"
        change.lockout = lockout
        change.retryLimitAction = retryLimitAction
        change.changesWithBiometrics = changesWithBiometrics
        let container = ScreenContainerViewController(themeRegistry: registry)
        change.start(in: container)
        return (change, container)
    }

    /// The current passcode's screen, once it asks.
    func currentStep(_ change: PasscodeChangeController) async throws -> PasscodeInputController {
        let input = try #require(change.currentScreen as? PasscodeInputController, "the current passcode is asked first")
        try await waitUntil("the current passcode asked", seconds: 300) { input.stateMachine.step == .enterPasscode }
        return input
    }

    /// Enters the current passcode and returns the new passcode's screen.
    func newStep(_ change: PasscodeChangeController, container: ScreenContainerViewController) async throws -> PasscodeCreateController {
        let input = try await currentStep(change)
        input.passcodeTextField.enterText(Self.current)
        #expect(input.primaryActionButton.tap())
        try await waitUntil("the new passcode asked", seconds: 300) { change.currentScreen is PasscodeCreateController }
        let create = try #require(change.currentScreen as? PasscodeCreateController)
        #expect(container.currentScreen === create)
        return create
    }

    func enter(_ passcode: String, on controller: PasscodeController) {
        controller.passcodeTextField.enterText(passcode)
        #expect(controller.primaryActionButton.tap())
    }

    @Test func theCurrentPasscodeIsAskedForChangeWithoutBiometricsEvenWithACopy() async throws {
        try await biometrics.storeSecret(Data(Self.current.utf8), account: account)
        let (change, container) = try makeChange()
        let input = try await currentStep(change)
        #expect(container.currentScreen === input)
        #expect(input.stateMachine.mode == .matchForChange)
        #expect(input.headlineLabel.text == "Enter Current Passcode")
        #expect(input.detailLabel.text == "Enter your current passcode to change it.")
        #expect(input.biometricsButton.isHidden)
        #expect(input.secondaryActionButton.isHidden, "no Reset Passcode while changing")
        #expect(!input.cancelButton.isHidden, "a change can be cancelled")
        _ = try await newStep(change, container: container)
        #expect(delegate.tries.map(\.passcode) == [Self.current])
        #expect(delegate.tries.map(\.mode) == [.matchForChange])
        #expect(await biometrics.reasons.isEmpty, "biometrics are never asked for the current passcode")
    }

    @Test func aWrongCurrentPasscodeIsCountedByTheLockoutAndTheRightOneResetsIt() async throws {
        let counter = try lockout()
        let (change, container) = try makeChange(lockout: counter)
        let input = try await currentStep(change)
        enter("wrong-1", on: input)
        try await waitUntil("the wrong passcode counted", seconds: 300) { input.errorMessageLabel.text == "Wrong passcode. 2 tries left." }
        #expect(await counter.state() == .open(failures: 1, triesRemaining: 2))
        #expect(change.currentScreen === input, "a wrong current passcode does not move on")
        let create = try await newStep(change, container: container)
        #expect(create.stateMachine.mode == .change)
        try await eventually("the count reset") { await counter.state() == .open(failures: 0, triesRemaining: 3) }
    }

    @Test func theRetryLimitOnTheCurrentPasscodeEndsLocked() async throws {
        var outcomes: [PasscodeChangeController.Outcome] = []
        let (change, container) = try makeChange(lockout: try lockout(retryLimit: 1), retryLimitAction: .callDelegate)
        change.onFinish = { outcomes.append($0) }
        enter("wrong-1", on: try await currentStep(change))
        try await waitUntil("the change ended", seconds: 300) { !outcomes.isEmpty }
        #expect(outcomes == [.locked])
        try await waitUntil("the delegate told", seconds: 300) { !delegate.retryLimits.isEmpty }
        #expect(delegate.retryLimits == [false])
        #expect(container.currentScreen is PasscodeInputController, "no new passcode is asked")
    }

    @Test func theNewPasscodeIsCheckedConfirmedAndTriedForChange() async throws {
        var outcomes: [PasscodeChangeController.Outcome] = []
        let (change, container) = try makeChange()
        change.onFinish = { outcomes.append($0) }
        let create = try await newStep(change, container: container)
        #expect(create.headlineLabel.text == "Enter New Passcode")
        #expect(create.secondaryActionButton.isHidden, "a change cannot be skipped")

        enter("short", on: create)
        #expect(create.errorMessageLabel.text == "The passcode does not meet every requirement.")
        #expect(delegate.validations.isEmpty, "the policy refused it first")

        let current = Self.current
        delegate.validation = { $0 == current ? .failedToMeetPolicy(message: "Choose a passcode you did not use before.") : nil }
        enter(Self.current, on: create)
        #expect(delegate.validations == [Self.current])
        #expect(create.errorMessageLabel.text == "Choose a passcode you did not use before.")
        #expect(create.stateMachine.step == .enterPasscode)

        enter(Self.new, on: create)
        #expect(create.headlineLabel.text == "Confirm New Passcode")
        enter("Other-secret-789", on: create)
        try await waitUntil("the mismatch shown", seconds: 300) { create.stateMachine.step == .enterPasscode }
        #expect(create.errorMessageLabel.text == "The passcodes did not match. Enter a new passcode.")
        #expect(outcomes.isEmpty)

        enter(Self.new, on: create)
        enter(Self.new, on: create)
        try await waitUntil("the change ended", seconds: 300) { !outcomes.isEmpty }
        #expect(outcomes == [.changed])
        #expect(delegate.tries.map(\.passcode) == [Self.current, Self.new])
        #expect(delegate.tries.map(\.mode) == [.matchForChange, .change])
        #expect(delegate.cancels == 0)
    }

    @Test func cancellingTheCurrentPasscodeEndsCancelled() async throws {
        var outcomes: [PasscodeChangeController.Outcome] = []
        let (change, container) = try makeChange()
        change.onFinish = { outcomes.append($0) }
        let input = try await currentStep(change)
        #expect(input.cancelButton.tap())
        #expect(container.currentScreen === input, "no new passcode is asked")
        #expect(outcomes == [.cancelled])
        #expect(delegate.cancels == 1)
        #expect(delegate.tries.isEmpty)
    }

    @Test func cancellingTheNewPasscodeEndsCancelledWithoutAChange() async throws {
        var outcomes: [PasscodeChangeController.Outcome] = []
        let (change, container) = try makeChange()
        change.onFinish = { outcomes.append($0) }
        let create = try await newStep(change, container: container)
        enter(Self.new, on: create)
        #expect(create.cancelButton.tap())
        #expect(outcomes == [.cancelled])
        #expect(delegate.cancels == 1)
        #expect(delegate.tries.map(\.mode) == [.matchForChange], "the new passcode was never tried")
    }

    @Test func aBiometricCopyIsReplacedByTheNewPasscodeWithoutAskingAgain() async throws {
        try await biometrics.storeSecret(Data(Self.current.utf8), account: account)
        var outcomes: [PasscodeChangeController.Outcome] = []
        let (change, container) = try makeChange()
        change.onFinish = { outcomes.append($0) }
        let create = try await newStep(change, container: container)
        #expect(create.stateMachine.biometrics == .replace)
        enter(Self.new, on: create)
        enter(Self.new, on: create)
        try await waitUntil("the change ended", seconds: 300) { !outcomes.isEmpty }
        #expect(outcomes == [.changed])
        #expect(create.stateMachine.step == .finished(biometricsEnabled: true))
        #expect(create.enableBiometricsButton.isHidden, "no biometrics step in a change")
        let copy = try await biometrics.secret(account: account, reason: "Check the copy")
        #expect(String(decoding: copy, as: UTF8.self) == Self.new)
        #expect(await biometrics.reasons == ["Check the copy"], "the change itself prompted nothing")
    }

    @Test func withoutACopyNoneIsCreatedAndNoBiometricsStepIsOffered() async throws {
        var outcomes: [PasscodeChangeController.Outcome] = []
        let (change, container) = try makeChange()
        change.onFinish = { outcomes.append($0) }
        let create = try await newStep(change, container: container)
        #expect(create.stateMachine.biometrics == .notOffered)
        enter(Self.new, on: create)
        enter(Self.new, on: create)
        // Had biometrics been offered, the flow would stop at the offer and never end by itself.
        try await waitUntil("the change ended", seconds: 300) { !outcomes.isEmpty }
        #expect(outcomes == [.changed])
        #expect(create.stateMachine.step == .finished(biometricsEnabled: false))
        #expect(await !biometrics.hasSecret(account: account))
        #expect(await biometrics.reasons.isEmpty)
    }

    @Test func theNewPasscodesStepUsesTheChangeModeStyleClasses() async throws {
        let sheet = """
            fdlFUIPasscodeCreateController_changeMode_nextItem { corner-radius: 11; }
            fdlFUIPasscodeCreateController_changeMode_doneItem { corner-radius: 13; }
            fdlFUIPasscodeCreateController_changeMode_cancelItem { corner-radius: 17; }
            """
        let registry = try onboardingRegistry().loadingStyleSheet(Data(sheet.utf8), file: "Change.nss", unknownKeys: .reject).registry
        let (change, container) = try makeChange(registry: registry)
        let create = try await newStep(change, container: container)
        #expect(create.primaryActionButton.style.cornerRadius == 11)
        #expect(create.cancelButton.style.cornerRadius == 17)
        enter(Self.new, on: create)
        #expect(create.stateMachine.step == .confirmPasscode)
        #expect(create.primaryActionButton.style.cornerRadius == 13)
        #expect(create.cancelButton.style.cornerRadius == 17)

        // A create in create mode does not take the change mode's classes.
        let plain = PasscodeCreateController(themeRegistry: registry)
        _ = contained(plain, registry: registry)
        #expect(plain.primaryActionButton.style.cornerRadius != 11)
        #expect(plain.cancelButton.style.cornerRadius != 17)
    }

    // MARK: The newer flow

    @Test func withBiometricsTheCurrentPasscodeIsReleasedAndANewOneGeneratedAndSaved() async throws {
        try await biometrics.storeSecret(Data(Self.current.utf8), account: account)
        var outcomes: [PasscodeChangeController.Outcome] = []
        let (change, container) = try makeChange(changesWithBiometrics: true)
        change.onFinish = { outcomes.append($0) }

        try await waitUntil("the change ended", seconds: 300) { !outcomes.isEmpty }
        #expect(outcomes == [.changed])
        #expect(delegate.tries.map(\.mode) == [.matchForChange, .change])
        #expect(delegate.tries.first?.passcode == Self.current)
        let generated = try #require(delegate.tries.last?.passcode)
        #expect(generated != Self.current && PasscodePolicy.standard.validate(generated).isEmpty, "a new passcode to the policy")
        let copy = try await biometrics.secret(account: account, reason: "test")
        #expect(String(decoding: copy, as: UTF8.self) == generated, "the biometric copy is the new passcode")
        #expect(!(container.currentScreen is PasscodeCreateController), "the person is asked for nothing")
        #expect(await biometrics.reasons.first == "Unlock the app")
    }

    @Test func withBiometricsCancelledThePersonTypesTheCurrentPasscode() async throws {
        try await biometrics.storeSecret(Data(Self.current.utf8), account: account)
        await biometrics.enqueue(.cancel)
        let (change, container) = try makeChange(changesWithBiometrics: true)
        try await waitUntil("the cancelled screen", seconds: 300) { container.currentScreen is TouchIDErrorViewController }
        let cancelled = try #require(container.currentScreen as? TouchIDErrorViewController)
        #expect(cancelled.actionButton.tap())   // Enter Passcode
        _ = try await newStep(change, container: container)
        #expect(delegate.tries.map(\.mode) == [.matchForChange], "only the typed passcode was tried")
    }
}
