import Foundation
import HaapiGraphics
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// Seed 002's NSS style sheets load into the one theme model: classes name
/// registered style targets, properties become style attributes.
@Suite("Style sheet loading")
struct StyleSheetLoadingTests {
    let stock = Theme.standard.colors

    func load(_ text: String, over registry: ThemeRegistry? = nil) throws -> ThemeLoadResult {
        try (registry ?? StyleSheetTargets.registry()).loadingStyleSheet(Data(text.utf8), file: "Theme.nss")
    }

    @Test func seedBasicAuthenticationBlocksStyleTheModulesTargets() throws {
        let loaded = try StyleSheetTargets.registry().loadingStyleSheet(StyleSheetFixtures.basicAuthentication, file: "Onboarding.nss")
        #expect(loaded.warnings.isEmpty)
        let registry = loaded.registry

        let headline = registry.style(for: StyleSheetTargets.basicHeadline)
        #expect(headline.textStyle == TextStyle(size: 28, weight: .thin))
        #expect(headline.textColor == stock["hui_text_primary"]?.light)
        #expect(registry.theme.style(for: StyleSheetTargets.basicHeadline)[.textAppearance]
            == .textAppearance("nss_FUIBasicAuthenticationScreen_headlineLabel"))

        let detail = registry.style(for: StyleSheetTargets.basicDetail)
        #expect(detail.textStyle == TextStyle(size: 17))
        #expect(registry.theme.textAppearances["body"] == TextStyle(size: 17))

        let button = registry.style(for: StyleSheetTargets.basicPrimaryButton)
        #expect(button.textStyle == TextStyle(size: 16))
        #expect(button.textColor == stock["hui_background"]?.light)
        #expect(button.cornerRadius == 8)
        #expect(button.backgroundColor == stock["hui_accent"]?.light)
        #expect(button.highlightedBackgroundColor == stock["hui_text_primary"]?.light)
        #expect(button.disabledBackgroundColor == stock["hui_border"]?.light)
        // NSS writes the alpha first: #28666666 is 666666 at alpha 0x28.
        #expect(button.disabledTextColor == ThemeColor(red: 0x66, green: 0x66, blue: 0x66, alpha: 0x28))
        #expect(registry.theme.colors["nss_66666628"] == SemanticColor(ThemeColor(red: 0x66, green: 0x66, blue: 0x66, alpha: 0x28)))

