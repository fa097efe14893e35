import HaapiUI
public import HaapiScreenKit

extension StyleTarget {
    /// Every passcode screen (`fdlFUIPasscodeController`): create, input, change and
    /// multi-user start from its style, each with its own class over it.
    public static let passcodeController = OnboardingStyleClass.screen("FUIPasscodeController")
    /// The passcode create controller (`fdlFUIPasscodeCreateController`).
    public static let passcodeCreateController = OnboardingStyleClass.screen("FUIPasscodeCreateController")
    /// The passcode input controller (`fdlFUIPasscodeInputController`).
    public static let passcodeInputController = OnboardingStyleClass.screen("FUIPasscodeInputController")
    /// The multi-user passcode controller (`fdlFUIMultiUserPasscodeController`).
    public static let multiUserPasscodeController = OnboardingStyleClass.screen("FUIMultiUserPasscodeController")
    /// The screen shown when biometrics were cancelled (`fdlFUITouchIDErrorViewController`).
    public static let touchIDErrorViewController = OnboardingStyleClass.screen("FUITouchIDErrorViewController")
}

extension OnboardingStyleClass {
    /// The passcode screens' own targets, which start from `StyleTarget.passcodeController`'s
    /// style (the stock screen style is that target's, so a bare class's style shows).
    public static let passcodeScreens: Set<StyleTarget> = [.passcodeCreateController, .passcodeInputController, .multiUserPasscodeController]

    /// `fdlFUIPasscodeController_navigationController_navigationBar`: every passcode controller's header.
    public static let passcodeNavigationBar = OnboardingStyleClass("FUIPasscodeController_navigationController_navigationBar", base: .header)
    /// `fdlFUIPasscodeController_headlineLabel` (not listed by the seed).
    public static let passcodeHeadlineLabel = OnboardingStyleClass("FUIPasscodeController_headlineLabel", base: .headingMessageView)
    /// `fdlFUIPasscodeController_detailLabel` (not listed by the seed).
    public static let passcodeDetailLabel = OnboardingStyleClass("FUIPasscodeController_detailLabel", base: .contentMessageView)
    /// `fdlFUIPasscodeController_passcodeTextField` (not listed by the seed).
    public static let passcodeTextField = OnboardingStyleClass("FUIPasscodeController_passcodeTextField", base: .inputTextField)
    /// `fdlFUIPasscodeController_requirementLabel`: a line of the checklist (not listed by the seed).
    public static let passcodeRequirementLabel = OnboardingStyleClass("FUIPasscodeController_requirementLabel", base: .contentMessageView)
    /// `fdlFUIPasscodeController_errorMessageLabel` (not listed by the seed).
    public static let passcodeErrorMessageLabel = OnboardingStyleClass("FUIPasscodeController_errorMessageLabel", base: .errorMessageView)
    /// `fdlFUIPasscodeController_countdownLabel` (not listed by the seed).
    public static let passcodeCountdownLabel = OnboardingStyleClass("FUIPasscodeController_countdownLabel", base: .warnMessageView)
    /// `fdlFUIPasscodeController_secondaryActionButton`: Skip, Reset Passcode, Use Touch ID (not listed by the seed).
    public static let passcodeSecondaryActionButton = OnboardingStyleClass("FUIPasscodeController_secondaryActionButton", base: .textButton)
    /// `fdlFUIPasscodeController_loadingIndicatorView` (not listed by the seed).
    public static let passcodeLoadingIndicatorView = OnboardingStyleClass("FUIPasscodeController_loadingIndicatorView", base: .loadingIndicator)

