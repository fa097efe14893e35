import HaapiOnboarding
import Testing

@Suite struct PasscodeInputStateMachineTests {
    let passcode = PendingPasscode("Secret-123")

    @Test func biometricsComeFirstWhenACopyExistsAndTheirPasscodeIsTried() {
        var flow = PasscodeInputStateMachine()
        #expect(flow.handle(.started(biometricsEnabled: true, gate: .open(triesRemaining: nil))) == [.promptBiometrics])
        #expect(flow.step == .biometricPrompt)
        #expect(flow.handle(.biometricsReleased(passcode)) == [.tryPasscode(passcode, .match)])
        #expect(flow.handle(.accepted) == [.recordSuccess])
        #expect(flow.step == .finished(usedBiometrics: true))
    }

    @Test func cancellingBiometricsOffersThePasscodeOrAnotherTry() {
        var flow = PasscodeInputStateMachine()
        flow.handle(.started(biometricsEnabled: true, gate: .open(triesRemaining: nil)))
        flow.handle(.biometricsFailed(.cancelled))
        #expect(flow.step == .biometricsCancelled)
        #expect(flow.handle(.retryBiometrics) == [.promptBiometrics])
        flow.handle(.biometricsFailed(.cancelled))
        flow.handle(.usePasscode)
        #expect(flow.step == .enterPasscode)
        #expect(flow.handle(.entered(passcode)) == [.tryPasscode(passcode, .match)])
        flow.handle(.accepted)
        #expect(flow.step == .finished(usedBiometrics: false))
    }

    @Test func aChangedEnrolmentDropsTheCopyAndAsksThePasscode() {
        var flow = PasscodeInputStateMachine()
        flow.handle(.started(biometricsEnabled: true, gate: .open(triesRemaining: nil)))
        #expect(flow.handle(.biometricsFailed(.enrollmentChanged)) == [.forgetBiometricCopy])
        #expect(flow.step == .enterPasscode)
        #expect(flow.notice == .biometricsEnrollmentChanged)
        #expect(flow.handle(.retryBiometrics) == [], "no copy is left to release")
    }

    @Test func failingBiometricsAskThePasscodeWithANotice() {
        var flow = PasscodeInputStateMachine()
        flow.handle(.started(biometricsEnabled: true, gate: .open(triesRemaining: nil)))
        flow.handle(.biometricsFailed(.lockedOut))
        #expect(flow.step == .enterPasscode)
        #expect(flow.notice == .biometricsFailed(.lockedOut))
    }

    @Test func aWrongTypedPasscodeIsCountedAndTheLockoutDecidesWhatFollows() {
        var flow = PasscodeInputStateMachine()
        flow.handle(.started(biometricsEnabled: false, gate: .open(triesRemaining: 3)))
        #expect(flow.step == .enterPasscode)
        flow.handle(.entered(passcode))
        #expect(flow.handle(.refused(.failedToMatch(message: nil, triesRemaining: PasscodeControllerError.unlimitedTries))) == [.recordFailure])
        #expect(flow.step == .counting)
        flow.handle(.counted(.open(triesRemaining: 2)))
        #expect(flow.step == .enterPasscode)
        #expect(flow.notice == .wrongPasscode(triesRemaining: 2))
        flow.handle(.entered(passcode))
        flow.handle(.refused(.failedToMatch(message: nil, triesRemaining: 0)))
        flow.handle(.counted(.wait(remaining: .seconds(30), triesRemaining: 1)))
        #expect(flow.step == .waiting(remaining: .seconds(30)))
        flow.handle(.tick(.wait(remaining: .seconds(29), triesRemaining: 1)))
        #expect(flow.step == .waiting(remaining: .seconds(29)))
        #expect(flow.handle(.entered(passcode)) == [], "no passcode while waiting")
        flow.handle(.tick(.open(triesRemaining: 1)))
        #expect(flow.step == .enterPasscode)
        flow.handle(.entered(passcode))
        flow.handle(.refused(.invalidPasscode(code: 7, triesRemaining: 0)))
        #expect(flow.handle(.counted(.locked)) == [.reachRetryLimit])
        #expect(flow.step == .locked && flow.isFinal)
    }

    @Test func theDelegatesOwnMessageIsKeptWithTheLockoutsCount() {
        var flow = PasscodeInputStateMachine()
        flow.handle(.started(biometricsEnabled: false, gate: .open(triesRemaining: 5)))
        flow.handle(.entered(passcode))
        flow.handle(.refused(.failedToMatch(message: "That is not it", triesRemaining: 9)))
        flow.handle(.counted(.open(triesRemaining: 4)))
        #expect(flow.notice == .refused(.failedToMatch(message: "That is not it", triesRemaining: 4)))
    }

    @Test func aRefusalThatIsNotAWrongPasscodeAndABiometricPasscodeAreNotCounted() {
        var flow = PasscodeInputStateMachine()
        flow.handle(.started(biometricsEnabled: true, gate: .open(triesRemaining: nil)))
        flow.handle(.biometricsReleased(passcode))
        #expect(flow.handle(.refused(.failedToMatch(message: nil, triesRemaining: 3))) == [])
        #expect(flow.step == .enterPasscode)
        flow.handle(.entered(passcode))
        #expect(flow.handle(.refused(.failedToMeetPolicy(message: "Store damaged"))) == [])
        #expect(flow.notice == .refused(.failedToMeetPolicy(message: "Store damaged")))
    }

    @Test func aWaitOrLockAtStartSkipsBiometrics() {
        var waiting = PasscodeInputStateMachine()
        #expect(waiting.handle(.started(biometricsEnabled: true, gate: .wait(remaining: .seconds(60), triesRemaining: 2))) == [])
        #expect(waiting.step == .waiting(remaining: .seconds(60)))
        var locked = PasscodeInputStateMachine()
        #expect(locked.handle(.started(biometricsEnabled: true, gate: .locked)) == [.reachRetryLimit])
    }

    @Test func theCurrentPasscodeOfAChangeNeverUsesBiometrics() {
        var flow = PasscodeInputStateMachine(mode: .matchForChange)
        #expect(flow.handle(.started(biometricsEnabled: true, gate: .open(triesRemaining: nil))) == [])
        #expect(flow.step == .enterPasscode)
        #expect(flow.handle(.entered(passcode)) == [.tryPasscode(passcode, .matchForChange)])
    }
}
