public import HaapiScreenKit

// Seed 002's `createInstanceFromStoryboard()` and `FUIMultiUserPasscodeController()`: a
// screen made without a theme of its own. There are no storyboards: the screen starts
// with the stock theme (with the onboarding module's texts) and takes the theme of the
// container it is shown in (`ScreenContainerViewController.showScreen(_:)`), before its
// view loads. An app that presents it alone, with a theme of its own, makes it with
// `init(themeRegistry:)` instead.

extension WelcomeScreen {
    /// A welcome screen that takes its container's theme.
    public static func createInstanceFromStoryboard() -> WelcomeScreen {
        let screen = WelcomeScreen(themeRegistry: .stockOnboarding)
        screen.takesContainerTheme = true
        return screen
    }
}

extension EULAViewController {
    /// A licence agreement screen that takes its container's theme.
    public static func createInstanceFromStoryboard() -> EULAViewController {
        let screen = EULAViewController(themeRegistry: .stockOnboarding)
        screen.takesContainerTheme = true
        return screen
    }
}

extension PasscodeChangeController {
    /// A passcode change flow that takes its container's theme. Never `nil` (seed 002's
    /// signature is optional: a storyboard may be missing; here there is none to miss).
    public static func createInstanceFromStoryboard() -> PasscodeChangeController? {
        let screen = PasscodeChangeController(themeRegistry: .stockOnboarding)
        screen.takesContainerTheme = true
        return screen
    }
}

extension BasicAuthenticationScreen {
    /// The screen in a container of its own (seed 002's navigation controller), to
    /// present; both with the stock theme.
    public static func createInstanceFromStoryboard() -> (
        navigationController: ScreenContainerViewController, basicAuthenticationScreen: BasicAuthenticationScreen
    ) {
        let container = ScreenContainerViewController(themeRegistry: .stockOnboarding)
        let screen = BasicAuthenticationScreen(themeRegistry: .stockOnboarding)
        screen.takesContainerTheme = true
        container.showScreen(screen)
        return (container, screen)
    }
}

extension DynamicAuthenticationScreen {
    /// The screen in a container of its own (seed 002's navigation controller), to
    /// present; both with the stock theme.
    public static func createInstanceFromStoryboard() -> (
        navigationController: ScreenContainerViewController, dynamicAuthenticationScreen: DynamicAuthenticationScreen
    ) {
        let container = ScreenContainerViewController(themeRegistry: .stockOnboarding)
        let screen = DynamicAuthenticationScreen(themeRegistry: .stockOnboarding)
        screen.takesContainerTheme = true
        container.showScreen(screen)
        return (container, screen)
    }
}

extension MultiUserPasscodeController {
    /// A multi-user passcode screen (seed 002's `FUIMultiUserPasscodeController()`) that
    /// takes its container's theme.
    public convenience init() {
        self.init(themeRegistry: .stockOnboarding)
        takesContainerTheme = true
    }
}

extension ThemeRegistry {
    /// The stock theme with the onboarding module's words, styles and screens: what a
    /// screen made without a theme shows until a container gives it one. (Registering
    /// the module on the stock theme cannot fail; the module's tests do it throwing.)
    static let stockOnboarding: ThemeRegistry = (try? ThemeRegistry.standard.registering(.onboarding)) ?? .standard
}

extension PasscodeCreateController {
    /// A passcode creation (seed 002's reference form of the sample) that takes its
    /// container's theme, offering no biometrics; an app that offers them makes it with
    /// `init(themeRegistry:mode:biometrics:…)`.
    public static func createInstanceFromStoryboard() -> PasscodeCreateController {
        let screen = PasscodeCreateController(themeRegistry: .stockOnboarding)
        screen.takesContainerTheme = true
        return screen
    }
}
