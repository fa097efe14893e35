import Foundation
import HaapiClient
import HaapiFlow
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// `HaapiUIKitApplicationBuilder.addModule(_:)`: modules are registered before theme
/// and strings files load, and a bad module fails `build()` naming it.
@MainActor
@Suite("HaapiUIKitApplicationBuilder modules")
struct ApplicationBuilderModuleTests {
    func builder() throws -> HaapiUIKitApplicationBuilder {
        let configuration = try HaapiUIKitConfigurationBuilder(
            clientId: "haapi-ios-client", baseURL: URL(string: "https://login.example.com/oauth")!, appRedirect: "app:/callback"
        ).setClientAuthenticationMethod(.clientSecretBasic("s3cr3t")).build()
        return HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: configuration)
    }

    @Test func aModulesTextsStylesAndScreensReachTheApplication() throws {
        let theme = ThemeFixtures.plist("<key>WelcomeTestScreen</key><dict><key>spacing</key><integer>8</integer></dict>")
        let application = try builder()
            .addModule(.welcomeTest)
            .addModule(.welcomeTest)   // again: nothing more
            .setTheme(propertyList: theme, file: "Theme.plist")
            .setStringOverride(.welcomeHeadline, .text("Välkommen"), language: .swedish)
            .setLanguage(tag: "sv")
            .build()
        #expect(application.themeWarnings.isEmpty, "the theme file may style the module's target")
        #expect(application.themeRegistry.style(for: .welcomeTestScreen).spacing == 8)
        #expect(application.themeRegistry.text(.welcomeHeadline) == "Välkommen")
        #expect(application.themeRegistry.text(.welcomeStepsLeft, .int(1)) == "1 steps to go", "Swedish falls back to English")
        #expect(application.viewControllerFactoryRegistry.screens.outlets(of: "WelcomeTestScreen") == WelcomeTestScreen.outlets)
    }

    @Test func aStyleSheetMayStyleTheModulesTargetAndABadOneFailsTheBuildWithItsLine() throws {
        let sheet = Data("fdlWelcomeTestScreen { background-color: @primary6; corner-radius: 4; }".utf8)
        let application = try builder().addModule(.welcomeTest).setTheme(styleSheet: sheet, file: "Theme.nss").build()
        #expect(application.themeWarnings.isEmpty)
        #expect(application.themeRegistry.style(for: .welcomeTestScreen).cornerRadius == 4)

        let bad = Data("fdlWelcomeTestScreen {\n  corner-radius: four;\n}".utf8)
        let error = #expect(throws: ConfigurationError.self) {
            try builder().addModule(.welcomeTest).setTheme(styleSheet: bad, file: "Theme.nss").build()
        }
        #expect(error == ConfigurationError(
            field: "theme", reason: #"Theme.nss:2: fdlWelcomeTestScreen.corner-radius: "four" is not a number"#))
    }

    @Test func aBadModuleFailsTheBuildNamingIt() throws {
        var bad = ScreenKitModule.welcomeTest
        bad.name = "Onboarding"
        bad.strings[.dutch]?[.welcomeStepsLeft] = .text("Nog wat stappen")
        let error = #expect(throws: ConfigurationError.self) { try builder().addModule(bad).build() }
        #expect(error?.field == "modules[Onboarding]")
        #expect(error?.reason.contains("onb_welcome_steps_left") == true)

        let clash = ScreenKitModule(name: "Clash", styleTargets: [.bankIdViewController])
        let clashError = #expect(throws: ConfigurationError.self) { try builder().addModule(clash).build() }
        #expect(clashError == ConfigurationError(
            field: "modules[Clash]", reason: "the style target BankIdViewController exists already"))
    }

    @Test func aModuleOverrideThatLosesAPlaceholderFailsTheBuild() throws {
        let error = #expect(throws: ConfigurationError.self) {
            try builder().addModule(.welcomeTest).setStringOverride(.welcomeStepsLeft, .text("A few steps")).build()
        }
        #expect(error?.field == "stringOverrides[onb_welcome_steps_left]")
    }

    @Test func twoModulesWithTheSameScreenFailTheBuildNamingTheScreen() throws {
        let second = ScreenKitModule(name: "AlsoWelcome", screens: [WelcomeTestScreen.self])
        let error = #expect(throws: ConfigurationError.self) {
            try builder().addModule(.welcomeTest).addModule(second).build()
        }
        #expect(error == ConfigurationError(
            field: "modules[AlsoWelcome]", reason: "the screen WelcomeTestScreen is registered already"))
    }

    @Test func aLayoutRegisteredForTheFlowContainerIsApplied() throws {
        let registry = ViewControllerFactoryRegistry()
        try registry.register(layout: ScreenLayout(json: Data("""
            {"controller": "HaapiFlowViewController",
             "layout": ["notificationBanner", {"headerView": ["closeButton", "titleLabel"]},
                        "loadingIndicator", "closeConfirmationView", "contentView"]}
            """.utf8), file: "Container.json"))
        let application = try builder().setViewControllerFactoryRegistry(registry).build()
        let container = application.makeFlowViewController()
        container.loadViewIfNeeded()
        #expect(container.rootStackView.subviews.map(\.identifier)
            == ["notificationBanner", "headerView", "loadingIndicator", "closeConfirmationView", "contentView"])
        #expect(container.headerView.subviews.map(\.identifier) == ["closeButton", "titleLabel"])
    }
}
