import Foundation
public import HaapiScreenKit

/// Lays a view tree out as lines of styled text for a terminal.
///
/// Vertical order follows the tree. A horizontal stack puts its children side by
/// side, in columns on the same lines, when their narrowest widths fit the width;
/// otherwise it falls back to one child under the other (see
/// `HorizontalStackLayout.swift`). Hidden views are skipped, and so is the content of
/// collapsed expandable views. Every text goes through ``TerminalText/sanitize(_:)``.
/// Buttons, links, checkboxes, picker options and expandable titles are numbered
/// `[1]`, `[2]`, … in tree order (in a row of columns: the left column's first)
/// so the person can pick them by number; each ``PlacedControl`` records the line
/// and the column it starts at.
///
/// ```swift
/// let layout = FrameLayouter(options: LayoutOptions(width: 60)).layout(root, focus: nil)
/// print(layout.plainText)
/// ```
@MainActor
public struct FrameLayouter {
    /// The width, mode and texts used.
    public var options: LayoutOptions
    /// Decoded QR images, kept across layouts of the same screen.
    let qrCache: QRCache

    /// Creates a layouter.
    public init(options: LayoutOptions) {
        self.init(options: options, qrCache: QRCache())
    }

    init(options: LayoutOptions, qrCache: QRCache) {
        self.options = options
        self.qrCache = qrCache
    }

    /// Lays out `root`, marking the control `focus` (when interactive).
    public func layout(_ root: View, focus: ControlID?) -> FrameLayout {
        var builder = LayoutBuilder(options: options, focus: focus, qrCache: qrCache, screenControls: ScreenControls(root: root))
        builder.place(root, separateChildren: true)
        // Trailing blank lines go; painted ones (a QR code's quiet zone) stay.
        while builder.lines.last?.spans.allSatisfy({ $0.attributes.background == nil && $0.text.allSatisfy { $0 == " " } }) == true {
            builder.lines.removeLast()
        }
        return FrameLayout(lines: builder.lines, controls: builder.controls, background: root.style.backgroundColor)
    }
}

/// QR codes decoded from PNG bytes, so a redraw does not decode them again.
@MainActor
final class QRCache {
    private var entries: [Data: HalfBlockQR?] = [:]

    /// The QR code in `png`, or `nil` when it is not one.
    func qr(in png: Data) -> HalfBlockQR? {
        if let cached = entries[png] { return cached }
        let qr = try? HalfBlockQR(png: png)
        if entries.count > 16 { entries.removeAll() }
        entries[png] = qr
        return qr
    }
}

/// The walk that builds one layout.
@MainActor
struct LayoutBuilder: ViewVisitor {
    let options: LayoutOptions
    let focus: ControlID?
    let qrCache: QRCache
    /// The controls of the whole screen, which give each placed control its id.
    let screenControls: ScreenControls
    /// The columns before each line's content for the focus marker (`› `): 2 for a
    /// screen, 0 for a column of a row (the row draws one gutter for all columns).
    let gutterWidth: Int
    var lines: [StyledLine] = []
    var controls: [PlacedControl] = []
    /// The indices of the lines that show the focused control.
    var focusedLines: Set<Int> = []
    var indent = 0
    /// The number the next numbered control gets.
    var nextNumber: Int

    init(
        options: LayoutOptions, focus: ControlID?, qrCache: QRCache, screenControls: ScreenControls, gutterWidth: Int = 2,
        firstNumber: Int = 1
    ) {
        self.options = options
        self.focus = focus
        self.qrCache = qrCache
        self.screenControls = screenControls
        self.gutterWidth = gutterWidth
        self.nextNumber = firstNumber
    }

    /// The columns left for text after the indent and the gutter.
    var textWidth: Int { max(options.width - indent - gutterWidth, 10) }

    /// Lays out `view` unless it is hidden; with `separateChildren`, its visible
    /// children are separated by a blank line (except a horizontal stack's, which
    /// may stand side by side).
    mutating func place(_ view: View, separateChildren: Bool = false) {
        guard !view.isHidden else { return }
        let isRow = (view as? StackView)?.axis == .horizontal
        if separateChildren, !view.subviews.isEmpty, !(view is ExpandableView), !isRow {
            placeChildren(of: view, separated: true)
        } else {
            view.accept(&self)
        }
    }

