import HaapiOnboarding
import Testing

@Suite struct PasscodeCreateStateMachineTests {
    let first = PendingPasscode("Secret-123")

    @Test func enterConfirmAndTheDelegateAcceptingFinishesWithoutBiometrics() {
        var flow = PasscodeCreateStateMachine(biometrics: .notOffered)
        #expect(flow.step == .enterPasscode)
        #expect(flow.handle(.entered(first, unmet: [], refusal: nil)) == [])
        #expect(flow.step == .confirmPasscode)
        #expect(flow.handle(.confirmed(PendingPasscode("Secret-123"))) == [.tryPasscode(first, .create)])
        #expect(flow.step == .trying)
        #expect(flow.handle(.accepted) == [])
        #expect(flow.step == .finished(biometricsEnabled: false))
        #expect(flow.isFinal)
        #expect(flow.handle(.cancel) == [] && flow.step == .finished(biometricsEnabled: false), "a final flow ignores events")
    }

    @Test func unmetRequirementsAndTheValidationDelegatesRefusalKeepTheFirstStep() {
        var flow = PasscodeCreateStateMachine(biometrics: .notOffered)
        flow.handle(.entered(PendingPasscode("abc"), unmet: [.minLength(8)], refusal: nil))
        #expect(flow.step == .enterPasscode)
        #expect(flow.notice == .unmetRequirements([.minLength(8)]))
        flow.handle(.entered(first, unmet: [], refusal: .failedToMeetPolicy(message: "No birthdays")))
        #expect(flow.step == .enterPasscode)
        #expect(flow.notice == .refused(.failedToMeetPolicy(message: "No birthdays")))
        flow.handle(.entered(first, unmet: [], refusal: nil))
        #expect(flow.step == .confirmPasscode && flow.notice == nil)
    }

    @Test func aMismatchSaysSoAndStartsAgainForgettingTheFirstEntry() {
        var flow = PasscodeCreateStateMachine(biometrics: .notOffered)
        flow.handle(.entered(first, unmet: [], refusal: nil))
        #expect(flow.handle(.confirmed(PendingPasscode("Secret-124"))) == [])
        #expect(flow.step == .enterPasscode)
        #expect(flow.notice == .mismatch)
        // The first entry is gone: confirming it now is not possible.
        #expect(flow.handle(.confirmed(first)) == [])
        #expect(flow.step == .enterPasscode)
    }

    @Test func theConfirmationIsComparedInNFC() {
        var flow = PasscodeCreateStateMachine(biometrics: .notOffered)
        flow.handle(.entered(PendingPasscode("caf\u{E9}-1234"), unmet: [], refusal: nil))
        #expect(flow.handle(.confirmed(PendingPasscode("cafe\u{301}-1234"))) == [.tryPasscode(PendingPasscode("caf\u{E9}-1234"), .create)])
    }

    @Test func enablingEnrolledBiometricsProtectsThePasscodeAfterTheDelegateAccepted() {
        var flow = PasscodeCreateStateMachine(biometrics: .offer(enrolled: true))
        flow.handle(.entered(first, unmet: [], refusal: nil))
        #expect(flow.handle(.confirmed(first)) == [])
        #expect(flow.step == .enableBiometrics(enrolled: true))
        #expect(flow.handle(.choseBiometrics(true)) == [.tryPasscode(first, .create)])
        #expect(flow.handle(.accepted) == [.protectWithBiometrics(first)])
        #expect(flow.step == .protecting)
        flow.handle(.protected(true))
        #expect(flow.step == .finished(biometricsEnabled: true))
    }

    @Test func enableWithNobodyEnrolledExplainsAndNotNowGoesOn() {
        var flow = PasscodeCreateStateMachine(biometrics: .offer(enrolled: false))
        flow.handle(.entered(first, unmet: [], refusal: nil))
        flow.handle(.confirmed(first))
        #expect(flow.handle(.choseBiometrics(true)) == [])
        #expect(flow.step == .enableBiometrics(enrolled: false))
        #expect(flow.notice == .enrolBiometrics)
        #expect(flow.handle(.choseBiometrics(false)) == [.tryPasscode(first, .create)])
        #expect(flow.handle(.accepted) == [])
        #expect(flow.step == .finished(biometricsEnabled: false))
    }

    @Test func theDelegatesRefusalStartsAgainWithItsMessage() {
        var flow = PasscodeCreateStateMachine(biometrics: .notOffered)
        flow.handle(.entered(first, unmet: [], refusal: nil))
        flow.handle(.confirmed(first))
        flow.handle(.refused(.failedToMeetPolicy(message: "The store could not be created")))
        #expect(flow.step == .enterPasscode)
        #expect(flow.notice == .refused(.failedToMeetPolicy(message: "The store could not be created")))
    }

    @Test func aChangeReplacesTheBiometricCopyWithoutAsking() {
        var flow = PasscodeCreateStateMachine(mode: .change, biometrics: .replace)
        flow.handle(.entered(first, unmet: [], refusal: nil))
        #expect(flow.handle(.confirmed(first)) == [.tryPasscode(first, .change)])
        #expect(flow.handle(.accepted) == [.protectWithBiometrics(first)])
        flow.handle(.protected(false))
        #expect(flow.step == .finished(biometricsEnabled: false), "a failed protection is reported, the passcode still works")
    }

    @Test func skippingOnlyWhenAllowedAndCancelFromAnyStep() {
        var strict = PasscodeCreateStateMachine(biometrics: .notOffered)
        strict.handle(.skip)
        #expect(strict.step == .enterPasscode)
        var relaxed = PasscodeCreateStateMachine(biometrics: .notOffered, allowsSkipping: true)
        relaxed.handle(.skip)
        #expect(relaxed.step == .skipped)
        var flow = PasscodeCreateStateMachine(biometrics: .offer(enrolled: true))
        flow.handle(.entered(first, unmet: [], refusal: nil))
        flow.handle(.confirmed(first))
        flow.handle(.cancel)
        #expect(flow.step == .cancelled)
    }

    @Test func thePasscodeNeverShowsInADescription() {
        var flow = PasscodeCreateStateMachine(biometrics: .notOffered)
        flow.handle(.entered(first, unmet: [], refusal: nil))
        let effect = flow.handle(.confirmed(first))
        #expect(!String(describing: flow).contains("Secret-123"))
        #expect(!String(reflecting: flow).contains("Secret-123"))
        #expect(!String(describing: effect as Any).contains("Secret-123"))
    }
}
