public import HaapiScreenKit

/// Writes styled lines as terminal text: SGR escape codes for the colours a
/// terminal supports, or no escape codes at all.
///
/// ```swift
/// let encoder = ANSIEncoder(colorDepth: .ansi256, usesTextStyles: true)
/// let text = encoder.encode(StyledLine([StyledSpan("Error", TextAttributes(isBold: true))]))
/// // "\u{1B}[1mError\u{1B}[0m"
/// ```
public struct ANSIEncoder: Sendable, Hashable {
    /// The colours used; ``ColorDepth/none`` drops every colour.
    public var colorDepth: ColorDepth
    /// Whether bold, dim, italic, underline and inverse are written.
    public var usesTextStyles: Bool

    /// Creates an encoder.
    public init(colorDepth: ColorDepth, usesTextStyles: Bool) {
        self.colorDepth = colorDepth
        self.usesTextStyles = usesTextStyles
    }

    /// An encoder that writes no escape codes at all (`--plain`, or output that is not a terminal).
    public static let plain = ANSIEncoder(colorDepth: .none, usesTextStyles: false)

    /// Whether this encoder ever writes an escape code.
    public var writesEscapeCodes: Bool { usesTextStyles || colorDepth != .none }

    /// The line as terminal text.
    ///
    /// - Parameters:
    ///   - line: the line to write.
    ///   - screenBackground: the background painted under spans that set none, and
    ///     after the text up to `width` (ignored at depth none).
    ///   - width: the width to paint the background to.
    public func encode(_ line: StyledLine, screenBackground: ThemeColor? = nil, width: Int = 0) -> String {
        var output = TerminalBytes(capacity: line.spans.reduce(width) { $0 + $1.text.utf8.count + 48 })
        write(line, screenBackground: screenBackground, width: width, to: &output)
        return output.text
    }

    /// `text` wrapped in the SGR codes of `attributes` (and a reset after it).
    public func encode(_ text: String, _ attributes: TextAttributes) -> String {
        var output = TerminalBytes(capacity: text.utf8.count + 48)
        write(text, attributes, to: &output)
        return output.text
    }

    /// Writes `line` as ``encode(_:screenBackground:width:)`` encodes it to `output`.
    func write(_ line: StyledLine, screenBackground: ThemeColor?, width: Int, to output: inout TerminalBytes) {
        let background = colorDepth == .none ? nil : screenBackground
        for span in line.spans {
            var attributes = span.attributes
            if attributes.background == nil { attributes.background = background }
            write(span.text, attributes, to: &output)
        }
        if let background {
            let lineWidth = line.width
            if width > lineWidth {
                let attributes = TextAttributes(background: background)
                let painted = writesCodes(attributes)
                if painted { writeCodes(attributes, to: &output) }
                output.appendSpaces(width - lineWidth)
                if painted { output.append("\u{1B}[0m") }
            }
        }
    }

    /// Writes `text` wrapped in the SGR codes of `attributes` (and a reset after it),
    /// or `text` alone when there is no code to write.
    private func write(_ text: String, _ attributes: TextAttributes, to output: inout TerminalBytes) {
        guard !text.isEmpty else { return }
        guard writesCodes(attributes) else {
            output.append(text)
            return
        }
        writeCodes(attributes, to: &output)
        output.append(text)
        output.append("\u{1B}[0m")
    }

    /// Whether `attributes` need an SGR code from this encoder.
    private func writesCodes(_ attributes: TextAttributes) -> Bool {
        let hasStyle = usesTextStyles
            && (attributes.isBold || attributes.isDim || attributes.isItalic || attributes.isUnderlined || attributes.isInverse)
        return hasStyle || (colorDepth != .none && (attributes.foreground != nil || attributes.background != nil))
    }

    /// Writes the SGR code that sets `attributes` (`ESC [ … m`).
    private func writeCodes(_ attributes: TextAttributes, to output: inout TerminalBytes) {
        output.append("\u{1B}[")
        var isFirst = true
        func separate() {
            if !isFirst { output.append(";") }
            isFirst = false
        }
        func style(_ isSet: Bool, _ code: StaticString) {
            guard usesTextStyles, isSet else { return }
            separate()
            output.append(code)
        }
        style(attributes.isBold, "1")
        style(attributes.isDim, "2")
        style(attributes.isItalic, "3")
        style(attributes.isUnderlined, "4")
        style(attributes.isInverse, "7")
        if colorDepth != .none, let foreground = attributes.foreground {
            separate()
            ANSIColor.writeParameters(for: foreground, depth: colorDepth, background: false, to: &output)
        }
        if colorDepth != .none, let background = attributes.background {
            separate()
            ANSIColor.writeParameters(for: background, depth: colorDepth, background: true, to: &output)
        }
        output.append("m")
    }
}
