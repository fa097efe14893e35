import Foundation
import HaapiFlow
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// A module outside HaapiUI brings a screen, a style target and texts, checked as
/// HaapiUI's own (``ScreenKitModule/welcomeTest``).
@MainActor
@Suite("ScreenKitModule")
struct ScreenKitModuleTests {
    static func layout(_ entries: String) -> Data {
        Data(#"{"controller": "WelcomeTestScreen", "layout": \#(entries)}"#.utf8)
    }

    static let rearranged = layout(#"[{"actionsStackView": ["primaryActionButton", "skipButton"]}, "headlineLabel", "stepsLabel"]"#)

    // MARK: Screens and layouts

    @Test func aLayoutForTheModulesScreenNeedsTheScreenRegistered() throws {
        let error = #expect(throws: ScreenLayoutError.self) { try ScreenLayout(json: Self.rearranged, file: "Welcome.json") }
        #expect(error?.reason == .unknownController("WelcomeTestScreen"))
        #expect(error?.description.contains("WelcomeTestScreen") == true)

        let registry = ViewControllerFactoryRegistry()
        try registry.register(screen: WelcomeTestScreen.self)
        #expect(registry.screens.names.contains("WelcomeTestScreen"))
        #expect(registry.screens.outlets(of: "WelcomeTestScreen")?.names
            == ["headlineLabel", "stepsLabel", "actionsStackView", "primaryActionButton", "skipButton"])
        try registry.register(layout: ScreenLayout(json: Self.rearranged, file: "Welcome.json", screens: registry.screens))
        #expect(registry.layout(for: "WelcomeTestScreen")?.nodes.map(\.name) == ["actionsStackView", "headlineLabel", "stepsLabel"])
    }

    @Test(arguments: [
        (#"["headlineLabel", "stepsLabel", "actionsStackView", "primaryActionButton"]"#,
         ScreenLayoutError.Reason.missingOutlet("skipButton", controller: "WelcomeTestScreen"), "skipButton"),
        (#"["headlineLabel", "stepsLabel", "mascotImageView", {"actionsStackView": ["primaryActionButton", "skipButton"]}]"#,
         .unknownOutlet("mascotImageView", controller: "WelcomeTestScreen"), "mascotImageView"),
        (#"[{"headlineLabel": ["stepsLabel"]}, "actionsStackView", "primaryActionButton", "skipButton"]"#,
         .notAContainer("headlineLabel"), "headlineLabel"),
    ])
    func badLayoutsOfTheModulesScreenAreRefusedNamingTheOutlet(_ entries: String, _ reason: ScreenLayoutError.Reason, _ outlet: String) throws {
        let registry = ViewControllerFactoryRegistry()
        try registry.register(screen: WelcomeTestScreen.self)
        let error = #expect(throws: ScreenLayoutError.self) {
            try ScreenLayout(json: Self.layout(entries), file: "Welcome.json", screens: registry.screens)
        }
        #expect(error?.reason == reason)
        #expect(error?.description.hasPrefix("Welcome.json: ") == true)
        #expect(error?.description.contains(outlet) == true)
    }

    @Test func aGoodLayoutRearrangesTheScreensViews() throws {
        let registry = ViewControllerFactoryRegistry()
        try registry.register(screen: WelcomeTestScreen.self)
        try registry.register(layout: ScreenLayout(json: Self.rearranged, file: "Welcome.json", screens: registry.screens))
        let themeRegistry = try ThemeRegistry.standard.registering(.welcomeTest)

        let plain = WelcomeTestScreen(themeRegistry: themeRegistry)
        #expect(plain.view.subviews.map(\.identifier) == ["headlineLabel", "stepsLabel", "actionsStackView"])

        let screen = WelcomeTestScreen(themeRegistry: themeRegistry)
        screen.layout = registry.layout(for: WelcomeTestScreen.screenName)
        #expect(screen.view.subviews.map(\.identifier) == ["actionsStackView", "headlineLabel", "stepsLabel"])
        #expect(screen.actionsStackView.subviews.map(\.identifier) == ["primaryActionButton", "skipButton"])
        #expect(screen.headlineLabel.text == "Welcome" && screen.stepsLabel.text == "3 steps to go")
        #expect(ScreenControls(root: screen.view).ids == ["primaryActionButton", "skipButton"])
        #expect(ScreenControls(root: screen.view).first(role: .primary)?.view === screen.primaryActionButton)
    }

