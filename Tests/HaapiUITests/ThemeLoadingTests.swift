import Foundation
import HaapiGraphics
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

@Suite("Theme loading")
struct ThemeLoadingTests {
    let base = ThemeRegistry.standard

    @Test func standardThemeIsValidAndCoversEveryTarget() throws {
        try Theme.standard.validate(file: "<standard>")
        for (name, hex) in StandardTheme.colorLiterals {
            #expect(ThemeColor(hex: hex.light) != nil && ThemeColor(hex: hex.dark) != nil, "colour \(name)")
        }
        for target in StyleTarget.all {
            #expect(!Theme.standard.style(for: target).isEmpty, "\(target) has no default style")
        }
    }

    @Test func seed004PlistMergesOverDefaults() throws {
        let loaded = try base.loadingPropertyList(ThemeFixtures.seed004, file: "CustomTheme.plist")
        #expect(loaded.warnings.isEmpty)
        let flow = loaded.registry.style(for: .haapiFlowViewController)
        #expect(flow.backgroundColor == ThemeColor(hex: "#FAFAFA"))
        #expect(flow.color(.closeButtonTintColorName) == ThemeColor(hex: "#FF6600"))
        #expect(flow.imageName(.closeButtonImageName) == "xmark")
        #expect(flow.length(.closeButtonMinHeight) == 30)
        #expect(flow.padding == .zero)
        // Attributes the file does not set keep their defaults.
        #expect(flow.spacing == 16)
        #expect(flow.textColor == base.style(for: .haapiFlowViewController).textColor)
        // Other targets are untouched.
        #expect(loaded.registry.style(for: .formViewController) == base.style(for: .formViewController))
        let dark = loaded.registry.style(for: .haapiFlowViewController, appearance: .dark)
        #expect(dark.backgroundColor == ThemeColor(hex: "#101010"))
    }

    @Test func jsonThemeMergesColoursDimensionsTextStylesStylesAndStrings() throws {
        let loaded = try base.loadingJSON(ThemeFixtures.json, file: "theme.json")
        #expect(loaded.warnings.isEmpty)
        let theme = loaded.registry.theme
        #expect(theme.colors["brand"]?.light == ThemeColor(red: 0, green: 0x44, blue: 0xCC))
        // Only light given for an existing colour: dark keeps the built-in value.
        #expect(theme.colors["hui_accent"]?.light == ThemeColor(hex: "#112233"))
        #expect(theme.colors["hui_accent"]?.dark == Theme.standard.colors["hui_accent"]?.dark)
        #expect(theme.dimensions["gap"] == 12)
        #expect(theme.textAppearances["brand_title"] == TextStyle(fontFamily: "Times New Roman", size: 24, weight: .bold, isItalic: true))
        #expect(theme.textAppearances["hui_body"]?.weight == .regular)
        #expect(theme.textAppearances["hui_body"]?.size == 17)

        let button = loaded.registry.style(for: .primaryButton, appearance: .dark)
        #expect(button.backgroundColor == ThemeColor(hex: "#99BBFF"))
        #expect(button.padding.top == 12)
        #expect(button.cornerRadius == 4)  // the dimension the default style names was overridden
        #expect(button.textStyle?.fontFamily == "Times New Roman")
        #expect(button.textColor == base.style(for: .primaryButton, appearance: .dark).textColor)

        let onBankId = loaded.registry.style(for: .primaryButton, on: .bankIdViewController)
        #expect(onBankId.backgroundColor == Theme.standard.colors["hui_error"]?.light)
        #expect(onBankId.padding.top == 12)
        #expect(loaded.registry.style(for: .bankIdViewController).spacing == 20)

        var dutch = loaded.registry
        dutch.setLanguage(tag: "nl")
        #expect(dutch.text(.or) == "Ofwel")
        #expect(loaded.registry.text(.pollingSeconds, 1) == "1 sec")
    }

    @Test func loadingIsCumulative() throws {
        let first = try base.loadingPropertyList(ThemeFixtures.seed004, file: "a.plist").registry
        let second = try first.loadingJSON(Data(#"{"styles": {"HaapiFlowViewController": {"paddingTop": 8}}}"#.utf8), file: "b.json").registry
        let flow = second.style(for: .haapiFlowViewController)
        #expect(flow.padding.top == 8)
        #expect(flow.backgroundColor == ThemeColor(hex: "#FAFAFA"))
    }

    @Test func loadingFromURLChoosesTheFormatByExtension() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haapiui-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plistURL = folder.appendingPathComponent("Theme.plist")
        try ThemeFixtures.seed004.write(to: plistURL)
        let jsonURL = folder.appendingPathComponent("theme.json")
        try ThemeFixtures.json.write(to: jsonURL)
        #expect(try base.loading(contentsOf: plistURL).registry.style(for: .haapiFlowViewController).padding == .zero)
        #expect(try base.loading(contentsOf: jsonURL).registry.theme.colors["brand"] != nil)
        let error = #expect(throws: ThemeError.self) { try base.loading(contentsOf: folder.appendingPathComponent("missing.plist")) }
        #expect(error?.file == "missing.plist")
    }

    @Test func unknownKeysAreReportedOrRejected() throws {
        let data = ThemeFixtures.plist("""
            <key>FormViewController</key>
            <dict><key>paddingTopp</key><integer>3</integer><key>closeButtonImageName</key><string>x</string></dict>
            <key>MysteryScreen</key><dict/>
            """)
        let loaded = try base.loadingPropertyList(data, file: "Theme.plist")
        #expect(loaded.warnings.map { $0.keyPath.joined(separator: ".") } == [
            "FormViewController.closeButtonImageName", "FormViewController.paddingTopp", "MysteryScreen",
        ])
        #expect(loaded.warnings.allSatisfy { $0.file == "Theme.plist" })
        #expect(loaded.warnings[0].description.contains("FormViewController has no attribute closeButtonImageName"))

        let error = #expect(throws: ThemeError.self) {
            try base.loadingPropertyList(data, file: "Theme.plist", unknownKeys: .reject)
        }
        #expect(error?.reason == .unknownKey)
        #expect(error?.description == "Theme.plist: FormViewController.closeButtonImageName: unknown key")

        let json = try base.loadingJSON(Data(#"{"colours": {}, "styles": {"Nope": {}}}"#.utf8), file: "t.json")
        #expect(json.warnings.map(\.keyPath) == [["styles", "Nope"], ["colours"]])
    }
}