    /// `fdlFUIPasscodeCreateController_navigationBar`.
    public static let passcodeCreateNavigationBar = OnboardingStyleClass("FUIPasscodeCreateController_navigationBar", base: .header)
    /// `fdlFUIPasscodeCreateController_cancelItem`.
    public static let passcodeCreateCancelItem = OnboardingStyleClass("FUIPasscodeCreateController_cancelItem", base: .textButton)
    /// `fdlFUIPasscodeCreateController_nextItem`.
    public static let passcodeCreateNextItem = OnboardingStyleClass("FUIPasscodeCreateController_nextItem", base: .primaryButton)
    /// `fdlFUIPasscodeCreateController_doneItem`.
    public static let passcodeCreateDoneItem = OnboardingStyleClass("FUIPasscodeCreateController_doneItem", base: .primaryButton)
    /// `fdlFUIPasscodeCreateController_changeMode_cancelItem`.
    public static let passcodeChangeModeCancelItem = OnboardingStyleClass("FUIPasscodeCreateController_changeMode_cancelItem", base: .textButton)
    /// `fdlFUIPasscodeCreateController_changeMode_nextItem`.
    public static let passcodeChangeModeNextItem = OnboardingStyleClass("FUIPasscodeCreateController_changeMode_nextItem", base: .primaryButton)
    /// `fdlFUIPasscodeCreateController_changeMode_doneItem`.
    public static let passcodeChangeModeDoneItem = OnboardingStyleClass("FUIPasscodeCreateController_changeMode_doneItem", base: .primaryButton)
    /// `fdlFUIPasscodeInputController_navigationBar`.
    public static let passcodeInputNavigationBar = OnboardingStyleClass("FUIPasscodeInputController_navigationBar", base: .header)
    /// `fdlFUIPasscodeInputController_cancelItem`.
    public static let passcodeInputCancelItem = OnboardingStyleClass("FUIPasscodeInputController_cancelItem", base: .textButton)
    /// `fdlFUIPasscodeInputController_doneItem`.
    public static let passcodeInputDoneItem = OnboardingStyleClass("FUIPasscodeInputController_doneItem", base: .primaryButton)

    /// `fdlFUITouchIDView_titleLabel`: the enable-biometrics step's title (not listed by the seed).
    public static let touchIDTitleLabel = OnboardingStyleClass("FUITouchIDView_titleLabel", base: .headingMessageView)
    /// `fdlFUITouchIDView_messageLabel` (not listed by the seed).
    public static let touchIDMessageLabel = OnboardingStyleClass("FUITouchIDView_messageLabel", base: .contentMessageView)
    /// `fdlFUITouchIDView_enableButton` (not listed by the seed).
    public static let touchIDEnableButton = OnboardingStyleClass("FUITouchIDView_enableButton", base: .primaryButton)
    /// `fdlFUITouchIDView_notNowButton` (not listed by the seed).
    public static let touchIDNotNowButton = OnboardingStyleClass("FUITouchIDView_notNowButton", base: .secondaryButton)

    /// `fdlFUITouchIDErrorViewController_errorTitleLabel`.
    public static let touchIDErrorTitleLabel = OnboardingStyleClass("FUITouchIDErrorViewController_errorTitleLabel", base: .headingMessageView)
    /// `fdlFUITouchIDErrorViewController_errorMessageLabel`.
    public static let touchIDErrorMessageLabel = OnboardingStyleClass("FUITouchIDErrorViewController_errorMessageLabel", base: .contentMessageView)
    /// `fdlFUITouchIDErrorViewController_actionButton`: Enter Passcode.
    public static let touchIDErrorActionButton = OnboardingStyleClass("FUITouchIDErrorViewController_actionButton", base: .primaryButton)
    /// `fdlFUITouchIDErrorViewController_retryButton`: try biometrics again (not listed by the seed).
    public static let touchIDErrorRetryButton = OnboardingStyleClass("FUITouchIDErrorViewController_retryButton", base: .secondaryButton)