    mutating func placeChildren(of view: View, separated: Bool) {
        for child in view.subviews where !child.isHidden {
            let before = lines.count
            if separated, !lines.isEmpty { lines.append(StyledLine()) }
            let afterSeparator = lines.count
            child.accept(&self)
            if lines.count == afterSeparator { lines.removeSubrange(before..<afterSeparator) }
        }
    }

    // MARK: Line building

    /// Adds a line: indent, gutter (`› ` on the focused control), then `spans`.
    mutating func addLine(_ spans: [StyledSpan], focused: Bool = false) {
        if focused { focusedLines.insert(lines.count) }
        var kept: [StyledSpan] = []
        kept.reserveCapacity(spans.count + 1)
        let lead = lead(focused: focused)
        if !lead.text.isEmpty { kept.append(lead) }
        for span in spans where !span.text.isEmpty { kept.append(span) }
        lines.append(StyledLine(kept))
    }

    /// The start of a line: the indent, then the gutter (`› ` on the focused control).
    func lead(focused: Bool) -> StyledSpan {
        let marker = gutterWidth == 0 ? "" : (focused && options.isInteractive ? "› " : "  ")
        return StyledSpan(indent == 0 ? marker : String(repeating: " ", count: indent) + marker, TextAttributes(isBold: focused))
    }

    /// Adds `text` wrapped to the width, each line prefixed by `prefix` (the first)
    /// or spaces as wide (the rest). With `style`, its `textLineClamp` limits the
    /// lines (the last kept ends with `…`) and its `textAlignment` `center` or
    /// `right` moves each line.
    mutating func addWrapped(
        _ text: String, _ attributes: TextAttributes, prefix: StyledSpan? = nil, focused: Bool = false,
        style: ResolvedStyle? = nil
    ) {
        let prefixWidth = prefix.map { DisplayWidth.of($0.text) } ?? 0
        let width = textWidth - prefixWidth
        var wrapped = TextWrapper.wrap(TerminalText.sanitize(text), width: width)
        if let limit = style?.textLineClamp { wrapped = TextWrapper.clamp(wrapped, to: limit, width: width) }
        for (index, line) in wrapped.enumerated() {
            var spans: [StyledSpan] = []
            if let prefix {
                spans.append(index == 0 ? prefix : StyledSpan(String(repeating: " ", count: prefixWidth), prefix.attributes))
            }
            let indent = TextWrapper.indent(for: style?.textAlignment, lineWidth: DisplayWidth.of(line), width: width)
            if indent > 0 { spans.append(StyledSpan(String(repeating: " ", count: indent))) }
            spans.append(StyledSpan(line, attributes))
            addLine(spans, focused: focused && index == 0)
        }
    }

    /// Registers `control` at the next line and returns its number label (`[3] `)
    /// and whether it has the focus.
    mutating func placeControl(_ control: ScreenControl) -> (label: StyledSpan, focused: Bool) {
        var number: Int?
        if control.isNumbered {
            number = nextNumber
            nextNumber += 1
        }
        var option: Int?
        if case .pickerOption(_, let index) = control { option = index }
        let id = screenControls.id(of: control.view, option: option)
            ?? ControlID(rawValue: ControlID.sanitized(control.view.identifier ?? control.view.kindName))
        controls.append(PlacedControl(id: id, control: control, line: lines.count, column: indent + gutterWidth, number: number))
        let focused = id == focus
        let label = number.map { StyledSpan("[\($0)] ", TextAttributes(isBold: focused)) } ?? StyledSpan("")
        return (label, focused)
    }

    /// `attributes` marked as focused: swapped colours when interactive.
    func focusing(_ attributes: TextAttributes, _ focused: Bool) -> TextAttributes {
        var attributes = attributes
        if focused, options.isInteractive { attributes.isInverse = true }
        return attributes
    }
}
