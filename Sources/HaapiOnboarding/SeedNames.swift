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
