public import HaapiGraphics

/// A theme's colour: an sRGB colour with 8-bit channels, written in themes as
/// `#RRGGBB` or `#RRGGBBAA` (HaapiGraphics' `RGBAColor`, the one
/// colour type of the package).
public typealias ThemeColor = RGBAColor

/// A named theme colour: one value for the light appearance and one for the dark.
public struct SemanticColor: Sendable, Hashable {
    /// The value in the light appearance.
    public var light: ThemeColor
    /// The value in the dark appearance.
    public var dark: ThemeColor

    /// Creates a colour with separate light and dark values.
    public init(light: ThemeColor, dark: ThemeColor) {
        self.light = light
        self.dark = dark
    }

    /// Creates a colour that is the same in both appearances.
    public init(_ both: ThemeColor) {
        self.init(light: both, dark: both)
    }

    /// The value for `appearance`.
    public func value(for appearance: Appearance) -> ThemeColor {
        switch appearance {
        case .light: light
        case .dark: dark
        }
    }
}