    @Test func screensAreRegisteredOnce() throws {
        let registry = ViewControllerFactoryRegistry()
        try registry.register(screen: WelcomeTestScreen.self)
        #expect(throws: ScreenKitRegistrationError.duplicateScreen("WelcomeTestScreen")) { try registry.register(screen: WelcomeTestScreen.self) }
        #expect(throws: ScreenKitRegistrationError.duplicateScreen("FormViewController")) { try registry.register(screen: FormViewController.self) }
        #expect(ScreenKitRegistrationError.duplicateScreen("WelcomeTestScreen").description == "the screen WelcomeTestScreen is registered already")
        #expect(!ScreenCatalog.standard.names.contains("WelcomeTestScreen"), "registering returns a new catalog")
    }

    /// The stock catalog is made with `try?` (its names differ); this keeps it whole.
    @Test func theStockCatalogHoldsEveryStockScreen() {
        #expect(ScreenCatalog.standard.names == [
            "BankIdViewController", "FormViewController", "GenericViewController", "HaapiFlowViewController",
            "PollingViewController", "ProblemViewController", "SelectorViewController", "WebAuthnViewController",
        ])
        #expect(ScreenCatalog.standard.outlets(of: "BankIdViewController") == BankIdViewController.outlets)
    }

    // MARK: Texts

    @Test func theModulesTextsShowInEveryLanguageItGives() throws {
        var registry = try ThemeRegistry.standard.registering(.welcomeTest)
        #expect(registry.moduleNames == ["WelcomeTest"])
        #expect(registry.text(.welcomeStepsLeft, .int(2)) == "2 steps to go")
        registry.language = .dutch
        #expect(registry.text(.welcomeHeadline) == "Welkom")
        registry.language = .swedish
        #expect(registry.text(.welcomeHeadline) == "Welcome", "English is the fallback")
        #expect(!ThemeRegistry.standard.strings.stockKeys.contains(.welcomeHeadline), "the standard registry is unchanged")
    }

    @Test func overridesOfTheModulesKeysKeepTheirPlaceholders() throws {
        let registry = try ThemeRegistry.standard.registering(.welcomeTest)
        let error = #expect(throws: StringOverrideError.self) {
            try registry.strings.overriding(.welcomeStepsLeft, with: .text("A few steps to go"), language: .english)
        }
        guard case .placeholderMismatch(let key, _, _)? = error else {
            Issue.record("expected a placeholder mismatch, got \(String(describing: error))")
            return
        }
        #expect(key == .welcomeStepsLeft)
        #expect(error?.description.hasPrefix("onb_welcome_steps_left:") == true)

        let fileError = #expect(throws: ThemeError.self) {
            try registry.loadingStrings(Data(#""onb_welcome_steps_left" = "Nog wat stappen";"#.utf8), language: .dutch, file: "nl.strings")
        }
        #expect(fileError?.file == "nl.strings")
        #expect(fileError?.keyPath.last == "onb_welcome_steps_left")
        guard case .placeholderMismatch? = fileError?.reason else {
            Issue.record("expected a placeholder mismatch, got \(String(describing: fileError))")
            return
        }

        let good = try registry.loadingStrings(Data(#""onb_welcome_steps_left" = "Still %d steps";"#.utf8), language: .english, file: "en.strings")
        #expect(good.warnings.isEmpty)
        #expect(good.registry.text(.welcomeStepsLeft, .int(3)) == "Still 3 steps")
    }

    @Test func anOverrideLoadedBeforeTheModuleMustFitItsDefault() throws {
        // Before registration the key is the app's own: only its template is checked.
        let loaded = try ThemeRegistry.standard.loadingStrings(
            Data(#""onb_welcome_steps_left" = "Some steps";"#.utf8), language: .english, file: "en.strings")
        let error = #expect(throws: ScreenKitRegistrationError.self) { try loaded.registry.registering(.welcomeTest) }
        guard case .invalidString(.placeholderMismatch(let key, _, _))? = error else {
            Issue.record("expected a placeholder mismatch, got \(String(describing: error))")
            return
        }
        #expect(key == .welcomeStepsLeft)
    }

    @Test func aTranslationThatLosesAPlaceholderIsRefusedNamingTheKey() {
        var module = ScreenKitModule.welcomeTest
        module.strings[.dutch]?[.welcomeStepsLeft] = .text("Nog een paar stappen")
        let error = #expect(throws: ScreenKitRegistrationError.self) { try ThemeRegistry.standard.registering(module) }
        guard case .invalidString(.placeholderMismatch(let key, _, _))? = error else {
            Issue.record("expected a placeholder mismatch, got \(String(describing: error))")
            return
        }
        #expect(key == .welcomeStepsLeft)
        #expect(error?.description.contains("onb_welcome_steps_left") == true)
    }

    @Test func aKeyWithoutEnglishIsRefused() {
        var module = ScreenKitModule.welcomeTest
        module.strings[.dutch]?["onb_welcome_only_dutch"] = .text("Alleen Nederlands")
        #expect(throws: ScreenKitRegistrationError.missingEnglish("onb_welcome_only_dutch")) {
            try ThemeRegistry.standard.registering(module)
        }
    }

    // MARK: Duplicates

    @Test func aStockKeyIsADuplicate() {
        var module = ScreenKitModule.welcomeTest
        module.strings[.english]?[.or] = .text("Or else")
        #expect(throws: ScreenKitRegistrationError.duplicateStringKey(.or)) { try ThemeRegistry.standard.registering(module) }
        #expect(ScreenKitRegistrationError.duplicateStringKey(.or).description == "hui_or has a default text already")
    }

    @Test func anotherModulesKeyOrTargetIsADuplicate() throws {
        let registry = try ThemeRegistry.standard.registering(.welcomeTest)
        let sameKey = ScreenKitModule(name: "Other", strings: [.english: [.welcomeHeadline: .text("Hello")]])
        #expect(throws: ScreenKitRegistrationError.duplicateStringKey(.welcomeHeadline)) { try registry.registering(sameKey) }
        let sameTarget = ScreenKitModule(name: "Other", styleTargets: [StyleTarget("WelcomeTestScreen", .component, [])])
        #expect(throws: ScreenKitRegistrationError.duplicateStyleTarget("WelcomeTestScreen")) { try registry.registering(sameTarget) }
    }

    @Test func aStockTargetIsADuplicate() {
        let module = ScreenKitModule(name: "Bad", styleTargets: [.formViewController])
        #expect(throws: ScreenKitRegistrationError.duplicateStyleTarget("FormViewController")) { try ThemeRegistry.standard.registering(module) }
        let stray = ScreenKitModule(name: "Stray", styles: [.welcomeTestScreen: Style()])
        #expect(throws: ScreenKitRegistrationError.styleForUnknownTarget("WelcomeTestScreen")) { try ThemeRegistry.standard.registering(stray) }
    }

    @Test func registeringTheSameModuleTwiceChangesNothing() throws {
        let once = try ThemeRegistry.standard.registering(.welcomeTest)
        let twice = try once.registering(.welcomeTest)
        #expect(twice.moduleNames == ["WelcomeTest"])
        #expect(twice.theme == once.theme)
        #expect(twice.text(.welcomeHeadline) == "Welcome")
    }

    @Test func anotherModuleUnderARegisteredNameIsRefusedNamingIt() throws {
        let once = try ThemeRegistry.standard.registering(.welcomeTest)
        let impostor = ScreenKitModule(name: "WelcomeTest", strings: [.english: ["other_key": .text("Other")]])
        #expect(throws: ScreenKitRegistrationError.duplicateModule("WelcomeTest")) { try once.registering(impostor) }
        #expect(ScreenKitRegistrationError.duplicateModule("WelcomeTest").description.contains("WelcomeTest"))
    }

    // MARK: Styles

    @Test func aThemeFileStylesTheModulesTargetOnlyAfterRegistration() throws {
        let theme = ThemeFixtures.plist("<key>WelcomeTestScreen</key><dict><key>spacing</key><integer>8</integer></dict>")

        let early = try ThemeRegistry.standard.loadingPropertyList(theme, file: "Theme.plist")
        #expect(early.warnings.map(\.keyPath) == [["WelcomeTestScreen"]])
        #expect(early.warnings.first?.description.hasPrefix("Theme.plist: WelcomeTestScreen") == true)
        #expect(throws: ThemeError.self) { try ThemeRegistry.standard.loadingPropertyList(theme, file: "Theme.plist", unknownKeys: .reject) }

        let registered = try ThemeRegistry.standard.registering(.welcomeTest)
        #expect(registered.style(for: .welcomeTestScreen).spacing == 24, "the module's default style")
        let loaded = try registered.loadingPropertyList(theme, file: "Theme.plist", unknownKeys: .reject)
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.registry.style(for: .welcomeTestScreen).spacing == 8)
        let screen = WelcomeTestScreen(themeRegistry: loaded.registry)
        screen.loadViewIfNeeded()
        #expect(screen.rootStackView.spacing == 8)
    }
}
