import HaapiUI
import Testing
@testable import HaapiTerminal

/// Horizontal stacks laid out side by side, and their fallback to a column.
@MainActor
@Suite("Horizontal stacks")
struct HorizontalStackLayoutTests {
    final class Log {
        var events: [String] = []
    }

    func flowContainer(title: String? = nil) -> HaapiFlowViewController {
        let container = HaapiFlowViewController(themeRegistry: .standard, viewControllerFactoryRegistry: ViewControllerFactoryRegistry())
        container.loadViewIfNeeded()
        if let title { container.title = title }
        return container
    }

    func row(_ views: View...) -> StackView {
        let row = StackView(axis: .horizontal)
        for view in views { row.addArrangedSubview(view) }
        return row
    }

    @Test("the flow header is one line at 80 columns: the title on the left, [1] Close at the right edge")
    func headerOnOneLine() throws {
        let container = flowContainer()
        let layout = FrameLayouter(options: LayoutOptions(width: 80)).layout(container.view, focus: nil)
        let title = "  Sign in"
        let close = "[1] Close"
        #expect(layout.lines.map(\.text) == [title + String(repeating: " ", count: 80 - title.count - close.count) + close])
        #expect(layout.lines[0].width == 80)
        let placed = try #require(layout.control(numbered: 1))
        #expect(placed.id == controlID(container.closeButton))
        #expect(placed.line == 0)
        #expect(placed.column == 71)
        // Each column keeps its view's attributes.
        let spans = layout.lines[0].spans
        #expect(spans.first { $0.text == "Sign in" }?.attributes == TextAttributes(style: container.titleLabel.style))
        #expect(spans.first { $0.text == "Close" }?.attributes == TextAttributes(style: container.closeButton.style))
    }

