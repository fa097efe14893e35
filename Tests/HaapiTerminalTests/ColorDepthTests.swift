import Testing
@testable import HaapiTerminal

@Suite("Colour depth from the environment")
struct ColorDepthTests {
    @Test("the environment picks the depth", arguments: [
        ([:], true, ColorDepth.none),
        (["TERM": "xterm"], true, .ansi16),
        (["TERM": "xterm-256color"], true, .ansi256),
        (["TERM": "xterm-256color", "COLORTERM": "truecolor"], true, .trueColor),
        (["TERM": "screen", "COLORTERM": "24bit"], true, .trueColor),
        (["TERM": "xterm-direct"], true, .trueColor),
        (["TERM": "dumb", "COLORTERM": "truecolor"], true, .none),
        (["TERM": "xterm-256color", "NO_COLOR": "1"], true, .none),
        (["TERM": "xterm-256color", "NO_COLOR": ""], true, .ansi256),
        (["TERM": "xterm", "FORCE_COLOR": "3"], true, .trueColor),
        (["TERM": "xterm-256color", "FORCE_COLOR": "0"], true, .none),
        (["TERM": "xterm-256color", "COLORTERM": "truecolor"], false, .none),
    ] as [([String: String], Bool, ColorDepth)])
    func detection(environment: [String: String], isTerminal: Bool, expected: ColorDepth) {
        #expect(ColorDepth.detect(environment: environment, outputIsTerminal: isTerminal) == expected)
    }

    @Test("depth names from the command line")
    func names() {
        #expect(ColorDepth(name: "TrueColor") == .trueColor)
        #expect(ColorDepth(name: "256") == .ansi256)
        #expect(ColorDepth(name: "16") == .ansi16)
        #expect(ColorDepth(name: "none") == ColorDepth.none)
        #expect(ColorDepth(name: "lots") == nil)
    }
}
