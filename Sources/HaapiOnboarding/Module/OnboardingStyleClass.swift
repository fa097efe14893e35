public import HaapiUI

/// One style class of seed 002, such as `fdlFUIWelcomeScreen_headlineLabel`: a
/// view of an onboarding screen that themes may style on its own.
///
/// Each class is a component `StyleTarget` named as the class path without the
/// `fdl` prefix (`FUIWelcomeScreen_headlineLabel`), registered by
/// ``HaapiScreenKit/ScreenKitModule/onboarding``. Theme files style it under that name
/// (plist, JSON) or under the seed's class path (NSS style sheets). A view of the
/// class starts from the style of its ``base`` component (a headline looks like
/// every `HeadingMessageView` until it is styled itself), with the screen's own
/// component styles and then the class's style over it.
public struct OnboardingStyleClass: Sendable, Hashable {
    /// The registered target, named as the class path without `fdl`.
    public let target: StyleTarget
    /// The stock component whose style the view starts from.
    public let base: StyleTarget

    /// Creates a class named `name` that starts from `base` and may set what `base`
    /// may, and `extra` attributes (a text view's placeholder colour, say).
    public init(_ name: String, base: StyleTarget, extra: Set<StyleAttribute> = []) {
        self.target = StyleTarget(name, .component, base.attributes.union(extra))
        self.base = base
    }

    /// The class path as seed 002 writes it (`fdlFUIWelcomeScreen_headlineLabel`).
    public var className: String { "fdl" + target.name }

    /// The target of an onboarding screen named `name` (`FUIWelcomeScreen`).
    static func screen(_ name: String) -> StyleTarget {
        StyleTarget(name, .screen, StyleTarget.screenAttributes)
    }
}

extension OnboardingStyleClass {
    /// Every style class of the onboarding screens, screen by screen.
    public static let all: [OnboardingStyleClass] =
        welcomeScreen + activationScreen + scanViewController + scanConfirmView + basicAuthenticationScreen
        + dynamicAuthenticationScreen + eulaView + userConsent + infoView + webViewContainer + passcodeControllers

    /// The screens' own targets (`FUIWelcomeScreen`, `FUIEULAView`, ...).
    public static let screens: [StyleTarget] = [
        .welcomeScreen, .activationScreen, .onboardingScanViewController, .onboardingScanConfirmView,
        .basicAuthenticationScreen, .dynamicAuthenticationScreen, .eulaView, .userConsentViewController,
        .userConsentPageView, .infoViewScreen, .webViewContainer, .passcodeController, .passcodeCreateController, .passcodeInputController,
        .touchIDErrorViewController, .multiUserPasscodeController,
    ]
}
