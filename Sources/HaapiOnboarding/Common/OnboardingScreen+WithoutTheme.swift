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
        themedByContainer(WelcomeScreen(themeRegistry: .stockOnboarding))
    }
}

extension EULAViewController {
    /// A licence agreement screen that takes its container's theme.
    public static func createInstanceFromStoryboard() -> EULAViewController {
        themedByContainer(EULAViewController(themeRegistry: .stockOnboarding))
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
        inOwnContainer(themedByContainer(BasicAuthenticationScreen(themeRegistry: .stockOnboarding)))
    }
}

extension DynamicAuthenticationScreen {
    /// The screen in a container of its own (seed 002's navigation controller), to
    /// present; both with the stock theme.
    public static func createInstanceFromStoryboard() -> (
        navigationController: ScreenContainerViewController, dynamicAuthenticationScreen: DynamicAuthenticationScreen
    ) {
        inOwnContainer(themedByContainer(DynamicAuthenticationScreen(themeRegistry: .stockOnboarding)))
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

/// `screen`, marked to take its container's theme.
@MainActor
private func themedByContainer<Screen: ScreenViewController>(_ screen: Screen) -> Screen {
    screen.takesContainerTheme = true
    return screen
}

/// `screen` shown in a container of its own with the stock theme (seed 002's navigation controller).
@MainActor
private func inOwnContainer<Screen: ScreenViewController>(_ screen: Screen) -> (ScreenContainerViewController, Screen) {
    let container = ScreenContainerViewController(themeRegistry: .stockOnboarding)
    container.showScreen(screen)
    return (container, screen)
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
        themedByContainer(PasscodeCreateController(themeRegistry: .stockOnboarding))
    }
}
