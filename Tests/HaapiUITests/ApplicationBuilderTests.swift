import Foundation
import HaapiClient
import HaapiFlow
import HaapiGraphics
import HaapiModel
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

@MainActor
@Suite("HaapiUIKitApplicationBuilder")
struct ApplicationBuilderTests {
    func configuration(_ change: (HaapiUIKitConfigurationBuilder) -> HaapiUIKitConfigurationBuilder = { $0 }) throws -> HaapiUIKitConfiguration {
        try change(HaapiUIKitConfigurationBuilder(
            clientId: "haapi-ios-client", baseURL: URL(string: "https://login.example.com/oauth")!, appRedirect: "app:/callback"
        ).setClientAuthenticationMethod(.clientSecretBasic("s3cr3t"))).build()
    }

    @Test func themeStringsLanguageRegistryAndMapper() throws {
        let registry = ViewControllerFactoryRegistry()
        registry.register(modelType: FormModel.self) { model in CustomFormLoginViewController(model: model) }
        var mapper = DataMapper()
        mapper.customize(modelType: FormModel.self) { model, _ in
            var model = model
            model.extras["promo"] = .string("spring")
            return model
        }
        let application = try HaapiUIKitApplicationBuilder(
            haapiUIKitConfiguration: try configuration { $0.setAuthenticationSelectionPresentation(.tabs).setShouldConfirmFlowInterruption(true) }
        )
        .setTheme(propertyList: ThemeFixtures.seed004, file: "CustomTheme.plist")
        .setStrings(Data(#""hui_or" = "Eller så";"#.utf8), language: .swedish, file: "sv.strings")
        .setStringOverride(.flowTitle, .text("Logga in på Acme"), language: .swedish)
        .setLanguage(tag: "sv-SE")
        .setDataMapper(mapper)
        .setViewControllerFactoryRegistry(registry: registry)
        .build()

        #expect(application.themeRegistry.language == Language(tag: "sv-SE") && application.themeRegistry.language.bestMatch(in: Language.shipped) == .swedish)
        #expect(application.themeRegistry.text(.or) == "Eller så")
        #expect(application.themeRegistry.text(.cancel) == "Avbryt")
        #expect(application.viewControllerFactoryRegistry.selectorPresentation == .tabs)
        #expect(registry.selectorPresentation == .list, "building never changes the caller's registry")

        let container = application.makeFlowViewController()
        container.loadViewIfNeeded()
        #expect(container.confirmsBeforeClosing)
        #expect(container.titleLabel.text == "Logga in på Acme")
        #expect(container.view.style.backgroundColor == ThemeColor(hex: "#FAFAFA"))

        let document = try HaapiDecoder(baseURL: ControllerFixtures.baseURL).decode(
            Array(try Data(contentsOf: ControllerFixtures.recordings.appendingPathComponent("usernamePassword.json"))))
        guard case .form(let form) = application.dataMapper.map(MappingInput(document: document)) else {
            Issue.record("not a form")
            return
        }
        #expect(form.extras["promo"] == .string("spring"))
        container.show(.form(form))
        #expect(container.currentViewController is CustomFormLoginViewController)
    }

    @Test func seed004SpellingAndDefaults() throws {
        let application = try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: try configuration()).buildOrThrow()
        #expect(application.themeRegistry.language == .english)
        #expect(application.themeWarnings.isEmpty)
        #expect(application.viewControllerFactoryRegistry.selectorPresentation == .list)
        #expect(!application.makeFlowViewController().confirmsBeforeClosing)
    }

    @Test func unknownThemeKeysAreReportedOrRefused() throws {
        let theme = ThemeFixtures.plist("<key>MysteryViewController</key><dict/>")
        let builder = HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: try configuration())
            .setTheme(propertyList: theme, file: "Theme.plist")
        #expect(try builder.build().themeWarnings.map(\.keyPath) == [["MysteryViewController"]])
        let error = #expect(throws: ConfigurationError.self) { try builder.setUnknownThemeKeys(.reject).build() }
        #expect(error?.field == "theme")
        #expect(error?.reason.hasPrefix("Theme.plist: MysteryViewController") == true)
    }

    @Test func badInputIsRefusedNamingTheField() throws {
        let base = HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: try configuration())
        let badTheme = ThemeFixtures.plist("<key>HaapiFlowViewController</key><dict><key>backgroundColorName</key><string>brand</string></dict>")
        let themeError = #expect(throws: ConfigurationError.self) {
            try base.setTheme(propertyList: badTheme, file: "Theme.plist").build()
        }
        #expect(themeError?.field == "theme")
        #expect(themeError?.reason.hasPrefix("Theme.plist: HaapiFlowViewController.backgroundColorName: ") == true)

        let missing = #expect(throws: ConfigurationError.self) {
            try base.setThemingPlistFileName("NoSuchTheme").build()
        }
        #expect(missing?.field == "themingPlistFileName")

        let missingFile = #expect(throws: ConfigurationError.self) {
            try base.setTheme(fileURL: URL(fileURLWithPath: "/nonexistent/Theme.json")).build()
        }
        #expect(missingFile?.field == "theme")

        let placeholders = #expect(throws: ConfigurationError.self) {
            try base.setStringOverride(.pollingSecondsRemaining, .text("Almost done"), language: .english).build()
        }
        #expect(placeholders?.field == "stringOverrides[hui_polling_seconds_remaining]")

        let strings = #expect(throws: ConfigurationError.self) {
            try base.setStrings(Data(#""hui_or" = "%d or";"#.utf8), language: .dutch, file: "nl.strings").build()
        }
        #expect(strings?.field == "strings")
        #expect(strings?.reason.hasPrefix("nl.strings") == true)

        #expect(throws: ConfigurationError(field: "language", reason: "\"1\" is not a language tag")) {
            try base.setLanguage(tag: "1").build()
        }
    }
}
