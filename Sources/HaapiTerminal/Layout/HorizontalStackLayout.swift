import HaapiScreenKit

/// How a horizontal stack's children share a line: the column widths and the
/// gap between columns. Pure arithmetic, no views.
///
/// Each child has a natural width (its widest line when it may use the whole
/// width) and a minimum width (its widest line when laid out as narrow as the
/// layouter goes: wrapped text, but buttons, fields and QR codes keep their
/// width). When the minimums and the gaps fit, short children keep their
/// natural width and the others share what is left; otherwise the stack is laid
/// out vertically.
enum HorizontalStackLayout {
    /// The narrowest width a column is measured at (the layouter never wraps text narrower).
    static let narrowestWidth = 10

    /// The columns between two children for a stack `spacing` in points (about
    /// 8 points a column, at least 1), or 2 when the stack has no spacing.
    static func gap(spacing: Double?) -> Int {
        guard let spacing, spacing.isFinite else { return 2 }
        return max(1, Int((spacing / 8).rounded()))
    }

    /// The width of each column, or `nil` when the minimum widths and the gaps do
    /// not fit in `available` columns.
    ///
    /// - Parameters:
    ///   - natural: each child's natural width.
    ///   - minimum: each child's minimum width.
    ///   - gap: the columns between neighbouring children.
    ///   - available: the columns of the whole row.
    ///   - stretching: the child that takes the columns left over when every
    ///     child has its natural width (a title pushes the controls after it to
    ///     the right edge); `nil` leaves them empty at the end of the line.
    static func columnWidths(natural: [Int], minimum: [Int], gap: Int, available: Int, stretching: Int?) -> [Int]? {
        precondition(natural.count == minimum.count)
        let minimum = minimum.map { max($0, 0) }
        let natural = zip(natural, minimum).map { max($0, $1) }
        let space = available - gap * max(natural.count - 1, 0)
        guard space >= minimum.reduce(0, +) else { return nil }
        var widths = natural
        let naturalTotal = natural.reduce(0, +)
        if naturalTotal <= space {
            if let stretching, widths.indices.contains(stretching) { widths[stretching] += space - naturalTotal }
            return widths
        }
        // Water filling: children narrower than a fair share keep their natural
        // width, children that cannot go below a share keep their minimum, and the
        // rest split what is left (the leftmost get the odd columns).
        var open = Array(widths.indices)
        var remaining = space
        while !open.isEmpty {
            let share = remaining / open.count
            var settled = open.filter { natural[$0] <= share }
            if settled.isEmpty { settled = open.filter { minimum[$0] > share } }
            if settled.isEmpty {
                var extra = remaining - share * open.count
                for index in open {
                    widths[index] = share + (extra > 0 ? 1 : 0)
                    extra -= 1
                }
                break
            }
            for index in settled {
                widths[index] = natural[index] <= share ? natural[index] : minimum[index]
                remaining -= widths[index]
            }
            open.removeAll { settled.contains($0) }
        }
        return widths
    }
}

extension LayoutBuilder {
    /// Lays out `stack`'s visible children side by side, one column each, and
    /// returns `true`; returns `false`, adding nothing, when fewer than two
    /// children draw anything or their minimum widths do not fit.
    ///
    /// Controls are numbered column by column (left column first), as the
    /// vertical layout numbers them, so numbers do not change with the width.
    mutating func placeSideBySide(_ stack: StackView) -> Bool {
        let available = textWidth
        var children: [View] = []
        var natural: [Int] = []
        var minimum: [Int] = []
        var number = nextNumber
        for child in stack.subviews where !child.isHidden {
            let wide = column(child, width: available, firstNumber: number)
            guard !wide.lines.isEmpty else { continue }
            let narrow = column(child, width: HorizontalStackLayout.narrowestWidth, firstNumber: number)
            number = wide.nextNumber
            children.append(child)
            natural.append(wide.lines.map(\.width).max() ?? 0)
            minimum.append(narrow.lines.map(\.width).max() ?? 0)
        }
        let gap = HorizontalStackLayout.gap(spacing: stack.spacing ?? stack.style.spacing)
        let stretching = children.firstIndex { $0 is Label || $0 is MessageView }
        guard children.count > 1,
              let widths = HorizontalStackLayout.columnWidths(
                  natural: natural, minimum: minimum, gap: gap, available: available, stretching: stretching
              ) else { return false }

        var cells: [LayoutBuilder] = []
        for (child, width) in zip(children, widths) {
            let cell = column(child, width: width, firstNumber: nextNumber)
            nextNumber = cell.nextNumber
            cells.append(cell)
        }
        var offsets: [Int] = []
        var offset = indent + gutterWidth
        for width in widths {
            offsets.append(offset)
            offset += width + gap
        }
        let firstLine = lines.count
        for (cell, offset) in zip(cells, offsets) {
            for placed in cell.controls {
                controls.append(PlacedControl(id: placed.id, control: placed.control, line: firstLine + placed.line,
                                              column: offset + placed.column, number: placed.number))
            }
        }
        let height = cells.map(\.lines.count).max() ?? 0
        for row in 0..<height {
            addRow(row, of: cells, widths: widths, gap: gap)
        }
        return true
    }

    /// `view` laid out alone in a column `width` wide, numbering from `firstNumber`.
    private func column(_ view: View, width: Int, firstNumber: Int) -> LayoutBuilder {
        var columnOptions = options
        columnOptions.width = width
        var builder = LayoutBuilder(options: columnOptions, focus: focus, qrCache: qrCache, screenControls: screenControls, gutterWidth: 0, firstNumber: firstNumber)
        view.accept(&builder)
        return builder
    }

    /// Adds line `row` of the columns: the gutter, then each column's line padded
    /// to its width, up to the last column that has text on this line.
    private mutating func addRow(_ row: Int, of cells: [LayoutBuilder], widths: [Int], gap: Int) {
        let cellLines = cells.map { row < $0.lines.count ? $0.lines[row] : StyledLine() }
        guard let last = cellLines.lastIndex(where: { !$0.spans.isEmpty }) else {
            lines.append(StyledLine())
            return
        }
        let focused = cells.contains { $0.focusedLines.contains(row) }
        if focused { focusedLines.insert(lines.count) }
        var spans = [lead(focused: focused)]
        for index in 0...last {
            if index > 0 { spans.append(StyledSpan(String(repeating: " ", count: gap))) }
            spans += cellLines[index].fitted(to: widths[index], padded: index < last)
        }
        lines.append(StyledLine(spans.filter { !$0.text.isEmpty }))
    }
}

extension StyledLine {
    /// The spans cut to `width` columns (a wide character that would cross the
    /// edge becomes a space) and, when `padded`, filled with spaces up to it.
    fileprivate func fitted(to width: Int, padded: Bool) -> [StyledSpan] {
        var result: [StyledSpan] = []
        var used = 0
        for span in spans where used < width {
            var text = DisplayWidth.prefix(span.text, columns: width - used)
            used += DisplayWidth.of(text)
            if text.count < span.text.count {
                text += String(repeating: " ", count: width - used)
                used = width
            }
            result.append(StyledSpan(text, span.attributes))
        }
        if padded, used < width { result.append(StyledSpan(String(repeating: " ", count: width - used))) }
        return result
    }
}
