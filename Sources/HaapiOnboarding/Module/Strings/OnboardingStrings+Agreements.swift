import HaapiUI
public import HaapiScreenKit

extension StringKey {
    /// `onb_eula_headline`: The EULA screen's headline (seed: "End User License Agreement").
    public static let onboardingEULAHeadline: StringKey = "onb_eula_headline"
    /// `onb_eula_agree`: Accepts the EULA.
    public static let onboardingEULAAgree: StringKey = "onb_eula_agree"
    /// `onb_eula_disagree`: Rejects the EULA.
    public static let onboardingEULADisagree: StringKey = "onb_eula_disagree"
    /// `onb_consent_agree`: Accepts a consent form (the toolbar's right item).
    public static let onboardingConsentAgree: StringKey = "onb_consent_agree"
    /// `onb_consent_deny`: Declines a required consent form (the toolbar's left item).
    public static let onboardingConsentDeny: StringKey = "onb_consent_deny"
    /// `onb_consent_not_now`: Declines an optional consent form for now (the toolbar's left item).
    public static let onboardingConsentNotNow: StringKey = "onb_consent_not_now"
    /// `onb_consent_page`: Where a page is in its form; the first `%d` is the page, the second the page count.
    public static let onboardingConsentPage: StringKey = "onb_consent_page"
    /// `onb_consent_back`: Shows the page before in a consent form.
    public static let onboardingConsentBack: StringKey = "onb_consent_back"
}

extension OnboardingStrings {
    /// The EULA and consent screens' texts.
    static let agreements: Group = [
        .english: [
            .onboardingEULAHeadline: .text("End User License Agreement"),
            .onboardingEULAAgree: .text("Agree"),
            .onboardingEULADisagree: .text("Disagree"),
            .onboardingConsentAgree: .text("Agree"),
            .onboardingConsentDeny: .text("Deny"),
            .onboardingConsentNotNow: .text("Not Now"),
            .onboardingConsentPage: .text("Page %d of %d"),
            .onboardingConsentBack: .text("Back"),
        ],
    ]
}
