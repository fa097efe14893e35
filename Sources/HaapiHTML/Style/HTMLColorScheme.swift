import HaapiScreenKit

/// Which of the theme's appearances a page uses.
public enum HTMLColorScheme: String, Sendable, Hashable, CaseIterable {
    /// The person's system setting: light colours, dark ones under
    /// `@media (prefers-color-scheme: dark)`; `<meta name="color-scheme" content="light dark">`.
    case system
    /// Always the light colours.
    case light
    /// Always the dark colours.
    case dark

    /// The `content` of the page's `color-scheme` meta element.
    public var metaContent: String {
        switch self {
        case .system: "light dark"
        case .light: "light"
        case .dark: "dark"
        }
    }

    /// The appearance of the page's base colours (dark adds a media query only for ``system``).
    var baseAppearance: Appearance { self == .dark ? .dark : .light }
}
