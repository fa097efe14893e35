import HaapiUI
public import HaapiScreenKit

extension StyleTarget {
    /// The welcome screen (`fdlFUIWelcomeScreen`).
    public static let welcomeScreen = OnboardingStyleClass.screen("FUIWelcomeScreen")
    /// The activation screen (`fdlFUIActivationScreen`).
    public static let activationScreen = OnboardingStyleClass.screen("FUIActivationScreen")
}

extension OnboardingStyleClass {
    /// `fdlFUIWelcomeScreen_headlineImageView`.
    public static let welcomeHeadlineImageView = OnboardingStyleClass("FUIWelcomeScreen_headlineImageView", base: .imageView)
    /// `fdlFUIWelcomeScreen_headlineLabel`.
    public static let welcomeHeadlineLabel = OnboardingStyleClass("FUIWelcomeScreen_headlineLabel", base: .headingMessageView)
    /// `fdlFUIWelcomeScreen_detailLabel`.
    public static let welcomeDetailLabel = OnboardingStyleClass("FUIWelcomeScreen_detailLabel", base: .contentMessageView)
    /// `fdlFUIWelcomeScreen_emailTextField`.
    public static let welcomeEmailTextField = OnboardingStyleClass("FUIWelcomeScreen_emailTextField", base: .inputTextField)
    /// `fdlFUIWelcomeScreen_primaryActionButton`.
    public static let welcomePrimaryActionButton = OnboardingStyleClass("FUIWelcomeScreen_primaryActionButton", base: .primaryButton)
    /// `fdlFUIWelcomeScreen_footnoteLabel`.
    public static let welcomeFootnoteLabel = OnboardingStyleClass("FUIWelcomeScreen_footnoteLabel", base: .label)
    /// `fdlFUIWelcomeScreen_footnoteActionButton`.
    public static let welcomeFootnoteActionButton = OnboardingStyleClass("FUIWelcomeScreen_footnoteActionButton", base: .linkButton)
    /// `fdlFUIWelcomeScreen_logoImageView` (its `image-name` sets the logo).
    public static let welcomeLogoImageView = OnboardingStyleClass("FUIWelcomeScreen_logoImageView", base: .imageView)
    /// `fdlFUIWelcomeScreen_navigationBar`: the header of the container while the welcome screen shows.
    public static let welcomeNavigationBar = OnboardingStyleClass("FUIWelcomeScreen_navigationBar", base: .header)
    /// `fdlFUIWelcomeScreen_cancelButton`: the container's close button while the welcome screen shows.
    public static let welcomeCancelButton = OnboardingStyleClass("FUIWelcomeScreen_cancelButton", base: .textButton)
    /// `fdlFUIWelcomeScreen_loadingIndicatorView`.
    public static let welcomeLoadingIndicatorView = OnboardingStyleClass("FUIWelcomeScreen_loadingIndicatorView", base: .stackView)
    /// `fdlFUIWelcomeScreen_loadingIndicatorView_activityIndicator`.
    public static let welcomeLoadingIndicatorActivityIndicator = OnboardingStyleClass(
        "FUIWelcomeScreen_loadingIndicatorView_activityIndicator", base: .loadingIndicator)
    /// `fdlFUIWelcomeScreen_loadingIndicatorView_textLabel`.
    public static let welcomeLoadingIndicatorTextLabel = OnboardingStyleClass(
        "FUIWelcomeScreen_loadingIndicatorView_textLabel", base: .label)

    /// The welcome screen's classes.
    public static let welcomeScreen: [OnboardingStyleClass] = [
        welcomeHeadlineImageView, welcomeHeadlineLabel, welcomeDetailLabel, welcomeEmailTextField, welcomePrimaryActionButton,
        welcomeFootnoteLabel, welcomeFootnoteActionButton, welcomeLogoImageView, welcomeNavigationBar, welcomeCancelButton,
        welcomeLoadingIndicatorView, welcomeLoadingIndicatorActivityIndicator, welcomeLoadingIndicatorTextLabel,
    ]

    /// `fdlFUIActivationScreen_headlineLabel`.
    public static let activationHeadlineLabel = OnboardingStyleClass("FUIActivationScreen_headlineLabel", base: .headingMessageView)
    /// `fdlFUIActivationScreen_detailLabel`.
    public static let activationDetailLabel = OnboardingStyleClass("FUIActivationScreen_detailLabel", base: .contentMessageView)
    /// `fdlFUIActivationScreen_emailTextField` (not listed by the seed; the screen has the field).
    public static let activationEmailTextField = OnboardingStyleClass("FUIActivationScreen_emailTextField", base: .inputTextField)
    /// `fdlFUIActivationScreen_primaryActionButton`.
    public static let activationPrimaryActionButton = OnboardingStyleClass(
        "FUIActivationScreen_primaryActionButton", base: .primaryButton)
    /// `fdlFUIActivationScreen.subheadlineLabel` (the seed writes a dot; style sheets read it as `_`).
    public static let activationSubheadlineLabel = OnboardingStyleClass("FUIActivationScreen_subheadlineLabel", base: .label)
    /// `fdlFUIActivationScreen_secondaryActionButton`.
    public static let activationSecondaryActionButton = OnboardingStyleClass(
        "FUIActivationScreen_secondaryActionButton", base: .secondaryButton)
    /// `fdlFUIActivationScreen_navigationBar`.
    public static let activationNavigationBar = OnboardingStyleClass("FUIActivationScreen_navigationBar", base: .header)
    /// `fdlFUIActivationScreen_loadingIndicatorView` (not listed by the seed).
    public static let activationLoadingIndicatorView = OnboardingStyleClass(
        "FUIActivationScreen_loadingIndicatorView", base: .loadingIndicator)
    /// `fdlFUIActivationScreen_cancelButton` (not listed by the seed).
    public static let activationCancelButton = OnboardingStyleClass("FUIActivationScreen_cancelButton", base: .textButton)

    /// The activation screen's classes.
    public static let activationScreen: [OnboardingStyleClass] = [
        activationHeadlineLabel, activationDetailLabel, activationEmailTextField, activationPrimaryActionButton,
        activationSubheadlineLabel, activationSecondaryActionButton, activationNavigationBar, activationLoadingIndicatorView,
        activationCancelButton,
    ]
}
