import HaapiUI
import Testing
@testable import HaapiTerminal

/// The terminal honours a text view's `textAlignment` (center, right) and
/// `textLineClamp`.
@MainActor
@Suite("Text alignment and line clamp in the terminal")
struct TextStylingLayoutTests {
    func layout(_ text: String, _ values: [StyleAttribute: ResolvedStyle.Value], width: Int = 22) -> [String] {
        let root = StackView(identifier: "root")
        let label = Label(identifier: "headlineLabel", text: text)
        label.style = ResolvedStyle(values: values)
        root.addArrangedSubview(label)
        return FrameLayouter(options: LayoutOptions(width: width)).layout(root, focus: nil).lines.map(\.text)
    }

    @Test func centeredAndRightAlignedLinesMoveWithinTheWidth() {
        // 22 columns less the 2 of the gutter leave 20 for text.
        #expect(layout("Welcome", [.textAlignment: .textAlignment(.center)]) == ["        Welcome"])
        #expect(layout("Welcome", [.textAlignment: .textAlignment(.right)]) == ["               Welcome"])
        #expect(layout("Welcome", [.textAlignment: .textAlignment(.justified)]) == ["  Welcome"])
        #expect(layout("Welcome", [:]) == ["  Welcome"])
    }

    @Test func aLineClampCutsTheTextWithAnEllipsis() {
        let text = "one two three four five six seven eight nine ten eleven twelve"
        #expect(layout(text, [:]).count == 4)
        let clamped = layout(text, [.textLineClamp: .integer(2)])
        #expect(clamped == ["  one two three four", "  five six seven eigh…"])
        #expect(layout(text, [.textLineClamp: .integer(0)]).count == 4, "0 shows every line")
        #expect(layout("short", [.textLineClamp: .integer(1)]) == ["  short"])
    }

    @Test func clampAndAlignmentTogether() {
        let lines = layout("alpha beta gamma delta epsilon", [.textLineClamp: .integer(1), .textAlignment: .textAlignment(.right)])
        #expect(lines == ["     alpha beta gamma…"])
    }
}
