import HaapiGraphics
import HaapiHTML
import HaapiUI
import Testing

@Suite("Contrast of the stock theme")
struct ContrastTests {
    @Test func ratiosMatchWCAGExamples() throws {
        let black = ThemeColor(red: 0, green: 0, blue: 0)
        let white = ThemeColor(red: 255, green: 255, blue: 255)
        #expect(abs(WCAGContrast.ratio(black, on: white) - 21) < 0.001)
        #expect(abs(WCAGContrast.ratio(white, on: white) - 1) < 0.001)
        let grey = try #require(ThemeColor(hex: "#767676"))
        #expect(abs(WCAGContrast.ratio(grey, on: white) - 4.54) < 0.01)
        // A transparent background is the colour below it.
        #expect(abs(WCAGContrast.ratio(black, on: ThemeColor(red: 0, green: 0, blue: 0, alpha: 0)) - 21) < 0.001)
    }

    @Test(arguments: Appearance.allCases)
    func everyTextPairOfTheStockThemeReachesAA(_ appearance: Appearance) {
        let pairs = ThemeContrast.pairs(in: .standard, appearance: appearance)
        let names = Set(pairs.map(\.name))
        for expected in ["Label", "PrimaryButton", "SecondaryButton", "ErrorMessageView", "WarnMessageView", "InfoMessageView",
                         "InputTextField", "InputTextField placeholder", "InputTextField error", "NotificationBanner",
                         "Tab selected", "Link"] {
            #expect(names.contains(expected), "\(expected) is checked")
        }
        let failing = pairs.filter { $0.ratio < WCAGContrast.minimumTextRatio }
        #expect(failing.isEmpty, "\(appearance): \(failing)")
    }

    @Test func aPoorThemeIsCaught() throws {
        var colors = Theme.standard.colors
        colors["hui_on_accent"] = SemanticColor(ThemeColor(red: 0x9A, green: 0xB8, blue: 0xFF))
        let theme = try Theme(colors: colors, dimensions: Theme.standard.dimensions,
                              textAppearances: Theme.standard.textAppearances, styles: Theme.standard.styles)
        let failing = ThemeContrast.pairs(in: theme, appearance: .light).filter { $0.ratio < WCAGContrast.minimumTextRatio }
        #expect(failing.contains { $0.name == "PrimaryButton" })
    }
}
