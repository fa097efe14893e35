import Foundation
import HaapiOnboarding
import HaapiScreenKit
import Testing

/// Seed 002's `createInstanceFromStoryboard()`: screens made without a theme take the
/// theme of the container that shows them.
@MainActor
@Suite("Screens made as from a storyboard")
struct StoryboardFactoryTests {
    let dutch = ThemeRegistry.standard.withLanguage(tag: "nl")

    @Test func aWelcomeScreenTakesItsContainersTheme() {
        let screen = FUIWelcomeScreen.createInstanceFromStoryboard()
        let container = ScreenContainerViewController(themeRegistry: dutch)
        container.showScreen(screen)
        #expect(screen.themeRegistry.language == .dutch)
        #expect(container.currentScreen === screen)
        // One made with a theme keeps it.
        let own = FUIWelcomeScreen(themeRegistry: .standard)
        container.showScreen(own)
        #expect(own.themeRegistry.language == .english)
    }

    @Test func theAuthenticationScreensComeInAContainerOfTheirOwn() {
        let basic = FUIBasicAuthenticationScreen.createInstanceFromStoryboard()
        #expect(basic.navigationController.currentScreen === basic.basicAuthenticationScreen)
        let dynamic = FUIDynamicAuthenticationScreen.createInstanceFromStoryboard()
        #expect(dynamic.navigationController.currentScreen === dynamic.dynamicAuthenticationScreen)
        let eula = FUIEULAViewController.createInstanceFromStoryboard()
        ScreenContainerViewController(themeRegistry: dutch).showScreen(eula)
        #expect(eula.themeRegistry.language == .dutch)
    }

    @Test func aPasscodeCreationTakesItsContainersThemeAndOffersNoBiometrics() {
        let create = FUIPasscodeCreateController.createInstanceFromStoryboard()
        ScreenContainerViewController(themeRegistry: dutch).showScreen(create)
        #expect(create.themeRegistry.language == .dutch)
        #expect(create.stateMachine.biometrics == .notOffered)
    }

    @Test func aHeadlineTheAppWroteIntoTheLabelStays() {
        let eula = FUIEULAViewController.createInstanceFromStoryboard()
        eula.headlineLabel.text = "CUSTOM EULA"
        eula.eulaText = "This is a legally binding agreement."
        ScreenContainerViewController(themeRegistry: .standard).showScreen(eula)
        #expect(eula.headlineLabel.text == "CUSTOM EULA")
        eula.headline = "Terms"
        #expect(eula.headlineLabel.text == "Terms", "a headline set as such wins")
        let plain = FUIEULAViewController.createInstanceFromStoryboard()
        plain.loadViewIfNeeded()
        #expect(plain.headlineLabel.text == "End User License Agreement")
    }

    @Test func theMultiUserLogoIsDrawnInTheBoxTheAppGives() {
        let controller = FUIMultiUserPasscodeController()
        controller.logoImageViewSize = CGSize(width: 54, height: 27)
        #expect(controller.logoImageView.preferredSize == CGSize(width: 54, height: 27))
        #expect(controller.themeRegistry.language == .english)
        ScreenContainerViewController(themeRegistry: dutch).showScreen(controller)
        #expect(controller.themeRegistry.language == .dutch)
    }

    @Test func aPasscodeChangeTakesTheThemeOfTheContainerItStartsIn() throws {
        let change = try #require(FUIPasscodeChangeController.createInstanceFromStoryboard())
        let container = ScreenContainerViewController(themeRegistry: dutch)
        change.start(in: container)
        #expect(change.themeRegistry.language == .dutch)
        let shown = try #require(container.currentScreen as? ScreenViewController)
        #expect(shown.themeRegistry.language == .dutch)
    }
}
