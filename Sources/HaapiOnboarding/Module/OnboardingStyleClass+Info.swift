import HaapiUI
public import HaapiScreenKit

extension StyleTarget {
    /// The information or splash screen (`fdlFUIInfoViewScreen`).
    public static let infoViewScreen = OnboardingStyleClass.screen("FUIInfoViewScreen")
    /// The web page container (`fdlFUIWebViewContainer`).
    public static let webViewContainer = OnboardingStyleClass.screen("FUIWebViewContainer")
}

extension OnboardingStyleClass {
    /// `fdlFUIInfoViewScreen_titleTextView`.
    public static let infoTitleTextView = OnboardingStyleClass(
        "FUIInfoViewScreen_titleTextView", base: .headingMessageView, extra: [.placeholderTextColorName])
    /// `fdlFUIInfoViewScreen_informationTextView`.
    public static let infoInformationTextView = OnboardingStyleClass(
        "FUIInfoViewScreen_informationTextView", base: .contentMessageView, extra: [.placeholderTextColorName])
    /// `fdlFUIInfoViewScreen_primaryButton`.
    public static let infoPrimaryButton = OnboardingStyleClass("FUIInfoViewScreen_primaryButton", base: .primaryButton)
    /// `fdlFUIInfoViewScreen_secondaryButton`.
    public static let infoSecondaryButton = OnboardingStyleClass("FUIInfoViewScreen_secondaryButton", base: .secondaryButton)
    /// `fdlFUIInfoViewScreen_errorMessageLabel` (not in the seed: why the screen cannot go on).
    public static let infoErrorMessageLabel = OnboardingStyleClass("FUIInfoViewScreen_errorMessageLabel", base: .errorMessageView)

    /// The info screen's classes.
    public static let infoView: [OnboardingStyleClass] = [
        infoTitleTextView, infoInformationTextView, infoPrimaryButton, infoSecondaryButton, infoErrorMessageLabel,
    ]

    /// `fdlFUIWebViewContainer_cancelButton`.
    public static let webCancelButton = OnboardingStyleClass("FUIWebViewContainer_cancelButton", base: .textButton)
    /// `fdlFUIWebViewContainer_navigationBar`.
    public static let webNavigationBar = OnboardingStyleClass("FUIWebViewContainer_navigationBar", base: .header)
    /// `fdlFUIWebViewContainer_titleLabel` (not in the seed: the page's title).
    public static let webTitleLabel = OnboardingStyleClass("FUIWebViewContainer_titleLabel", base: .headingMessageView)
    /// `fdlFUIWebViewContainer_urlLabel` (not in the seed: the page's address).
    public static let webURLLabel = OnboardingStyleClass("FUIWebViewContainer_urlLabel", base: .label)
    /// `fdlFUIWebViewContainer_openButton` (not in the seed: opens the page in the browser).
    public static let webOpenButton = OnboardingStyleClass("FUIWebViewContainer_openButton", base: .primaryButton)
    /// `fdlFUIWebViewContainer_errorMessageLabel` (not in the seed: why the page cannot be opened).
    public static let webErrorMessageLabel = OnboardingStyleClass("FUIWebViewContainer_errorMessageLabel", base: .errorMessageView)

    /// The web page container's classes.
    public static let webViewContainer: [OnboardingStyleClass] = [
        webCancelButton, webNavigationBar, webTitleLabel, webURLLabel, webOpenButton, webErrorMessageLabel,
    ]
}
