import Foundation
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// The attributes style sheets brought (button states, line clamp, alignment)
/// belong to the one theme model: property lists and JSON set them too.
@Suite("Style attributes in every format")
struct StyleAttributeFormatsTests {
    let base = ThemeRegistry.standard

    @Test func propertyListSetsStateColoursLineClampAndAlignment() throws {
        let loaded = try base.loadingPropertyList(ThemeFixtures.plist("""
            <key>PrimaryButton</key>
            <dict>
                <key>disabledBackgroundColorName</key><string>hui_border</string>
                <key>highlightedBackgroundColorName</key><string>hui_text_primary</string>
                <key>disabledTextColorName</key><string>hui_text_secondary</string>
            </dict>
            <key>Label</key>
            <dict>
                <key>textLineClamp</key><integer>3</integer>
                <key>textAlignment</key><string>right</string>
            </dict>
            """), file: "Theme.plist")
        #expect(loaded.warnings.isEmpty)
        let colors = Theme.standard.colors
        let button = loaded.registry.style(for: .primaryButton, appearance: .dark)
        #expect(button.disabledBackgroundColor == colors["hui_border"]?.dark)
        #expect(button.highlightedBackgroundColor == colors["hui_text_primary"]?.dark)
        #expect(button.disabledTextColor == colors["hui_text_secondary"]?.dark)
        let label = loaded.registry.style(for: .label)
        #expect(label.textLineClamp == 3)
        #expect(label.textAlignment == .right)
    }

    @Test func jsonSetsThemToo() throws {
        let loaded = try base.loadingJSON(Data(#"""
            {"styles": {"SecondaryButton": {"disabledTextColorName": "hui_error", "textLineClamp": 0, "textAlignment": "justified"}}}
            """#.utf8), file: "theme.json")
        let button = loaded.registry.style(for: .secondaryButton)
        #expect(button.disabledTextColor == Theme.standard.colors["hui_error"]?.light)
        #expect(button.textLineClamp == 0)
        #expect(button.textAlignment == .justified)
    }

    @Test(arguments: [
        (#"{"textLineClamp": -1}"#, ThemeError.Reason.invalidValue("-1 is not a whole number of 0 or more")),
        (#"{"textLineClamp": 1.5}"#, .invalidValue("1.5 is not a whole number of 0 or more")),
        (#"{"textLineClamp": "two"}"#, .wrongType(expected: "a whole number", found: "a string")),
        (#"{"textAlignment": "middle"}"#, .invalidValue(#""middle" is not a text alignment (left, center, right, natural or justified)"#)),
        (#"{"textAlignment": 1}"#, .wrongType(expected: "a text alignment", found: "a number")),
        (#"{"disabledTextColorName": "nowhere"}"#, .unknownColorName("nowhere")),
    ])
    func badValuesAreRefusedNamingTheKey(_ style: String, _ reason: ThemeError.Reason) {
        let error = #expect(throws: ThemeError.self) {
            try base.loadingJSON(Data(#"{"styles": {"LinkButton": \#(style)}}"#.utf8), file: "bad.json")
        }
        #expect(error?.keyPath.prefix(2) == ["styles", "LinkButton"])
        #expect(error?.reason == reason)
        #expect(error?.line == nil)
    }

    @Test func anAttributeATargetLacksIsStillAnUnknownKeyInAPropertyList() throws {
        let data = ThemeFixtures.plist("<key>Label</key><dict><key>highlightedBackgroundColorName</key><string>hui_accent</string></dict>")
        let loaded = try base.loadingPropertyList(data, file: "Theme.plist")
        #expect(loaded.warnings.map(\.keyPath) == [["Label", "highlightedBackgroundColorName"]])
    }

    @Test func themesBuiltInCodeCheckTheNewKinds() {
        let style = Style([.textLineClamp: .integer(-1)])
        #expect(style != nil)
        let error = #expect(throws: ThemeError.self) { try Theme(colors: [:], styles: [.label: style ?? Style()]) }
        #expect(error?.description == "<code>: Label.textLineClamp: -1 is not a whole number of 0 or more")
        #expect(Style([.textAlignment: .integer(2)]) == nil, "a value of the wrong kind is refused")
    }
}
