import HaapiTerminal
import HaapiUI
import Testing

@Suite struct TerminalAppearanceTests {
    @Test(arguments: [
        ("15;0", Appearance.dark), ("0;15", .light), ("12;8", .dark), ("0;7", .light), ("default;default;0", .dark),
        ("7", .light), ("", .light), ("x;y", .light), ("15;16", .light),
    ])
    func theBackgroundOfCOLORFGBGDecides(_ value: String, _ appearance: Appearance) {
        #expect(TerminalAppearance.detect(environment: ["COLORFGBG": value]) == appearance)
    }

    @Test func withoutATerminalsWordTheScreensAreLight() {
        #expect(TerminalAppearance.detect(environment: [:]) == .light)
    }
}
