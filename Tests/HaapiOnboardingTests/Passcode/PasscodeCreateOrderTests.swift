import Foundation
import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Testing

/// The seed's newer passcode-create order (biometrics first) beside today's.
@MainActor
@Suite struct PasscodeCreateOrderTests {
    /// A repeatable random source (SplitMix64) for the generator.
    struct SeededRandom: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    // MARK: The state machine

    @Test func enrolledBiometricsFirstProtectAGeneratedPasscodeThenTryIt() {
        var flow = PasscodeCreateStateMachine(biometrics: .offer(enrolled: true), order: .biometricsFirst)
        #expect(flow.step == .enableBiometrics(enrolled: true))
        #expect(flow.handle(.choseBiometrics(true)).isEmpty, "Enable needs the generated passcode")
        let generated = PendingPasscode("generated-1A!")
        #expect(flow.handle(.generated(generated)) == [.protectWithBiometrics(generated)])
        #expect(flow.handle(.protected(true)) == [.tryPasscode(generated, .create)])
        flow.handle(.accepted)
        #expect(flow.step == .finished(biometricsEnabled: true))
    }

    @Test func aGeneratedPasscodeBiometricsCouldNotKeepIsNeverTried() {
        var flow = PasscodeCreateStateMachine(biometrics: .offer(enrolled: true), order: .biometricsFirst)
        flow.handle(.generated(PendingPasscode("generated-1A!")))
        #expect(flow.handle(.protected(false)).isEmpty)
        #expect(flow.step == .enterPasscode)
        #expect(flow.notice == .biometricsFailed(.failed))
    }

    @Test func notEnrolledOffersEnrolmentOrTheEnteredPasscodeWithoutAskingAgain() {
        var flow = PasscodeCreateStateMachine(biometrics: .offer(enrolled: false), order: .biometricsFirst)
        #expect(flow.step == .enableBiometrics(enrolled: false))
        flow.handle(.choseBiometrics(true))
        #expect(flow.notice == .enrolBiometrics && flow.step == .enableBiometrics(enrolled: false))
        flow.handle(.choseBiometrics(false))
        #expect(flow.step == .enterPasscode)
        flow.handle(.begin)
        #expect(flow.step == .enterPasscode, "offered once")
        flow.handle(.entered(PendingPasscode("secret-77"), unmet: [], refusal: nil))
        #expect(flow.handle(.confirmed(PendingPasscode("secret-77"))) == [.tryPasscode(PendingPasscode("secret-77"), .create)])
        flow.handle(.accepted)
        #expect(flow.step == .finished(biometricsEnabled: false))
    }

    @Test func biometricsDecidedLaterComeFirstOnBegin() {
        var flow = PasscodeCreateStateMachine(biometrics: .notOffered, order: .biometricsFirst)
        #expect(flow.step == .enterPasscode)
        flow.biometrics = .offer(enrolled: true)
        flow.handle(.begin)
        #expect(flow.step == .enableBiometrics(enrolled: true))
    }

    @Test func anEnrolmentMadeWhileTheStepShowsCounts() {
        var flow = PasscodeCreateStateMachine(biometrics: .offer(enrolled: false), order: .biometricsFirst)
        flow.handle(.choseBiometrics(true))
        #expect(flow.notice == .enrolBiometrics)
        flow.biometrics = .offer(enrolled: true)
        flow.handle(.begin)
        #expect(flow.step == .enableBiometrics(enrolled: true) && flow.notice == nil)
    }

    @Test func todaysOrderIsUnchanged() {
        var flow = PasscodeCreateStateMachine(biometrics: .offer(enrolled: true))
        #expect(flow.step == .enterPasscode)
        flow.handle(.begin)
        #expect(flow.handle(.generated(PendingPasscode("x"))).isEmpty)
        #expect(flow.step == .enterPasscode)
        var change = PasscodeCreateStateMachine(mode: .change, biometrics: .offer(enrolled: true), order: .biometricsFirst)
        #expect(change.step == .enterPasscode, "a change never offers biometrics")
        change.handle(.begin)
        #expect(change.step == .enterPasscode)
    }

    // MARK: The generator

    @Test(arguments: 0..<4)
    func generatedPasscodesMeetThePolicy(_ seed: Int) throws {
        var random = SeededRandom(state: UInt64(seed))
        let policies = [
            PasscodePolicy.standard,
            try PasscodePolicy(minLength: 6, maxLength: 6, isDigitsOnly: true, minUniqueChars: 5),
            try PasscodePolicy(minLength: 10, hasDigit: true, hasUpper: true, hasLower: true, hasSpecial: true, minUniqueChars: 10),
            try PasscodePolicy(minLength: 40, maxLength: 64),
            try PasscodePolicy(minLength: 4, maxLength: 4),
        ]
        for policy in policies {
            let passcode = try #require(PasscodeGenerator.generate(for: policy, using: &random))
            #expect(policy.validate(passcode.value).isEmpty, "\(policy.minLength)…\(policy.maxLength)")
        }
        var again = SeededRandom(state: UInt64(seed))
        var other = SeededRandom(state: UInt64(seed) + 100)
        #expect(PasscodeGenerator.generate(for: .standard, using: &again) != PasscodeGenerator.generate(for: .standard, using: &other))
    }