        // Palette names stand for stock colours, so they follow the appearance.
        let dark = registry.style(for: StyleSheetTargets.basicPrimaryButton, appearance: .dark)
        #expect(dark.backgroundColor == stock["hui_accent"]?.dark)
        #expect(dark.disabledTextColor == button.disabledTextColor)
    }

    @Test func seedsOtherExamplesLoadWithTheBarStyleReported() throws {
        let loaded = try StyleSheetTargets.registry().loadingStyleSheet(StyleSheetFixtures.otherSeedBlocks, file: "Seed.nss")
        let registry = loaded.registry
        #expect(registry.style(for: StyleSheetTargets.welcomeLogo).imageName(.imageName) == "MyCompanyLogo.png")
        let bar = registry.style(for: StyleSheetTargets.dynamicNavigationBar)
        #expect(bar.backgroundColor == ThemeColor(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(bar.tintColor == stock["hui_accent"]?.light)
        let info = registry.style(for: StyleSheetTargets.infoTitle)
        #expect(info.color(.placeholderTextColorName) == ThemeColor(red: 0, green: 0xFF, blue: 0))
        // fdlFUIActivationScreen.subheadlineLabel: the dot reads as an underscore.
        let subheadline = registry.style(for: StyleSheetTargets.activationSubheadline)
        #expect(subheadline.textAlignment == .center)
        #expect(subheadline.textLineClamp == 2)

        #expect(loaded.warnings.count == 1)
        let warning = try #require(loaded.warnings.first)
        #expect(warning.line == 2)
        #expect(warning.keyPath == ["fdlFUIDynamicAuthenticationScreen_navigationBar", "bar-style"])
        #expect(warning.description.hasPrefix("Seed.nss:2: fdlFUIDynamicAuthenticationScreen_navigationBar.bar-style: accepted without effect"))
    }

    @Test func variablesClassListsStockTargetsAndScreenComponents() throws {
        let loaded = try load("""
            /* brand colours */
            @brand: #0A6ED1;
            @radius: 12;
            @accent: @brand;
            fdlPrimaryButton, fdlSecondaryButton { background-color: @accent; corner-radius: @radius }
            fdlBankIdViewController_PrimaryButton { background-color: #F00; }
            fdlFUIWelcomeScreen { background-color: @hui_surface; padding: 4 8; }
            fdlLabel { corner-radius: @hui_corner_radius; }
            """)
        #expect(loaded.warnings.isEmpty)
        let registry = loaded.registry
        let brand = ThemeColor(red: 0x0A, green: 0x6E, blue: 0xD1)
        for target in [StyleTarget.primaryButton, .secondaryButton] {
            #expect(registry.style(for: target).backgroundColor == brand)
            #expect(registry.style(for: target).cornerRadius == 12)
        }
        #expect(registry.style(for: .primaryButton, on: .bankIdViewController).backgroundColor == ThemeColor(red: 0xFF, green: 0, blue: 0))
        #expect(registry.style(for: .primaryButton, on: .formViewController).backgroundColor == brand)
        let welcome = registry.style(for: StyleSheetTargets.welcomeScreen)
        #expect(welcome.backgroundColor == stock["hui_surface"]?.light)
        #expect(welcome.padding == EdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        #expect(registry.theme.style(for: .label)[.cornerRadius] == .length(.dimension("hui_corner_radius")))
    }

    @Test func aThemeColourOfAPaletteNameWinsOverTheStockColour() throws {
        let base = try StyleSheetTargets.registry()
            .loadingJSON(Data(##"{"colors": {"primary1": {"light": "#123456", "dark": "#654321"}}}"##.utf8), file: "t.json").registry
        let loaded = try load("fdlLabel { font-color: @primary1; }", over: base)
        #expect(loaded.registry.style(for: .label).textColor == ThemeColor(red: 0x12, green: 0x34, blue: 0x56))
        #expect(loaded.registry.style(for: .label, appearance: .dark).textColor == ThemeColor(red: 0x65, green: 0x43, blue: 0x21))
    }

    @Test(arguments: [
        ("#abc", ThemeColor(red: 0xAA, green: 0xBB, blue: 0xCC)),
        ("#A0B1C2", ThemeColor(red: 0xA0, green: 0xB1, blue: 0xC2)),
        ("#80A0B1C2", ThemeColor(red: 0xA0, green: 0xB1, blue: 0xC2, alpha: 0x80)),
        ("clear", ThemeColor(red: 0, green: 0, blue: 0, alpha: 0)),
        ("Orange", ThemeColor(red: 0xFF, green: 0x80, blue: 0)),
    ])
    func literalColours(_ text: String, _ color: ThemeColor) throws {
        let loaded = try load("fdlLabel { font-color: \(text); }")
        #expect(loaded.registry.style(for: .label).textColor == color)
        #expect(loaded.registry.style(for: .label, appearance: .dark).textColor == color)
    }

    @Test func fontsBuildOnTheTextStyleOrTheCurrentAppearance() throws {
        let registry = try load("""
            fdlPrimaryButton { font-name: "Avenir Next"; }
            fdlLabel { font-style: headline; font-size: 20; }
            fdlCheckbox { font-name: boldSystem; font-size: 15; }
            fdlHeader { font-style: largeTitle; }
            """).registry
        #expect(registry.style(for: .primaryButton).textStyle == TextStyle(fontFamily: "Avenir Next", size: 16))
        #expect(registry.style(for: .label).textStyle == TextStyle(size: 20, weight: .semibold))
        #expect(registry.theme.textAppearances["headline"] == TextStyle(size: 17, weight: .semibold))
        #expect(registry.style(for: .checkbox).textStyle == TextStyle(size: 15, weight: .bold))
        #expect(registry.style(for: .header).textStyle == TextStyle(size: 34))
        #expect(registry.theme.style(for: .header)[.textAppearance] == .textAppearance("largeTitle"))
    }

    @Test func laterDeclarationsAndBlocksWinAndLoadingIsCumulative() throws {
        let plist = try StyleSheetTargets.registry().loadingPropertyList(ThemeFixtures.seed004, file: "a.plist").registry
        let registry = try load("""
            fdlLabel { font-color: red; font-color: blue; }
            fdlLabel { corner-radius: 3; }
            fdlHaapiFlowViewController { corner-radius: 2; }
            """, over: plist).registry
        #expect(registry.style(for: .label).textColor == ThemeColor(red: 0, green: 0, blue: 0xFF))
        #expect(registry.style(for: .label).cornerRadius == 3)
        #expect(registry.style(for: .haapiFlowViewController).backgroundColor == ThemeColor(hex: "#FAFAFA"))
        #expect(registry.style(for: .haapiFlowViewController).cornerRadius == 2)
    }

    @Test func unknownClassesAndPropertiesAreReportedWithTheirLine() throws {
        let loaded = try load("""
            fdlLabel { font-color: red; }
            fdlFUINowhereScreen { font-color: red; }
            PrimaryButton { font-color: red; }
            fdlLabel {
                font-colour: red;
            }
            """)
        #expect(loaded.warnings.map(\.line) == [2, 3, 5])
        #expect(loaded.warnings.map(\.keyPath) == [["fdlFUINowhereScreen"], ["PrimaryButton"], ["fdlLabel", "font-colour"]])
        #expect(loaded.warnings[0].description
            == "Theme.nss:2: fdlFUINowhereScreen: unknown class, skipped: no screen or component named FUINowhereScreen is registered")
        #expect(loaded.warnings[1].message.contains("fdl followed by"))
        #expect(loaded.registry.style(for: .label).textColor == ThemeColor(red: 0xFF, green: 0, blue: 0))
    }

    /// The style sheet of the "Theming and strings" article loads with no warning.
    @Test func theDocumentedStyleSheetLoads() throws {
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/HaapiScreenKit/HaapiScreenKit.docc/ThemingAndStrings.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let start = try #require(text.range(of: "```css\n"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let loaded = try load(String(text[start.upperBound..<end.lowerBound]))
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.registry.style(for: StyleSheetTargets.welcomeHeadline).textAlignment == .center)
        #expect(loaded.registry.style(for: .secondaryButton).disabledTextColor?.alpha == 0x28)
    }

    @Test func loadingByURLChoosesTheStyleSheetByItsExtension() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haapiui-nss-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Theme.nss")
        try StyleSheetFixtures.basicAuthentication.write(to: url)
        let fromURL = try StyleSheetTargets.registry().loading(contentsOf: url).registry
        #expect(fromURL.style(for: StyleSheetTargets.basicPrimaryButton).cornerRadius == 8)

        let other = folder.appendingPathComponent("Theme.css")
        try StyleSheetFixtures.basicAuthentication.write(to: other)
        let error = #expect(throws: ThemeError.self) { try ThemeRegistry.standard.loading(contentsOf: other) }
        #expect(error?.reason == .unreadable("expected a .plist, .json or .nss file"))
    }
}
