import HaapiUI
import HaapiOnboarding
import HaapiTesting
import Testing

/// Every text of the HaapiOnboarding module is in every shipped language (the same as English only
/// for a reason), every plural text has a form for every category of its language's CLDR
/// rule, and its String Catalog agrees with its sources.
@Suite("HaapiOnboarding text coverage")
struct OnboardingTextCoverageTests {
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

    @Test func everyTextIsTranslatedAndTheCatalogAgreesWithTheSources() throws {
        let problems = try StringCatalogCheck.textProblems(of: .onboarding, sameAsEnglish: Self.sameAsEnglish)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
