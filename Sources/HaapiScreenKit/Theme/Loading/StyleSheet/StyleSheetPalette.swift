import HaapiGraphics

/// The names a style sheet may use without defining them: the SAP Fiori palette
/// names of seed 002's examples, UIKit's colour words, and UIKit's text styles.
enum StyleSheetPalette {
    /// Fiori palette names and the stock colour each stands for. `@primary1` uses a
    /// theme colour named `primary1` when there is one, and this otherwise.
    static let fioriColors: [String: String] = [
        "primary1": "hui_text_primary",       // Fiori's primary label colour
        "primary2": "hui_text_secondary",     // secondary label
        "primary6": "hui_background",         // cell and header background
        "primary7": "hui_text_secondary",     // quaternary label, the quietest text
        "tintColor": "hui_accent",
        "tintColorDark": "hui_accent",
        "line": "hui_border",
        "negative": "hui_error",
        "backgroundGradientTop": "hui_text_primary",  // the dark navigation bar tone
    ]

    /// UIKit's colour words (`UIColor.red` ...) as sRGB.
    static let colorWords: [String: ThemeColor] = [
        "black": ThemeColor(red: 0, green: 0, blue: 0),
        "darkgray": ThemeColor(red: 0x55, green: 0x55, blue: 0x55),
        "gray": ThemeColor(red: 0x80, green: 0x80, blue: 0x80),
        "lightgray": ThemeColor(red: 0xAA, green: 0xAA, blue: 0xAA),
        "white": ThemeColor(red: 0xFF, green: 0xFF, blue: 0xFF),
        "red": ThemeColor(red: 0xFF, green: 0, blue: 0),
        "green": ThemeColor(red: 0, green: 0xFF, blue: 0),
        "blue": ThemeColor(red: 0, green: 0, blue: 0xFF),
        "cyan": ThemeColor(red: 0, green: 0xFF, blue: 0xFF),
        "yellow": ThemeColor(red: 0xFF, green: 0xFF, blue: 0),
        "magenta": ThemeColor(red: 0xFF, green: 0, blue: 0xFF),
        "orange": ThemeColor(red: 0xFF, green: 0x80, blue: 0),
        "purple": ThemeColor(red: 0x80, green: 0, blue: 0x80),
        "brown": ThemeColor(red: 0x99, green: 0x66, blue: 0x33),
        "clear": ThemeColor(red: 0, green: 0, blue: 0, alpha: 0),
    ]

    /// UIKit's text styles (`UIFont.TextStyle`) at the default content size; a
    /// `font-style` adds the one it names to the theme, under this name, when the
    /// theme has no text appearance of that name.
    static let textStyles: [String: TextStyle] = [
        "largeTitle": TextStyle(size: 34),
        "title1": TextStyle(size: 28),
        "title2": TextStyle(size: 22),
        "title3": TextStyle(size: 20),
        "headline": TextStyle(size: 17, weight: .semibold),
        "subheadline": TextStyle(size: 15),
        "body": TextStyle(size: 17),
        "callout": TextStyle(size: 16),
        "footnote": TextStyle(size: 13),
        "caption1": TextStyle(size: 12),
        "caption2": TextStyle(size: 11),
    ]

    /// The text style names in UIKit's order, for messages.
    static let textStyleNames = [
        "largeTitle", "title1", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
        "caption1", "caption2",
    ]

    /// `font-name` words for the system font, by weight (and slant).
    static let systemFonts: [String: (weight: FontWeight, isItalic: Bool)] = [
        "system": (.regular, false),
        "ultraLightSystem": (.ultraLight, false),
        "thinSystem": (.thin, false),
        "lightSystem": (.light, false),
        "mediumSystem": (.medium, false),
        "semiboldSystem": (.semibold, false),
        "boldSystem": (.bold, false),
        "heavySystem": (.heavy, false),
        "blackSystem": (.black, false),
        "italicSystem": (.regular, true),
    ]
}
