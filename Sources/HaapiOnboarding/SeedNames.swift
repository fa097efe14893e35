// Seed 002 names its types with the `FUI` prefix of SAP's Fiori framework.
// HaapiOnboarding names them without it; these aliases keep the seed's
// spellings working. Style classes and layout files keep the prefixed names
// (`fdlFUIWelcomeScreen_headlineLabel`, `FUIWelcomeScreen`).

/// Seed 002's name of ``WelcomeController``.
public typealias FUIWelcomeController = WelcomeController
/// Seed 002's name of ``WelcomeControllerDelegate``.
public typealias FUIWelcomeControllerDelegate = WelcomeControllerDelegate
/// Seed 002's name of ``WelcomeControllerState``.
public typealias FUIWelcomeControllerState = WelcomeControllerState
/// Seed 002's name of ``WelcomeControllerConfigurationOption``.
public typealias FUIWelcomeControllerConfigurationOption = WelcomeControllerConfigurationOption
/// Seed 002's name of ``WelcomeScreen``.
public typealias FUIWelcomeScreen = WelcomeScreen
/// Seed 002's name of ``ActivationScreen``.
public typealias FUIActivationScreen = ActivationScreen
/// Seed 002's name of ``OnboardingScanViewController``.
public typealias FUIOnboardingScanViewController = OnboardingScanViewController
/// Seed 002's name of ``OnboardingScanViewControllerDelegate``.
public typealias FUIOnboardingScanViewControllerDelegate = OnboardingScanViewControllerDelegate
/// Seed 002's name of ``OnboardingScanConfirmView``.
public typealias FUIOnboardingScanConfirmView = OnboardingScanConfirmView
/// Seed 002's name of ``BasicAuthenticationScreen``.
public typealias FUIBasicAuthenticationScreen = BasicAuthenticationScreen
/// Seed 002's name of ``BasicAuthenticationDelegate``.
public typealias FUIBasicAuthenticationDelegate = BasicAuthenticationDelegate
/// Seed 002's name of ``DynamicAuthenticationScreen``.
public typealias FUIDynamicAuthenticationScreen = DynamicAuthenticationScreen
/// Seed 002's name of ``DynamicAuthenticationDelegate``.
public typealias FUIDynamicAuthenticationDelegate = DynamicAuthenticationDelegate
/// Seed 002's name of ``AuthenticationInformationField``.
public typealias FUIAuthenticationInformationField = AuthenticationInformationField
/// Seed 002's name of ``EULAViewController``.
public typealias FUIEULAViewController = EULAViewController
/// Seed 002's name of ``EULADelegate``.
public typealias FUIEULADelegate = EULADelegate
/// Seed 002's name of ``UserConsentViewController``.
public typealias FUIUserConsentViewController = UserConsentViewController
/// Seed 002's name of ``UserConsentViewControllerDelegate``.
public typealias FUIUserConsentViewControllerDelegate = UserConsentViewControllerDelegate
/// Seed 002's name of ``UserConsentPageViewController``.
public typealias FUIUserConsentPageViewController = UserConsentPageViewController
/// Seed 002's name of ``UserConsentPageViewControllerDelegate``.
public typealias FUIUserConsentPageViewControllerDelegate = UserConsentPageViewControllerDelegate
/// Seed 002's name of ``UserConsentForm``.
public typealias FUIUserConsentForm = UserConsentForm
/// Seed 002's name of ``SinglePageUserConsentForm``.
public typealias FUISinglePageUserConsentForm = SinglePageUserConsentForm
/// Seed 002's name of ``MultiPageUserConsentForm``.
public typealias FUIMultiPageUserConsentForm = MultiPageUserConsentForm
/// Seed 002's name of ``UserConsentPage``.
public typealias FUIUserConsentPage = UserConsentPage
/// Seed 002's name of ``InfoViewController``.
public typealias FUIInfoViewController = InfoViewController
/// Seed 002's name of ``InfoViewControllerDelegate``.
public typealias FUIInfoViewControllerDelegate = InfoViewControllerDelegate
/// Seed 002's name of ``WebViewContainer``.
public typealias FUIWebViewContainer = WebViewContainer
/// Seed 002's name of ``WebViewContainerDelegate``.
public typealias FUIWebViewContainerDelegate = WebViewContainerDelegate
/// Seed 002's name of ``PasscodeController``.
public typealias FUIPasscodeController = PasscodeController
/// Seed 002's name of ``PrivateEncryptionKeyGenerator``.
public typealias FUIPrivateEncryptionKeyGenerator = PrivateEncryptionKeyGenerator
/// Seed 002's name of ``PasscodeCreateController``.
public typealias FUIPasscodeCreateController = PasscodeCreateController
/// Seed 002's name of ``PasscodeInputController``.
public typealias FUIPasscodeInputController = PasscodeInputController
/// Seed 002's name of ``PasscodeChangeController``.
public typealias FUIPasscodeChangeController = PasscodeChangeController
/// Seed 002's name of ``PasscodeControllerDelegate``.
public typealias FUIPasscodeControllerDelegate = PasscodeControllerDelegate
/// Seed 002's name of ``PasscodeValidationDelegate``.
public typealias FUIPasscodeValidationDelegate = PasscodeValidationDelegate
/// Seed 002's name of ``PasscodeControllerError``.
public typealias FUIPasscodeControllerError = PasscodeControllerError
/// Seed 002's name of ``PasscodeInputMode``.
public typealias FUIPasscodeInputMode = PasscodeInputMode
/// Seed 002's name of ``PasscodePolicy``.
public typealias FUIPasscodePolicy = PasscodePolicy
/// Seed 002's name of ``PasscodeRule``.
public typealias FUIPasscodeRule = PasscodeRule
/// Seed 002's name of ``TouchIDErrorViewController``.
public typealias FUITouchIDErrorViewController = TouchIDErrorViewController
/// Seed 002's name of ``MultiUserPasscodeController``.
public typealias FUIMultiUserPasscodeController = MultiUserPasscodeController
/// Seed 002's name of ``MultiUserPasscodeControllerDataSource``.
public typealias FUIMultiUserPasscodeControllerDataSource = MultiUserPasscodeControllerDataSource
