/// The weight of a font, from thinnest to heaviest (CSS weights 100 to 900).
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The CSS numeric weight: 100 for ``ultraLight`` ... 900 for ``black``.
    public var numericValue: Int {
        (FontWeight.allCases.firstIndex(of: self)! + 1) * 100
    }

    /// Reads a weight name (case, spaces, `-` and `_` ignored; `normal`, `semiBold`,
    /// `demibold`, `extraBold` and `extraLight` accepted) or a CSS number 100...900.
    public init?(name: String) {
        let folded = name.lowercased().filter { $0.isLetter || $0.isNumber }
        if let number = Int(folded) {
            guard number % 100 == 0, (100...900).contains(number) else { return nil }
            self = FontWeight.allCases[number / 100 - 1]
            return
        }
        let aliases: [String: FontWeight] = [
            "normal": .regular, "book": .regular, "demibold": .semibold,
            "extrabold": .heavy, "ultrabold": .heavy, "extralight": .ultraLight,
            "hairline": .thin,
        ]
        if let alias = aliases[folded] { self = alias; return }
        guard let weight = FontWeight.allCases.first(where: { $0.rawValue.lowercased() == folded }) else { return nil }
        self = weight
    }
}

/// How text looks: font family, size and weight (a theme's text appearance).
public struct TextStyle: Sendable, Hashable {
    /// The font family, or `nil` for the platform's system font.
    public var fontFamily: String?
    /// The size in points (always more than zero).
    public var size: Double
    /// The weight.
    public var weight: FontWeight
    /// Whether the italic face is used.
    public var isItalic: Bool

    /// Creates a text style.
    public init(fontFamily: String? = nil, size: Double, weight: FontWeight = .regular, isItalic: Bool = false) {
        self.fontFamily = fontFamily
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
    }
}
