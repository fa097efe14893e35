import HaapiScreenKit

/// Rich text (a label's `richText`): paragraphs, bold words and links.
extension LayoutBuilder {
    /// Adds `text` wrapped to the width by ``RichTextWrapper``, each line moved as
    /// the style's `textAlignment` says. The style's `textLineClamp` is not applied:
    /// rich text is the long text of a screen (an agreement), shown whole.
    mutating func addRichText(_ text: RichText, _ attributes: TextAttributes, style: ResolvedStyle) {
        for line in RichTextWrapper.lines(of: text, attributes: attributes, width: textWidth) {
            let indent = TextWrapper.indent(for: style.textAlignment, lineWidth: RichTextWrapper.width(of: line), width: textWidth)
            addLine((indent > 0 ? [StyledSpan(String(repeating: " ", count: indent))] : []) + line)
        }
    }
}
