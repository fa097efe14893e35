import HaapiScreenKit
import HaapiUI
import Testing
@testable import HaapiOnboarding

/// Seed 002's static string properties: texts an app sets at runtime for every passcode
/// screen and the biometrics-cancelled screen, in every language, checked as overrides are.
/// Each test sets and removes its texts without suspending, so no other main-actor test
/// sees them.
@MainActor
@Suite("Passcode texts set at runtime")
struct PasscodeRuntimeTextsTests {
    @Test func aTextSetAtRuntimeShowsOnEveryPasscodeScreenInEveryLanguage() throws {
        defer { PasscodeController.removeText() }
        try FUIPasscodeController.setText("Choose your PIN", for: .passcodeCreateTitle)
        try PasscodeController.setText("%@ was cancelled", for: .biometricsCancelledTitle)

        for language in [Language.english, .dutch, .swedish] {
            let create = PasscodeCreateController(themeRegistry: try onboardingRegistry(language))
            create.loadViewIfNeeded()
            #expect(create.headlineLabel.text == "Choose your PIN")
        }
        let cancelled = TouchIDErrorViewController(themeRegistry: try onboardingRegistry(.dutch))
        cancelled.biometricsName = "Face ID"
        cancelled.loadViewIfNeeded()
        #expect(cancelled.errorTitleLabel.text == "Face ID was cancelled")

        // Other screens keep their texts; removing the text brings the catalog's back.
        PasscodeController.removeText(for: .passcodeCreateTitle)
        let again = PasscodeCreateController(themeRegistry: try onboardingRegistry())
        again.loadViewIfNeeded()
        #expect(again.headlineLabel.text != "Choose your PIN" && !(again.headlineLabel.text ?? "").isEmpty)
    }

    @Test func aTextThatLosesItsPlaceholderOrNamesNoOnboardingKeyIsRefused() {
        defer { PasscodeController.removeText() }
        #expect(throws: StringOverrideError.self) { try PasscodeController.setText("Cancelled", for: .biometricsCancelledTitle) }
        #expect(throws: StringOverrideError.unknownStockKey("onb_no_such_text")) {
            try PasscodeController.setText("Hello", for: "onb_no_such_text")
        }
        #expect(PasscodeController.runtimeTexts.isEmpty)
    }
}
