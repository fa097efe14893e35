import HaapiUI
import HaapiOnboarding
import HaapiTesting
import Testing

/// Every text of the HaapiOnboarding module is in every shipped language (the same as English only
/// for a reason), every plural text has a form for every category of its language's CLDR
/// rule, and its String Catalog agrees with its sources.
@Suite("HaapiOnboarding text coverage")
struct OnboardingTextCoverageTests {
    @Test func everyPluralTextCoversItsLanguagesCategories() {
        let gaps = PluralCoverage.gaps(in: ScreenKitModule.onboarding.allStrings)
        #expect(gaps.isEmpty, "\(gaps)")
    }

    @Test func everyKeyIsInEveryShippedLanguage() {
        let missing = TranslationCoverage.missingKeys(in: ScreenKitModule.onboarding.allStrings)
        #expect(missing.isEmpty, "\(missing)")
    }

    /// Translations that may be the English text, by key: the languages, and why.
    static let sameAsEnglish: [StringKey: Set<String>] = [
        // Names of the system's biometrics and the requirement list's marks: the same everywhere.
        .biometricsFaceID: ["*"], .biometricsOpticID: ["*"], .biometricsTouchID: ["*"],
        .passcodeRequirementMet: ["*"], .passcodeRequirementUnmet: ["*"],
        // An example address in Latin letters, as addresses are typed.
        .onboardingEmailPlaceholder: ["ar", "hi", "ja"],
        // The same word in these languages.
        .onboardingInfoLater: ["nl"], .onboardingInfoTitle: ["da", "de", "fr", "sv"], .onboardingPassword: ["it"], .onboardingScan: ["da"],
        .onboardingScanConfirmTitle: ["fr"], .onboardingStart: ["da", "nb"], .onboardingActivationHeadline: ["fr"],
    ]

    @Test func translationsTheSameAsEnglishHaveAReason() {
        let same = TranslationCoverage.sameAsEnglish(in: ScreenKitModule.onboarding.allStrings, allowed: Self.sameAsEnglish)
        #expect(same.isEmpty, "\(same)")
    }

    @Test func theCatalogAgreesWithTheSources() throws {
        let problems = try StringCatalogCheck.problems(of: .onboarding)
        #expect(problems.isEmpty, "\(problems)")
    }
}
