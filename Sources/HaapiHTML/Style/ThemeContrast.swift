public import HaapiGraphics
public import HaapiScreenKit

/// The text and background colour pairs a theme draws, with their WCAG contrast,
/// for one appearance: what a test (or an app checking its own theme) compares
/// with ``WCAGContrast/minimumTextRatio``.
///
/// For each style target that sets a text colour: the text on its own background,
/// or on the screen's background when it has none or a transparent one; a
/// field's placeholder on its background and its error text on the screen's; a
/// tab's selected text on its selected background.
///
/// ```swift
/// let failing = ThemeContrast.pairs(in: theme, appearance: .dark).filter { $0.ratio < WCAGContrast.minimumTextRatio }
/// ```
public enum ThemeContrast {
    /// One pair of colours a theme draws.
    public struct Pair: Sendable, Hashable, CustomStringConvertible {
        /// Where it is drawn: `PrimaryButton`, `InputTextField placeholder`, ...
        public var name: String
        /// The text colour.
        public var foreground: ThemeColor
        /// The colour behind it (opaque).
        public var background: ThemeColor
        /// The contrast ratio, 1 ... 21.
        public var ratio: Double

        public var description: String {
            "\(name): \(foreground.hex) on \(background.hex) = \((ratio * 100).rounded() / 100):1"
        }
    }

    /// The pairs of `theme` in `appearance`, sorted by name.
    public static func pairs(in theme: Theme, appearance: Appearance) -> [Pair] {
        let screenStyle = theme.resolvedStyle(for: .haapiFlowViewController, appearance: appearance)
        let white = ThemeColor(red: 255, green: 255, blue: 255)
        let screenBackground = screenStyle.backgroundColor.map { WCAGContrast.composite($0, over: white) } ?? white
        func opaque(_ color: ThemeColor?) -> ThemeColor {
            guard let color, color.alpha > 0 else { return screenBackground }
            return WCAGContrast.composite(color, over: screenBackground)
        }
        func pair(_ name: String, _ foreground: ThemeColor, _ background: ThemeColor) -> Pair {
            Pair(name: name, foreground: foreground, background: background,
                 ratio: WCAGContrast.ratio(foreground, on: background, base: screenBackground))
        }
        var pairs: [Pair] = []
        for (name, target) in theme.styleTargets.sorted(by: { $0.key < $1.key }) {
            let style = theme.resolvedStyle(for: target, appearance: appearance)
            let background = opaque(style.backgroundColor)
            if let text = style.textColor { pairs.append(pair(name, text, background)) }
            if let placeholder = style.color(.placeholderTextColorName) { pairs.append(pair(name + " placeholder", placeholder, background)) }
            if let error = style.color(.errorTextColorName) { pairs.append(pair(name + " error", error, screenBackground)) }
            if let selected = style.color(.selectedTextColorName) {
                pairs.append(pair(name + " selected", selected, opaque(style.color(.selectedBackgroundColorName) ?? style.backgroundColor)))
            }
        }
        return pairs
    }
}
