import HaapiOnboarding
import HaapiUI
import Testing

/// The EULA, consent, info and web page texts.
@Suite struct AgreementStringsTests {
    static let keys: [StringKey] = [
        .onboardingEULAHeadline, .onboardingEULAAgree, .onboardingEULADisagree, .onboardingConsentAgree, .onboardingConsentDeny,
        .onboardingConsentNotNow, .onboardingConsentPage, .onboardingConsentBack, .onboardingInfoTitle, .onboardingInfoDetail,
        .onboardingInfoLater, .onboardingWebTitle, .onboardingWebOpen, .onboardingWebHTTPSOnly, .onboardingWebOpenFailed,
        .onboardingWebNoPage,
    ]

    @Test(arguments: [Language.english, .dutch, .swedish])
    func everyKeyHasItsOwnText(language: Language) throws {
        let strings = try onboardingRegistry().strings
        for key in Self.keys {
            #expect(key.rawValue.hasPrefix("onb_"))
            let value = strings.builtInValue(key, language: language)
            #expect(value != nil, "\(key) has no \(language.code) text")
        }
    }

    @Test(arguments: [Language.english, .dutch, .swedish])
    func thePageCountTakesTwoNumbers(language: Language) throws {
        let strings = try onboardingRegistry().strings
        let text = try strings.string(.onboardingConsentPage, language: language, arguments: [2, 3])
        #expect(text.contains("2") && text.contains("3"))
    }

    @Test func theSeedsWordsAreTheEnglishTexts() throws {
        let registry = try onboardingRegistry()
        #expect(registry.text(.onboardingEULAHeadline) == "End User License Agreement")
        #expect(registry.text(.onboardingEULAAgree) == "Agree")
        #expect(registry.text(.onboardingEULADisagree) == "Disagree")
        #expect(registry.text(.onboardingConsentDeny) == "Deny")
        #expect(registry.text(.onboardingConsentNotNow) == "Not Now")
        #expect(registry.text(.onboardingConsentPage, 2, 3) == "Page 2 of 3")
        #expect(registry.text(.onboardingWebOpen) == "Open in Browser")
    }
}
