import HaapiUI
import HaapiOnboarding
import Testing

/// Every text of the HaapiOnboarding module is in every shipped language, and every plural text has a form for every category of its language's CLDR rule.
@Suite("HaapiOnboarding text coverage")
struct OnboardingTextCoverageTests {
    @Test func everyPluralTextCoversItsLanguagesCategories() {
        let gaps = PluralCoverage.gaps(in: ScreenKitModule.onboarding.strings)
        #expect(gaps.isEmpty, "\(gaps)")
    }

    @Test func everyKeyIsInEveryShippedLanguage() {
        let missing = TranslationCoverage.missingKeys(in: ScreenKitModule.onboarding.strings)
        #expect(missing.isEmpty, "\(missing)")
    }
}
