import HaapiGraphics
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

@Suite("Style resolution")
struct StyleResolutionTests {
    @Test(arguments: Appearance.allCases)
    func everyColourAttributeResolvesForEachAppearance(_ appearance: Appearance) {
        let theme = Theme.standard
        for screen in StyleTarget.screens {
            for component in StyleTarget.components {
                let style = theme.resolvedStyle(for: component, on: screen, appearance: appearance)
                #expect(style.appearance == appearance)
                for (attribute, value) in theme.style(for: component, on: screen).values {
                    #expect(style.values[attribute] != nil, "\(component).\(attribute) did not resolve: \(value)")
                }
            }
        }
    }

    @Test func lightAndDarkDiffer() {
        let registry = ThemeRegistry.standard
        let light = registry.style(for: .primaryButton)
        var darkRegistry = registry
        darkRegistry.appearance = .dark
        let dark = darkRegistry.style(for: .primaryButton)
        #expect(light.backgroundColor == ThemeColor(hex: "#0B5FFF"))
        #expect(dark.backgroundColor == ThemeColor(hex: "#5C93FF"))
        #expect(light.textStyle == TextStyle(size: 16, weight: .semibold))
        #expect(light.cornerRadius == 8)
        #expect(registry.style(for: .errorMessageView, appearance: .dark).textColor == ThemeColor(hex: "#FF6B6B"))
    }

    @Test func screenSpecificComponentStyleWinsOnlyOnThatScreen() throws {
        let special = try #require(Style([.textColorName: .colorName("hui_error")]))
        let theme = try Theme(
            colors: Theme.standard.colors, dimensions: Theme.standard.dimensions,
            textAppearances: Theme.standard.textAppearances, styles: Theme.standard.styles,
            screenComponentStyles: [.problemViewController: [.label: special]]
        )
        let onProblem = theme.resolvedStyle(for: .label, on: .problemViewController, appearance: .light)
        let elsewhere = theme.resolvedStyle(for: .label, on: .formViewController, appearance: .light)
        #expect(onProblem.textColor == ThemeColor(hex: "#C62828"))
        #expect(elsewhere.textColor == ThemeColor(hex: "#1A1A1A"))
        #expect(onProblem.textStyle == elsewhere.textStyle)
    }

    @Test func hexRoundTripsAndTargetsLookUp() {
        #expect(ThemeColor(hex: "#0a0B0c")?.hex == "#0A0B0C")
        #expect(ThemeColor(hex: "#00000080")?.alpha == 0x80)
        #expect(ThemeColor(hex: "#00000080")?.hex == "#00000080")
        #expect(Theme.standard.styleTarget(named: "BankIdViewController") == .bankIdViewController)
        #expect(StyleTarget.messageView(.warning) == .warnMessageView)
        #expect(StyleTarget.button(.link) == .linkButton)
        #expect(FontWeight(name: "600") == .semibold)
        #expect(FontWeight(name: "Semi-Bold") == .semibold)
        #expect(FontWeight(name: "450") == nil)
        #expect(Style([.paddingTop: .colorName("x")]) == nil)
    }
}
