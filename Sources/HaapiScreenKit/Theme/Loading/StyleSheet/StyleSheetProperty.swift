/// What an NSS property of a style sheet sets in the theme model.
///
/// | property | sets |
/// |---|---|
/// | `font-color`, `font-color-normal` | `textColorName` |
/// | `font-color-disabled` | `disabledTextColorName` |
/// | `font-color-selected` | `selectedTextColorName` |
/// | `background-color`, `background-color-normal`, `bar-tint-color` | `backgroundColorName` |
/// | `background-color-disabled` | `disabledBackgroundColorName` |
/// | `background-color-highlighted` | `highlightedBackgroundColorName` |
/// | `background-color-selected` | `selectedBackgroundColorName` |
/// | `background-tint-color`, `tint-color` | `tintColorName` |
/// | `border-color` | `borderColorName` |
/// | `placeholder-color` | `placeholderTextColorName` |
/// | `corner-radius`, `border-width` | `cornerRadius`, `borderWidth` |
/// | `padding` (1 to 4 lengths, top right bottom left) | `paddingTop` ... `paddingLeft` |
/// | `image-name`, `image` | `imageName` |
/// | `text-line-clamp` | `textLineClamp` |
/// | `text-align` | `textAlignment` |
/// | `font-style`, `font-size`, `font-name` | `textAppearance` |
/// | `bar-style` | nothing: checked, then reported as a warning |
enum StyleSheetProperty: Sendable, Hashable {
    /// Sets one attribute from one value.
    case attribute(StyleAttribute)
    /// `font-style`: a UIKit text style name.
    case fontStyle
    /// `font-size`: points.
    case fontSize
    /// `font-name`: `system`, `boldSystem`, ... or a family name.
    case fontName
    /// `padding`: one to four lengths.
    case padding
    /// `bar-style`: a navigation bar's style, which HaapiKit has no equivalent of.
    case barStyle

    /// The property named `name` in a style sheet, if this version knows it.
    init?(name: String) {
        guard let property = Self.byName[name] else { return nil }
        self = property
    }

    private static let byName: [String: StyleSheetProperty] = [
        "font-color": .attribute(.textColorName),
        "font-color-normal": .attribute(.textColorName),
        "font-color-disabled": .attribute(.disabledTextColorName),
        "font-color-selected": .attribute(.selectedTextColorName),
        "background-color": .attribute(.backgroundColorName),
        "background-color-normal": .attribute(.backgroundColorName),
        "background-color-disabled": .attribute(.disabledBackgroundColorName),
        "background-color-highlighted": .attribute(.highlightedBackgroundColorName),
        "background-color-selected": .attribute(.selectedBackgroundColorName),
        "bar-tint-color": .attribute(.backgroundColorName),
        "background-tint-color": .attribute(.tintColorName),
        "tint-color": .attribute(.tintColorName),
        "border-color": .attribute(.borderColorName),
        "placeholder-color": .attribute(.placeholderTextColorName),
        "corner-radius": .attribute(.cornerRadius),
        "border-width": .attribute(.borderWidth),
        "image-name": .attribute(.imageName),
        "image": .attribute(.imageName),
        "text-line-clamp": .attribute(.textLineClamp),
        "text-align": .attribute(.textAlignment),
        "font-style": .fontStyle,
        "font-size": .fontSize,
        "font-name": .fontName,
        "padding": .padding,
        "bar-style": .barStyle,
    ]

    /// The bar styles `bar-style` accepts (UIKit's `UIBarStyle`).
    static let barStyles: Set<String> = ["default", "black", "blackTranslucent", "blackOpaque"]
}