    /// `fdlFUIMultiUserPasscodeController_logoImageView` (not listed by the seed; it sets the size in code).
    public static let multiUserLogoImageView = OnboardingStyleClass("FUIMultiUserPasscodeController_logoImageView", base: .imageView)
    /// `fdlFUIMultiUserPasscodeController_titleLabel`.
    public static let multiUserTitleLabel = OnboardingStyleClass("FUIMultiUserPasscodeController_titleLabel", base: .headingMessageView)
    /// `fdlFUIMultiUserPasscodeController_userImagePlaceholder`: the initials.
    public static let multiUserUserImagePlaceholder = OnboardingStyleClass(
        "FUIMultiUserPasscodeController_userImagePlaceholder", base: .contentMessageView)
    /// `fdlFUIMultiUserPasscodeController_userImagePlaceholderView`: the box behind the initials.
    public static let multiUserUserImagePlaceholderView = OnboardingStyleClass(
        "FUIMultiUserPasscodeController_userImagePlaceholderView", base: .stackView)
    /// `fdlFUIMultiUserPasscodeControllerUserCell_imagePlaceholder`: a listed user's initials.
    public static let multiUserCellImagePlaceholder = OnboardingStyleClass(
        "FUIMultiUserPasscodeControllerUserCell_imagePlaceholder", base: .contentMessageView)
    /// `fdlFUIMultiUserPasscodeControllerUserCell_imagePlaceholderView`: the box behind them.
    public static let multiUserCellImagePlaceholderView = OnboardingStyleClass(
        "FUIMultiUserPasscodeControllerUserCell_imagePlaceholderView", base: .stackView)
    /// `fdlFUIMultiUserPasscodeControllerUserCell_titleLabel`: a listed user's name, which chooses them.
    public static let multiUserCellTitleLabel = OnboardingStyleClass("FUIMultiUserPasscodeControllerUserCell_titleLabel", base: .textButton)
    /// `fdlFUIMultiUserPasscodeControllerUserCell_subtitleLabel`: a listed user's information.
    public static let multiUserCellSubtitleLabel = OnboardingStyleClass(
        "FUIMultiUserPasscodeControllerUserCell_subtitleLabel", base: .contentMessageView)
    /// `fdlFUIMultiUserPasscodeController_userNameLabel`.
    public static let multiUserUserNameLabel = OnboardingStyleClass("FUIMultiUserPasscodeController_userNameLabel", base: .usernameMessageView)
    /// `fdlFUIMultiUserPasscodeController_userInfoLabel`.
    public static let multiUserUserInfoLabel = OnboardingStyleClass("FUIMultiUserPasscodeController_userInfoLabel", base: .contentMessageView)
    /// `fdlFUIMultiUserPasscodeController_errorMessageLabel`.
    public static let multiUserErrorMessageLabel = OnboardingStyleClass(
        "FUIMultiUserPasscodeController_errorMessageLabel", base: .errorMessageView)
    /// `fdlFUIMultiUserPasscodeController_forgotPasscodeLabel`.
    public static let multiUserForgotPasscodeLabel = OnboardingStyleClass(
        "FUIMultiUserPasscodeController_forgotPasscodeLabel", base: .textButton)
    /// `fdlFUIMultiUserPasscodeController_passcodeInputField`.
    public static let multiUserPasscodeInputField = OnboardingStyleClass(
        "FUIMultiUserPasscodeController_passcodeInputField", base: .inputTextField)
    /// `fdlFUIMultiUserPasscodeController_logInButton`.
    public static let multiUserLogInButton = OnboardingStyleClass("FUIMultiUserPasscodeController_logInButton", base: .primaryButton)
    /// `fdlFUIMultiUserPasscodeController_switchUserButton`.
    public static let multiUserSwitchUserButton = OnboardingStyleClass(
        "FUIMultiUserPasscodeController_switchUserButton", base: .secondaryButton)
    /// `fdlFUIMultiUserPasscodeController_userSearchField`: the search over the users (not listed by the seed).
    public static let multiUserSearchField = OnboardingStyleClass(
        "FUIMultiUserPasscodeController_userSearchField", base: .inputTextField)
    /// `fdlFUIMultiUserPasscodeController_addNewUserBarButtonItem`.
    public static let multiUserAddNewUserBarButtonItem = OnboardingStyleClass(
        "FUIMultiUserPasscodeController_addNewUserBarButtonItem", base: .textButton)

    /// The passcode controllers' classes.
    public static let passcodeControllers: [OnboardingStyleClass] = [
        passcodeNavigationBar, passcodeHeadlineLabel, passcodeDetailLabel, passcodeTextField, passcodeRequirementLabel,
        passcodeErrorMessageLabel, passcodeCountdownLabel, passcodeSecondaryActionButton, passcodeLoadingIndicatorView,
        passcodeCreateNavigationBar, passcodeCreateCancelItem, passcodeCreateNextItem, passcodeCreateDoneItem,
        passcodeChangeModeCancelItem, passcodeChangeModeNextItem, passcodeChangeModeDoneItem,
        passcodeInputNavigationBar, passcodeInputCancelItem, passcodeInputDoneItem,
        touchIDTitleLabel, touchIDMessageLabel, touchIDEnableButton, touchIDNotNowButton,
        touchIDErrorTitleLabel, touchIDErrorMessageLabel, touchIDErrorActionButton, touchIDErrorRetryButton,
        multiUserLogoImageView, multiUserTitleLabel, multiUserUserImagePlaceholder, multiUserUserImagePlaceholderView, multiUserCellImagePlaceholder, multiUserCellImagePlaceholderView, multiUserCellTitleLabel,
        multiUserCellSubtitleLabel, multiUserUserNameLabel, multiUserUserInfoLabel,
        multiUserErrorMessageLabel, multiUserForgotPasscodeLabel, multiUserPasscodeInputField, multiUserLogInButton,
        multiUserSwitchUserButton, multiUserSearchField, multiUserAddNewUserBarButtonItem,
    ]
}
