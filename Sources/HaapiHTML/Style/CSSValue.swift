import HaapiGraphics
import HaapiScreenKit

/// A value of a style attribute, written as CSS.
///
/// Theme files are data too (an app's, but possibly loaded from elsewhere), so
/// nothing of a theme goes into the stylesheet as written: colours become
/// `#RRGGBB` or `rgb(... / a)` from their channels, lengths numbers with `px`,
/// weights CSS numbers, and font families CSS strings with every character other
/// than letters, digits, space, `-` and `_` written as a CSS escape (so `</style>`
/// or `*/` in a family name stays inside its string).
enum CSSValue: Hashable {
    /// A colour value (`#0B5FFF`) or a variable (`var(--hui-c-accent)`).
    case color(String)
    /// A length value (`16px`) or a variable.
    case length(String)
    /// A `font` shorthand value or a variable.
    case font(String)
    /// A whole number.
    case integer(Int)
    /// A text alignment.
    case alignment(TextAlignment)

    /// `color` as CSS.
    static func css(_ color: ThemeColor) -> String {
        guard color.alpha != 255 else { return color.hex }
        let alpha = Double(color.alpha) / 255
        return "rgb(\(color.red) \(color.green) \(color.blue) / \(number(alpha)))"
    }

    /// `points` as a CSS length (`16px`, `0.5px`).
    static func css(points: Double) -> String {
        number(points.isFinite ? max(points, 0) : 0) + "px"
    }

    /// `style` as the value of the CSS `font` shorthand.
    static func css(_ style: TextStyle) -> String {
        var parts: [String] = []
        if style.isItalic { parts.append("italic") }
        parts.append(String(style.weight.numericValue))
        parts.append(css(points: style.size) + "/1.4")
        if let family = style.fontFamily, !family.isEmpty {
            parts.append(cssString(family) + ", " + systemFonts)
        } else {
            parts.append(systemFonts)
        }
        return parts.joined(separator: " ")
    }

    /// The platform's interface fonts.
    static let systemFonts = "system-ui, -apple-system, \"Segoe UI\", Roboto, sans-serif"

    /// `text` as a double-quoted CSS string, escaping everything but letters,
    /// digits, space, `-` and `_` as `\HEX ` (so it cannot end the string, the rule,
    /// a comment or the `<style>` element).
    static func cssString(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", " ", "-", "_":
                output.unicodeScalars.append(scalar)
            default:
                // Controls and NUL cannot be escaped usefully in CSS; leave them out.
                guard scalar.value >= 0x20, scalar.value != 0x7F else { continue }
                output += "\\" + String(scalar.value, radix: 16) + " "
            }
        }
        return output + "\""
    }

    /// A number without needless digits (`16`, `0.5`, `0.333`).
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e9 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// `name` as a CSS identifier part: letters, digits, `-` and `_` kept, anything
    /// else `_`.
    static func identifier(_ name: String) -> String {
        var output = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_": output.unicodeScalars.append(scalar)
            default: output += "_"
            }
        }
        return output.isEmpty ? "_" : output
    }
}
