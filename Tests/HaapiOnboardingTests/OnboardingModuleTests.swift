import Foundation
import HaapiGraphics
import HaapiOnboarding
import HaapiUI
import Testing

@MainActor
@Suite struct OnboardingModuleTests {
    @Test func everyKeyHasEnglishDutchAndSwedishTextsWithTheSamePlaceholders() throws {
        let module = ScreenKitModule.onboarding
        let english = try #require(module.strings[.english])
        #expect(english.count > 40)
        for language in [Language.dutch, .swedish] {
            let table = try #require(module.allStrings[language])
            #expect(Set(table.keys) == Set(english.keys), "\(language) misses \(Set(english.keys).subtracting(table.keys).sorted())")
        }
        for key in english.keys {
            #expect(key.rawValue.hasPrefix("onb_"), "\(key) is not an onboarding key")
        }
        // Registering checks every translation's placeholders against the English text.
        let registry = try ThemeRegistry.standard.registering(.onboarding)
        #expect(registry.moduleNames.contains("HaapiOnboarding"))
    }

    @Test func everyStyleClassIsAStyleTargetThemesCanName() throws {
        let registry = try onboardingRegistry()
        for styleClass in OnboardingStyleClass.all {
            #expect(registry.theme.styleTarget(named: styleClass.target.name) == styleClass.target)
            #expect(styleClass.className.hasPrefix("fdlFUI"))
        }
        for screen in OnboardingStyleClass.screens {
            #expect(registry.theme.styleTarget(named: screen.name)?.category == .screen)
        }
        #expect(Set(OnboardingStyleClass.all.map(\.target.name)).count == OnboardingStyleClass.all.count)
    }

    @Test func aThemeStylesOneStyleClassOverItsBaseComponent() throws {
        let json = """
            {"colors": {"brand": {"light": "#123456", "dark": "#ABCDEF"}},
             "styles": {"FUIWelcomeScreen_headlineLabel": {"textColorName": "brand"}}}
            """
        var registry = try onboardingRegistry().loadingJSON(Data(json.utf8), file: "Brand.json", unknownKeys: .reject).registry
        let welcome = WelcomeScreen(themeRegistry: registry)
        welcome.loadViewIfNeeded()
        #expect(welcome.headlineLabel.style.textColor == ThemeColor(hex: "#123456"))
        #expect(welcome.headlineLabel.style.textStyle == registry.style(for: .headingMessageView).textStyle, "the rest comes from the base")
        #expect(welcome.detailLabel.style.textColor == registry.style(for: .contentMessageView).textColor)
        registry.appearance = .dark
        let dark = WelcomeScreen(themeRegistry: registry)
        dark.loadViewIfNeeded()
        #expect(dark.headlineLabel.style.textColor == ThemeColor(hex: "#ABCDEF"))
    }

    @Test func anAppOverridesAnOnboardingText() throws {
        let strings = "\"onb_welcome_headline\" = \"Welcome to Acme\";\n\"onb_email_too_long\" = \"Too long\";"
        #expect(throws: ThemeError.self) {
            _ = try onboardingRegistry().loadingStrings(Data(strings.utf8), language: .english, file: "App.strings")
        }
        let fine = "\"onb_welcome_headline\" = \"Welcome to Acme\";"
        let registry = try onboardingRegistry().loadingStrings(Data(fine.utf8), language: .english, file: "App.strings").registry
        let welcome = WelcomeScreen(themeRegistry: registry)
        welcome.loadViewIfNeeded()
        #expect(welcome.headlineLabel.text == "Welcome to Acme")
    }
}