    @Test("the header falls back to one view under the other when it does not fit in 20 columns")
    func headerFallsBack() {
        let layouter = FrameLayouter(options: LayoutOptions(width: 20))
        let long = flowContainer(title: "Choose how to sign in")
        let layout = layouter.layout(long.view, focus: nil)
        #expect(layout.plainText == """
              Choose how to sign
              in
              [1] Close
            """)
        #expect(layout.controls.map(\.line) == [2])
        #expect(layout.controls.map(\.column) == [2])
        // The stock title and the close button take 18 columns: they still fit.
        #expect(layouter.layout(flowContainer().view, focus: nil).plainText == "  Sign in  [1] Close")
    }

    @Test("a focused button in a row is marked and acts on its number and on Enter")
    func focusInARow() throws {
        let log = Log()
        let root = StackView()
        root.addArrangedSubview(Label(text: "Continue?"))
        let yes = Button(type: .primary, title: "Yes", action: { log.events.append("yes") })
        let no = Button(type: .secondary, title: "No", action: { log.events.append("no") })
        root.addArrangedSubview(row(yes, no))
        let terminal = InteractiveTerminal(output: MemoryOutputStream(), encoder: .plain, size: (40, 8))
        terminal.show(root)
        #expect(Array(terminal.frame.prefix(3)) == ["  Continue?", "", "› [1] Yes  [2] No"])

        #expect(terminal.handle(.tab) == .changed)
        var screen = try #require(terminal.screen)
        #expect(screen.focus == controlID(no))
        let layout = screen.layout()
        #expect(layout.controls.map(\.line) == [2, 2])
        #expect(layout.controls.map(\.column) == [2, 11])
        let spans = layout.lines[2].spans
        #expect(spans.first?.text == "› ")
        #expect(spans.first { $0.text == "No" }?.attributes.isInverse == true)
        #expect(spans.first { $0.text == "Yes" }?.attributes.isInverse == false)

        terminal.handle(.enter)
        #expect(log.events == ["no"])
        terminal.handle(.character("1"))
        #expect(log.events == ["no", "yes"])
        #expect(terminal.screen?.focus == controlID(yes))
    }

    @Test("← and → move between the columns of a row, and stop at its ends")
    func arrowsAcrossARow() throws {
        let root = StackView()
        let above = Button(type: .text, title: "Above", action: {})
        let yes = Button(type: .primary, title: "Yes", action: {})
        let no = Button(type: .secondary, title: "No", action: {})
        root.addArrangedSubview(above)
        root.addArrangedSubview(row(yes, no))
        let terminal = InteractiveTerminal(output: MemoryOutputStream(), encoder: .plain, size: (40, 8))
        terminal.show(root)
        #expect(terminal.screen?.focus == controlID(yes), "the focus starts on the first primary-looking button")
        terminal.handle(.up)
        #expect(terminal.handle(.right) == .ignored, "nothing beside the first button")
        #expect(terminal.screen?.focus == controlID(above))
        terminal.handle(.down)
        #expect(terminal.screen?.focus == controlID(yes))
        #expect(terminal.handle(.right) == .changed)
        #expect(terminal.screen?.focus == controlID(no))
        #expect(terminal.handle(.right) == .ignored)
        #expect(terminal.handle(.left) == .changed)
        #expect(terminal.screen?.focus == controlID(yes))
        #expect(terminal.handle(.left) == .ignored)
    }

    @Test("the screen scrolls to a focused control in a row")
    func scrollsToARow() {
        let root = StackView(spacing: 0)
        for index in 1...8 { root.addArrangedSubview(Label(text: "Line \(index)")) }
        root.addArrangedSubview(row(Button(title: "Yes"), Button(title: "No")))
        let terminal = InteractiveTerminal(output: MemoryOutputStream(), encoder: .plain, size: (40, 5))
        terminal.show(root)
        #expect(terminal.frame.contains("› [1] Yes  [2] No"))
        terminal.handle(.tab)
        #expect(terminal.frame.contains("› [1] Yes  [2] No"))
    }

    @Test("lines of a taller column pad the shorter one")
    func tallColumn() {
        let root = row(Button(title: "OK"), Label(text: "First line\nSecond line\nThird"))
        let layout = FrameLayouter(options: LayoutOptions(width: 40)).layout(root, focus: nil)
        #expect(layout.plainText == """
              [1] OK  First line
                      Second line
                      Third
            """)
        #expect(layout.controls.map(\.line) == [0])
    }

    @Test("a long text shares what the short columns leave and wraps in its column")
    func longTextWraps() {
        let text = "Approve the sign-in request in the app on your phone"
        let root = row(Label(text: text), Button(title: "Cancel"))
        let layout = FrameLayouter(options: LayoutOptions(width: 30)).layout(root, focus: nil)
        // 28 columns: the button keeps its 10, the gap takes 2, the text gets 16.
        #expect(layout.plainText == """
              Approve the       [1] Cancel
              sign-in request
              in the app on
              your phone
            """)
        #expect(layout.controls.map(\.column) == [20])
        #expect(layout.lines.allSatisfy { $0.width <= 30 })
    }

    @Test("wide characters count two columns")
    func wideCharacters() throws {
        let root = row(Label(text: "日本語のタイトル"), Button(title: "閉じる"))
        let layout = FrameLayouter(options: LayoutOptions(width: 40)).layout(root, focus: nil)
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].width == 40)
        #expect(layout.lines[0].text == "  日本語のタイトル" + String(repeating: " ", count: 12) + "[1] 閉じる")
        #expect(try #require(layout.control(numbered: 1)).column == 30)
    }

    @Test("the stack's spacing sets the gap; controls keep their numbers at every width")
    func spacingAndNumbers() {
        let picker = Picker(name: "p", options: [.init(title: "A", value: "a"), .init(title: "B", value: "b")])
        let root = StackView()
        root.addArrangedSubview(Button(title: "First"))
        let stack = row(picker, LinkView(title: "Help"), Button(title: "Go"))
        stack.spacing = 32
        root.addArrangedSubview(stack)
        let wide = FrameLayouter(options: LayoutOptions(width: 60)).layout(root, focus: nil)
        #expect(wide.plainText == """
              [1] First

              [2] ( ) A    [4] Help    [5] Go
              [3] ( ) B
            """)
        #expect(wide.controls.map(\.line) == [0, 2, 3, 2, 2])
        #expect(wide.controls.map(\.column) == [2, 2, 2, 15, 27])
        let narrow = FrameLayouter(options: LayoutOptions(width: 20)).layout(root, focus: nil)
        #expect(narrow.controls.map(\.number) == wide.controls.map(\.number))
        let narrowLines = narrow.controls.map(\.line)
        #expect(narrowLines == narrowLines.sorted() && Set(narrowLines).count == 5, "one control under the other")
        #expect(narrow.controls.allSatisfy { $0.column == 2 })
    }

    @Test("hidden and empty children take no column; a row of one child is laid out as before")
    func hiddenChildren() {
        let hidden = Button(title: "Hidden")
        hidden.isHidden = true
        let root = row(Label(text: "Only"), hidden, LoadingIndicator(isAnimating: false))
        #expect(FrameLayouter(options: LayoutOptions(width: 40)).layout(root, focus: nil).plainText == "  Only")
    }

    @Test("column widths: natural when they fit, water filling when not, nil below the minimums")
    func columnWidths() {
        #expect(HorizontalStackLayout.columnWidths(natural: [7, 9], minimum: [4, 9], gap: 2, available: 78, stretching: 0) == [67, 9])
        #expect(HorizontalStackLayout.columnWidths(natural: [7, 9], minimum: [4, 9], gap: 2, available: 78, stretching: nil) == [7, 9])
        #expect(HorizontalStackLayout.columnWidths(natural: [50, 6, 50], minimum: [10, 6, 10], gap: 1, available: 40, stretching: 0) == [16, 6, 16])
        #expect(HorizontalStackLayout.columnWidths(natural: [50, 30], minimum: [10, 25], gap: 2, available: 40, stretching: nil) == [13, 25])
        #expect(HorizontalStackLayout.columnWidths(natural: [20, 20], minimum: [10, 9], gap: 2, available: 20, stretching: nil) == nil)
        #expect(HorizontalStackLayout.gap(spacing: nil) == 2)
        #expect(HorizontalStackLayout.gap(spacing: 16) == 2)
        #expect(HorizontalStackLayout.gap(spacing: 0) == 1)
    }
}
