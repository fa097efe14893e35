/// A length in a style: points, or the name of a theme dimension.
public enum Length: Sendable, Hashable {
    /// A length in points.
    case points(Double)
    /// The name of an entry of the theme's dimensions.
    case dimension(String)
}

/// The value of one style attribute, before it is resolved against the theme.
public enum StyleValue: Sendable, Hashable {
    /// The name of a theme colour.
    case colorName(String)
    /// A length.
    case length(Length)
    /// The name of a theme text appearance.
    case textAppearance(String)
    /// The name of an image.
    case imageName(String)
    /// A whole number, 0 or more.
    case integer(Int)
    /// A text alignment.
    case textAlignment(TextAlignment)

    /// The kind of attribute this value fits.
    public var kind: StyleAttribute.Kind {
        switch self {
        case .colorName: .color
        case .length: .length
        case .textAppearance: .textAppearance
        case .imageName: .image
        case .integer: .integer
        case .textAlignment: .textAlignment
        }
    }
}
