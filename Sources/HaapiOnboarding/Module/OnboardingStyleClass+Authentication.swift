import HaapiUI
public import HaapiScreenKit

extension StyleTarget {
    /// The basic authentication screen (`fdlFUIBasicAuthenticationScreen`).
    public static let basicAuthenticationScreen = OnboardingStyleClass.screen("FUIBasicAuthenticationScreen")
    /// The dynamic authentication screen (`fdlFUIDynamicAuthenticationScreen`).
    public static let dynamicAuthenticationScreen = OnboardingStyleClass.screen("FUIDynamicAuthenticationScreen")
}

extension OnboardingStyleClass {
    /// `fdlFUIBasicAuthenticationScreen_headlineLabel`.
    public static let basicAuthHeadlineLabel = OnboardingStyleClass("FUIBasicAuthenticationScreen_headlineLabel", base: .headingMessageView)
    /// `fdlFUIBasicAuthenticationScreen_detailLabel`.
    public static let basicAuthDetailLabel = OnboardingStyleClass("FUIBasicAuthenticationScreen_detailLabel", base: .contentMessageView)
    /// `fdlFUIBasicAuthenticationScreen_usernameTextField` (not listed by the seed).
    public static let basicAuthUsernameTextField = OnboardingStyleClass(
        "FUIBasicAuthenticationScreen_usernameTextField", base: .inputTextField)
    /// `fdlFUIBasicAuthenticationScreen_passwordTextField` (not listed by the seed).
    public static let basicAuthPasswordTextField = OnboardingStyleClass(
        "FUIBasicAuthenticationScreen_passwordTextField", base: .inputTextField)
    /// `fdlFUIBasicAuthenticationScreen_errorMessageLabel` (not listed by the seed).
    public static let basicAuthErrorMessageLabel = OnboardingStyleClass(
        "FUIBasicAuthenticationScreen_errorMessageLabel", base: .errorMessageView)
    /// `fdlFUIBasicAuthenticationScreen_primaryActionButton`.
    public static let basicAuthPrimaryActionButton = OnboardingStyleClass(
        "FUIBasicAuthenticationScreen_primaryActionButton", base: .primaryButton)
    /// `fdlFUIBasicAuthenticationScreen_loadingIndicatorView` (not listed by the seed).
    public static let basicAuthLoadingIndicatorView = OnboardingStyleClass(
        "FUIBasicAuthenticationScreen_loadingIndicatorView", base: .loadingIndicator)
    /// `fdlFUIBasicAuthenticationScreen_cancelButton` (not listed by the seed).
    public static let basicAuthCancelButton = OnboardingStyleClass("FUIBasicAuthenticationScreen_cancelButton", base: .textButton)

    /// The basic authentication screen's classes.
    public static let basicAuthenticationScreen: [OnboardingStyleClass] = [
        basicAuthHeadlineLabel, basicAuthDetailLabel, basicAuthUsernameTextField, basicAuthPasswordTextField,
        basicAuthErrorMessageLabel, basicAuthPrimaryActionButton, basicAuthLoadingIndicatorView, basicAuthCancelButton,
    ]

    /// `fdlFUIDynamicAuthenticationScreen_detailLabel`.
    public static let dynamicAuthDetailLabel = OnboardingStyleClass("FUIDynamicAuthenticationScreen_detailLabel", base: .contentMessageView)
    /// `fdlFUIDynamicAuthenticationScreen_cancelButton`.
    public static let dynamicAuthCancelButton = OnboardingStyleClass("FUIDynamicAuthenticationScreen_cancelButton", base: .textButton)
    /// `fdlFUIDynamicAuthenticationScreen_doneButton`.
    public static let dynamicAuthDoneButton = OnboardingStyleClass("FUIDynamicAuthenticationScreen_doneButton", base: .primaryButton)
    /// `fdlFUIDynamicAuthenticationScreen_messageBannerTitleLabel`.
    public static let dynamicAuthMessageBannerTitleLabel = OnboardingStyleClass(
        "FUIDynamicAuthenticationScreen_messageBannerTitleLabel", base: .infoMessageView)
    /// `fdlFUIDynamicAuthenticationScreen_messageBannerDividerTop`.
    public static let dynamicAuthMessageBannerDividerTop = OnboardingStyleClass(
        "FUIDynamicAuthenticationScreen_messageBannerDividerTop", base: .stackView)
    /// `fdlFUIDynamicAuthenticationScreen_errorMessageBannerTitleLabel`.
    public static let dynamicAuthErrorMessageBannerTitleLabel = OnboardingStyleClass(
        "FUIDynamicAuthenticationScreen_errorMessageBannerTitleLabel", base: .errorMessageView)
    /// `fdlFUIDynamicAuthenticationScreen_errorMessageBannerDividerTop`.
    public static let dynamicAuthErrorMessageBannerDividerTop = OnboardingStyleClass(
        "FUIDynamicAuthenticationScreen_errorMessageBannerDividerTop", base: .stackView)
    /// `fdlFUIDynamicAuthenticationScreen_navigationBar`.
    public static let dynamicAuthNavigationBar = OnboardingStyleClass("FUIDynamicAuthenticationScreen_navigationBar", base: .header)
    /// `fdlFUIDynamicAuthenticationScreen_informationTextField` (not listed by the seed).
    public static let dynamicAuthInformationTextField = OnboardingStyleClass(
        "FUIDynamicAuthenticationScreen_informationTextField", base: .inputTextField)

    /// The dynamic authentication screen's classes.
    public static let dynamicAuthenticationScreen: [OnboardingStyleClass] = [
        dynamicAuthDetailLabel, dynamicAuthCancelButton, dynamicAuthDoneButton, dynamicAuthMessageBannerTitleLabel,
        dynamicAuthMessageBannerDividerTop, dynamicAuthErrorMessageBannerTitleLabel, dynamicAuthErrorMessageBannerDividerTop,
        dynamicAuthNavigationBar, dynamicAuthInformationTextField,
    ]
}
