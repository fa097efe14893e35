import HaapiUI

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
        let background = colorDepth == .none ? nil : screenBackground
        var output = ""
        for span in line.spans {
            var attributes = span.attributes
            if attributes.background == nil { attributes.background = background }
            output += encode(span.text, attributes)
        }
        if let background, width > line.width {
            output += encode(String(repeating: " ", count: width - line.width), TextAttributes(background: background))
        }
        return output
    }

    /// `text` wrapped in the SGR codes of `attributes` (and a reset after it).
    public func encode(_ text: String, _ attributes: TextAttributes) -> String {
        let codes = parameters(attributes)
        guard !codes.isEmpty, !text.isEmpty else { return text }
        return "\u{1B}[" + codes.joined(separator: ";") + "m" + text + "\u{1B}[0m"
    }

    private func parameters(_ attributes: TextAttributes) -> [String] {
        var codes: [String] = []
        if usesTextStyles {
            if attributes.isBold { codes.append("1") }
            if attributes.isDim { codes.append("2") }
            if attributes.isItalic { codes.append("3") }
            if attributes.isUnderlined { codes.append("4") }
            if attributes.isInverse { codes.append("7") }
        }
        if let foreground = attributes.foreground,
           let code = ANSIColor.parameters(for: foreground, depth: colorDepth, background: false) {
            codes.append(code)
        }
        if let background = attributes.background,
           let code = ANSIColor.parameters(for: background, depth: colorDepth, background: true) {
            codes.append(code)
        }
        return codes
    }
}
