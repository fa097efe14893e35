import HaapiUI
public import HaapiScreenKit

extension StyleTarget {
    /// The EULA screen (`fdlFUIEULAView`).
    public static let eulaView = OnboardingStyleClass.screen("FUIEULAView")
    /// The container of the consent forms (`fdlFUIUserConsentViewController`).
    public static let userConsentViewController = OnboardingStyleClass.screen("FUIUserConsentViewController")
    /// One consent page (`fdlFUIUserConsentPageView`).
    public static let userConsentPageView = OnboardingStyleClass.screen("FUIUserConsentPageView")
}

extension OnboardingStyleClass {
    /// `fdlFUIEULAView_headlineLabel`.
    public static let eulaHeadlineLabel = OnboardingStyleClass("FUIEULAView_headlineLabel", base: .headingMessageView)
    /// `fdlFUIEULAView_eulaTextView` (not listed by the seed; the agreement's text).
    public static let eulaTextView = OnboardingStyleClass("FUIEULAView_eulaTextView", base: .label)
    /// `fdlFUIEULAView_confirmButton`: Agree.
    public static let eulaConfirmButton = OnboardingStyleClass("FUIEULAView_confirmButton", base: .primaryButton)
    /// `fdlFUIEULAView_rejectButton`: Disagree.
    public static let eulaRejectButton = OnboardingStyleClass("FUIEULAView_rejectButton", base: .secondaryButton)
    /// `fdlFUIEULAView_backButton` (not in the seed: back to the onboarding's step before).
    public static let eulaBackButton = OnboardingStyleClass("FUIEULAView_backButton", base: .textButton)
    /// `fdlFUIEULAView_cancelButton`.
    public static let eulaCancelButton = OnboardingStyleClass("FUIEULAView_cancelButton", base: .textButton)
    /// `fdlFUIEULAView_errorMessageLabel` (not in the seed: why the screen cannot go on).
    public static let eulaErrorMessageLabel = OnboardingStyleClass("FUIEULAView_errorMessageLabel", base: .errorMessageView)
    /// `fdlFUIEULAView_navigationBar`.
    public static let eulaNavigationBar = OnboardingStyleClass("FUIEULAView_navigationBar", base: .header)

    /// The EULA screen's classes.
    public static let eulaView: [OnboardingStyleClass] = [
        eulaHeadlineLabel, eulaTextView, eulaConfirmButton, eulaRejectButton, eulaBackButton, eulaCancelButton, eulaErrorMessageLabel,
        eulaNavigationBar,
    ]

    /// `fdlFUIUserConsentPageView_title`.
    public static let consentPageTitle = OnboardingStyleClass("FUIUserConsentPageView_title", base: .headingMessageView)
    /// `fdlFUIUserConsentPageView_body`.
    public static let consentPageBody = OnboardingStyleClass("FUIUserConsentPageView_body", base: .contentMessageView)
    /// `fdlFUIUserConsentPageView_actionTitle`: the "Learn more" link.
    public static let consentPageActionTitle = OnboardingStyleClass("FUIUserConsentPageView_actionTitle", base: .link)
    /// `fdlFUIUserConsentViewController_navigationBar`.
    public static let consentNavigationBar = OnboardingStyleClass("FUIUserConsentViewController_navigationBar", base: .header)
    /// `fdlFUIUserConsentPageView_pageLabel` (not in the seed: "Page 2 of 3").
    public static let consentPageLabel = OnboardingStyleClass("FUIUserConsentPageView_pageLabel", base: .label)
    /// `fdlFUIUserConsentPageView_agreeButton` (not in the seed: the toolbar's right item).
    public static let consentAgreeButton = OnboardingStyleClass("FUIUserConsentPageView_agreeButton", base: .primaryButton)
    /// `fdlFUIUserConsentPageView_denyButton` (not in the seed: the toolbar's left item, Deny or Not Now).
    public static let consentDenyButton = OnboardingStyleClass("FUIUserConsentPageView_denyButton", base: .secondaryButton)
    /// `fdlFUIUserConsentPageView_nextButton` (not in the seed: the next page of a multi-page form).
    public static let consentNextButton = OnboardingStyleClass("FUIUserConsentPageView_nextButton", base: .primaryButton)
    /// `fdlFUIUserConsentPageView_backButton` (not in the seed: the page before).
    public static let consentBackButton = OnboardingStyleClass("FUIUserConsentPageView_backButton", base: .textButton)
    /// `fdlFUIUserConsentPageView_cancelButton` (not in the seed: the navigation bar's Cancel).
    public static let consentCancelButton = OnboardingStyleClass("FUIUserConsentPageView_cancelButton", base: .textButton)
    /// `fdlFUIUserConsentPageView_errorMessageLabel` (not in the seed: why the page cannot go on).
    public static let consentErrorMessageLabel = OnboardingStyleClass("FUIUserConsentPageView_errorMessageLabel", base: .errorMessageView)

    /// The consent screens' classes.
    public static let userConsent: [OnboardingStyleClass] = [
        consentPageTitle, consentPageBody, consentPageActionTitle, consentNavigationBar, consentPageLabel, consentAgreeButton,
        consentDenyButton, consentNextButton, consentBackButton, consentCancelButton, consentErrorMessageLabel,
    ]
}
