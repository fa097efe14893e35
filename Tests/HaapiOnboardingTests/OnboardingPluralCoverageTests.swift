import HaapiUI
import HaapiOnboarding
import Testing

/// Every plural text of the HaapiOnboarding module has a form for every category of its language's CLDR rule.
@Suite("HaapiOnboarding plural coverage")
struct OnboardingPluralCoverageTests {
    @Test func everyPluralTextCoversItsLanguagesCategories() {
        let gaps = PluralCoverage.gaps(in: ScreenKitModule.onboarding.strings)
        #expect(gaps.isEmpty, "\(gaps)")
    }
}
