import HaapiUI
public import HaapiScreenKit

extension ScreenKitModule {
    /// The onboarding screens of seed 002: their `onb_*` texts in every shipped
    /// language, their screens' style targets and the seed's style classes
    /// (``OnboardingStyleClass``), and the screens layouts may name.
    ///
    /// Add it to the application builder (`HaapiUI/HaapiUIKitApplicationBuilder/addModule(_:)`)
    /// or to a registry (`HaapiScreenKit/ThemeRegistry/registering(_:)`) before
    /// creating onboarding screens, so that theme, strings and style-sheet files
    /// may override what it brings:
    ///
    /// ```swift
    /// let registry = try ThemeRegistry.standard.registering(.onboarding)
    /// let welcome = WelcomeScreen(themeRegistry: registry)
    /// ```
    public static let onboarding = ScreenKitModule(
        name: "HaapiOnboarding",
        strings: [.english: OnboardingStrings.all[.english] ?? [:]], translations: BundledTranslations.Catalog(module: "HaapiOnboarding"),
        styleTargets: OnboardingStyleClass.screens + OnboardingStyleClass.all.map(\.target),
        styles: Dictionary(uniqueKeysWithValues: OnboardingStyleClass.screens.filter { !OnboardingStyleClass.passcodeScreens.contains($0) }
            .map { ($0, OnboardingScreenDefaults.screen) }),
        screens: OnboardingScreens.all,
        inertStyleClasses: OnboardingStyleClass.inertClasses)
}

/// The onboarding screens layouts may name.
enum OnboardingScreens {
    static let all: [ScreenViewController.Type] = [
        WelcomeScreen.self, ActivationScreen.self, OnboardingScanViewController.self, OnboardingScanConfirmView.self,
        BasicAuthenticationScreen.self, DynamicAuthenticationScreen.self, EULAViewController.self, UserConsentViewController.self,
        UserConsentPageViewController.self, InfoViewController.self, WebViewContainer.self, PasscodeCreateController.self,
        PasscodeInputController.self, TouchIDErrorViewController.self, MultiUserPasscodeController.self,
    ]
}

/// Default styles of the onboarding screens.
enum OnboardingScreenDefaults {
    /// A screen looks like the stock screens: the theme's background, text colour,
    /// padding and spacing.
    static let screen: Style = Theme.standard.style(for: .genericViewController)
}
