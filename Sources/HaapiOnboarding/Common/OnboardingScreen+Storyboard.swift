public import HaapiScreenKit

// Seed 002's `createInstanceFromStoryboard()`: a screen made without a theme of its own.
// There are no storyboards: the screen starts with the stock theme and takes the theme
// of the container it is shown in (`ScreenContainerViewController.showScreen(_:)`), before
// its view loads. An app that presents it alone, with a theme of its own, makes it
// with `init(themeRegistry:)` instead.

extension WelcomeScreen {
    /// A welcome screen that takes its container's theme.
    public static func createInstanceFromStoryboard() -> WelcomeScreen {
        let screen = WelcomeScreen(themeRegistry: .standard)
        screen.takesContainerTheme = true
        return screen
    }
}

extension EULAViewController {
    /// A licence agreement screen that takes its container's theme.
    public static func createInstanceFromStoryboard() -> EULAViewController {
        let screen = EULAViewController(themeRegistry: .standard)
        screen.takesContainerTheme = true
        return screen
    }
}

extension PasscodeChangeController {
    /// A passcode change flow that takes its container's theme. Never `nil` (seed 002's
    /// signature is optional: a storyboard may be missing; here there is none to miss).
    public static func createInstanceFromStoryboard() -> PasscodeChangeController? {
        let screen = PasscodeChangeController(themeRegistry: .standard)
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
        let container = ScreenContainerViewController(themeRegistry: .standard)
        let screen = BasicAuthenticationScreen(themeRegistry: .standard)
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
        let container = ScreenContainerViewController(themeRegistry: .standard)
        let screen = DynamicAuthenticationScreen(themeRegistry: .standard)
        screen.takesContainerTheme = true
        container.showScreen(screen)
        return (container, screen)
    }
}