    @Test func aRuleTheGeneratorCannotKnowMeansThePersonEntersOne() throws {
        var random = SeededRandom(state: 1)
        let policy = try PasscodePolicy(rules: [PasscodeRule(displayName: "Starts with your initials") { $0.hasPrefix("JD") }])
        #expect(PasscodeGenerator.generate(for: policy, using: &random) == nil)
    }

    // MARK: The controller

    func makeController(_ biometrics: SimulatedBiometricAuthenticator) throws -> (PasscodeCreateController, RecordingPasscodeDelegate) {
        let registry = try onboardingRegistry()
        let controller = PasscodeCreateController(themeRegistry: registry)
        let delegate = RecordingPasscodeDelegate()
        controller.delegate = delegate
        controller.biometrics = biometrics
        controller.order = .biometricsFirst
        _ = contained(controller, registry: registry)
        return (controller, delegate)
    }

    @Test func enrolledShowsOnlyEnableAndNeverAsksForAPasscode() async throws {
        let biometrics = SimulatedBiometricAuthenticator()
        let (controller, delegate) = try makeController(biometrics)
        var finished: [PasscodeCreateStateMachine.Step] = []
        controller.onFinish = { finished.append($0) }
        try await waitUntil("biometrics first", seconds: 300) { controller.stateMachine.step == .enableBiometrics(enrolled: true) }
        #expect(!controller.enableBiometricsButton.isHidden && controller.notNowButton.isHidden)
        #expect(controller.passcodeTextField.isHidden)
        #expect(controller.enableBiometricsButton.tap())
        try await waitUntil("finished (now \(controller.stateMachine.step))", seconds: 300) { !finished.isEmpty }
        #expect(finished == [.finished(biometricsEnabled: true)])
        let tried = try #require(delegate.tries.first)
        #expect(tried.mode == .create && tried.passcode.count == PasscodeGenerator.preferredLength)
        let kept = try await biometrics.secret(account: controller.biometricAccount, reason: "test")
        #expect(String(decoding: kept, as: UTF8.self) == tried.passcode, "biometrics release the generated passcode")
    }

    @Test func notEnrolledOffersSettingsThroughTheAppsOpenerAndNotNowToThePasscode() async throws {
        let biometrics = SimulatedBiometricAuthenticator(availability: .notEnrolled(.simulated))
        let (controller, _) = try makeController(biometrics)
        var settingsOpened = 0
        controller.openSettings = { settingsOpened += 1 }
        try await waitUntil("biometrics first", seconds: 300) { controller.stateMachine.step == .enableBiometrics(enrolled: false) }
        #expect(!controller.enableBiometricsButton.isHidden && !controller.notNowButton.isHidden)
        #expect(controller.secondaryActionButton.isHidden)
        #expect(controller.enableBiometricsButton.tap())
        try await waitUntil("how to enrol", seconds: 300) { controller.errorMessageLabel.text.contains("not set up on this device") }
        #expect(!controller.secondaryActionButton.isHidden && controller.secondaryActionButton.title == "Settings")
        #expect(controller.secondaryActionButton.tap())
        #expect(settingsOpened == 1)
        #expect(controller.notNowButton.tap())
        #expect(controller.stateMachine.step == .enterPasscode)
        #expect(!controller.passcodeTextField.isHidden && controller.headlineLabel.text == "Create Passcode")
    }

    @Test func enrollingInTheSettingsThenEnableGoesOnWithBiometrics() async throws {
        let biometrics = SimulatedBiometricAuthenticator(availability: .notEnrolled(.simulated))
        let (controller, delegate) = try makeController(biometrics)
        var finished: [PasscodeCreateStateMachine.Step] = []
        controller.onFinish = { finished.append($0) }
        var settingsOpened = false
        controller.openSettings = { settingsOpened = true }
        try await waitUntil("biometrics first", seconds: 300) { controller.stateMachine.step == .enableBiometrics(enrolled: false) }
        controller.enableBiometricsButton.tap()
        try await waitUntil("Settings offered", seconds: 300) { !controller.secondaryActionButton.isHidden }
        controller.secondaryActionButton.tap()
        #expect(settingsOpened)
        await biometrics.setAvailability(.available(.simulated))   // the person enrolled in the settings
        controller.enableBiometricsButton.tap()
        try await waitUntil("finished (now \(controller.stateMachine.step))", seconds: 300) { !finished.isEmpty }
        #expect(finished == [.finished(biometricsEnabled: true)])
        #expect(delegate.tries.count == 1)
    }

    @Test(arguments: [(Language.dutch, "Instellingen"), (.swedish, "Inställningar")])
    func settingsSpeaksTheLanguage(_ language: Language, _ title: String) async throws {
        let registry = try onboardingRegistry(language)
        let controller = PasscodeCreateController(themeRegistry: registry)
        controller.biometrics = SimulatedBiometricAuthenticator(availability: .notEnrolled(.simulated))
        controller.order = .biometricsFirst
        controller.openSettings = {}
        _ = contained(controller, registry: registry)
        try await waitUntil("biometrics first", seconds: 300) { controller.stateMachine.step == .enableBiometrics(enrolled: false) }
        controller.enableBiometricsButton.tap()
        try await waitUntil("Settings offered", seconds: 300) { !controller.secondaryActionButton.isHidden }
        #expect(controller.secondaryActionButton.title == title)
    }
}
