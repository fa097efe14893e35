import HaapiGraphics
import HaapiUI
import Testing
@testable import HaapiTerminal

@Suite("ANSI encoder")
struct ANSIEncoderTests {
    let accent = ThemeColor(hex: "#0B5FFF")!
    let white = ThemeColor(hex: "#FFFFFF")!

    @Test("a coloured bold span at each depth")
    func depths() {
        let attributes = TextAttributes(foreground: accent, background: white, isBold: true)
        #expect(ANSIEncoder(colorDepth: .trueColor, usesTextStyles: true).encode("Go", attributes)
            == "\u{1B}[1;38;2;11;95;255;48;2;255;255;255mGo\u{1B}[0m")
        #expect(ANSIEncoder(colorDepth: .ansi256, usesTextStyles: true).encode("Go", attributes)
            == "\u{1B}[1;38;5;27;48;5;231mGo\u{1B}[0m")
        #expect(ANSIEncoder(colorDepth: .ansi16, usesTextStyles: true).encode("Go", attributes)
            == "\u{1B}[1;94;107mGo\u{1B}[0m")
        #expect(ANSIEncoder(colorDepth: .none, usesTextStyles: true).encode("Go", attributes) == "\u{1B}[1mGo\u{1B}[0m")
        #expect(ANSIEncoder.plain.encode("Go", attributes) == "Go")
    }

    @Test("transparent colours are no colour")
    func transparent() {
        let attributes = TextAttributes(background: ThemeColor(hex: "#00000000")!)
        #expect(attributes.background == nil)
        #expect(ANSIEncoder(colorDepth: .trueColor, usesTextStyles: true).encode("x", attributes) == "x")
    }

    @Test("the screen background fills spans without one and the rest of the line")
    func screenBackground() {
        let line = StyledLine([StyledSpan("ab"), StyledSpan("c", TextAttributes(background: accent))])
        let encoded = ANSIEncoder(colorDepth: .ansi16, usesTextStyles: false).encode(line, screenBackground: white, width: 5)
        #expect(encoded == "\u{1B}[107mab\u{1B}[0m\u{1B}[104mc\u{1B}[0m\u{1B}[107m  \u{1B}[0m")
        #expect(ANSIEncoder.plain.encode(line, screenBackground: white, width: 5) == "abc")
    }

    @Test("256-colour greys use the grey ramp")
    func greys() {
        #expect(ANSIColor.index256(ThemeColor(hex: "#808080")!) == 244)
        #expect(ANSIColor.index256(ThemeColor(hex: "#FF0000")!) == 196)
        #expect(ANSIColor.index16(ThemeColor(hex: "#C62828")!) == 1)
    }
}
