public import HaapiGraphics
public import HaapiScreenKit

/// How a run of text looks in the terminal: colours and SGR text styles.
public struct TextAttributes: Sendable, Hashable {
    /// The text colour, or `nil` for the terminal's (or the screen's) default.
    public var foreground: ThemeColor?
    /// The background colour, or `nil` for the terminal's (or the screen's) default.
    public var background: ThemeColor?
    /// Bold (SGR 1).
    public var isBold: Bool
    /// Dim (SGR 2).
    public var isDim: Bool
    /// Italic (SGR 3).
    public var isItalic: Bool
    /// Underlined (SGR 4).
    public var isUnderlined: Bool
    /// Foreground and background swapped (SGR 7), used for focus without colours.
    public var isInverse: Bool

    /// Creates attributes; the defaults draw plain text.
    public init(
        foreground: ThemeColor? = nil, background: ThemeColor? = nil, isBold: Bool = false, isDim: Bool = false,
        isItalic: Bool = false, isUnderlined: Bool = false, isInverse: Bool = false
    ) {
        self.foreground = foreground.flatMap(Self.visible)
        self.background = background.flatMap(Self.visible)
        self.isBold = isBold
        self.isDim = isDim
        self.isItalic = isItalic
        self.isUnderlined = isUnderlined
        self.isInverse = isInverse
    }

    /// Plain text in the default colours.
    public static let plain = TextAttributes()

    /// A transparent colour (alpha under half) is no colour in a terminal.
    private static func visible(_ color: ThemeColor) -> ThemeColor? {
        color.alpha < 128 ? nil : color
    }
}

extension TextAttributes {
    /// The text colour, weight and slant of a resolved theme style.
    init(style: ResolvedStyle, textAttribute: StyleAttribute = .textAppearance) {
        let text = style.textStyle(textAttribute)
        self.init(
            foreground: style.textColor,
            isBold: (text?.weight.numericValue ?? 400) >= 600,
            isItalic: text?.isItalic ?? false
        )
    }
}
