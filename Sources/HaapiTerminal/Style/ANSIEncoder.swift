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
        // One string for the whole line: each span's codes and text are appended to it.
        var output = ""
        output.reserveCapacity(line.spans.reduce(width) { $0 + $1.text.utf8.count + 48 })
        for span in line.spans {
            var attributes = span.attributes
            if attributes.background == nil { attributes.background = background }
            append(span.text[...], attributes, to: &output)
        }
        if let background {
            let lineWidth = line.width
            if width > lineWidth {
                append(Self.spaces(width - lineWidth), TextAttributes(background: background), to: &output)
            }
        }
        return output
    }

    /// `text` wrapped in the SGR codes of `attributes` (and a reset after it).
    public func encode(_ text: String, _ attributes: TextAttributes) -> String {
        var output = ""
        append(text[...], attributes, to: &output)
        return output
    }

    /// `count` spaces, cut from a stored run when it is long enough.
    private static func spaces(_ count: Int) -> Substring {
        guard count <= spaceRun.utf8.count else { return Substring(String(repeating: " ", count: count)) }
        return spaceRun[..<spaceRun.utf8.index(spaceRun.startIndex, offsetBy: count)]
    }

    private static let spaceRun = String(repeating: " ", count: 256)

    /// Appends `text` wrapped in the SGR codes of `attributes` (and a reset after it),
    /// or `text` alone when there is no code to write.
    private func append(_ text: Substring, _ attributes: TextAttributes, to output: inout String) {
        guard !text.isEmpty else { return }
        let hasStyle = usesTextStyles
            && (attributes.isBold || attributes.isDim || attributes.isItalic || attributes.isUnderlined || attributes.isInverse)
        let writesColors = colorDepth != .none
        guard hasStyle || (writesColors && (attributes.foreground != nil || attributes.background != nil)) else {
            output.append(contentsOf: text)
            return
        }
        output += "\u{1B}["
        var isFirst = true
        func separate() {
            if !isFirst { output += ";" }
            isFirst = false
        }
        func style(_ isSet: Bool, _ code: String) {
            guard usesTextStyles, isSet else { return }
            separate()
            output += code
        }
        style(attributes.isBold, "1")
        style(attributes.isDim, "2")
        style(attributes.isItalic, "3")
        style(attributes.isUnderlined, "4")
        style(attributes.isInverse, "7")
        if writesColors, let foreground = attributes.foreground {
            separate()
            ANSIColor.appendParameters(for: foreground, depth: colorDepth, background: false, to: &output)
        }
        if writesColors, let background = attributes.background {
            separate()
            ANSIColor.appendParameters(for: background, depth: colorDepth, background: true, to: &output)
        }
        output += "m"
        output.append(contentsOf: text)
        output += "\u{1B}[0m"
    }
}
