/// Distances from the four edges of a view to its content, in points.
public struct EdgeInsets: Sendable, Hashable {
    /// Top inset.
    public var top: Double
    /// Left inset.
    public var left: Double
    /// Bottom inset.
    public var bottom: Double
    /// Right inset.
    public var right: Double

    /// Creates insets.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()
}

/// A style with every name looked up: colours for one appearance, lengths in
/// points, text appearances as ``TextStyle`` values. Views carry one of these.
public struct ResolvedStyle: Sendable, Hashable {
    /// One resolved attribute value.
    public enum Value: Sendable, Hashable {
        /// A colour.
        case color(ThemeColor)
        /// A length in points.
        case length(Double)
        /// A text style.
        case textStyle(TextStyle)
        /// An image name.
        case imageName(String)
        /// A whole number.
        case integer(Int)
        /// A text alignment.
        case textAlignment(TextAlignment)
    }

    /// The appearance the colours were resolved for.
    public var appearance: Appearance
    /// The resolved attributes.
    public var values: [StyleAttribute: Value]

    /// Creates a resolved style.
    public init(appearance: Appearance = .light, values: [StyleAttribute: Value] = [:]) {
        self.appearance = appearance
        self.values = values
    }

    /// A style that sets nothing (renderers use their own defaults).
    public static let empty = ResolvedStyle()

    /// The colour `attribute` resolves to, if it is a set colour attribute.
    public func color(_ attribute: StyleAttribute) -> ThemeColor? {
        if case .color(let color)? = values[attribute] { return color }
        return nil
    }

    /// The length `attribute` resolves to, if it is a set length attribute.
    public func length(_ attribute: StyleAttribute) -> Double? {
        if case .length(let length)? = values[attribute] { return length }
        return nil
    }

    /// The text style `attribute` resolves to, if it is a set text appearance attribute.
    public func textStyle(_ attribute: StyleAttribute) -> TextStyle? {
        if case .textStyle(let style)? = values[attribute] { return style }
        return nil
    }

    /// The image name of `attribute`, if set.
    public func imageName(_ attribute: StyleAttribute) -> String? {
        if case .imageName(let name)? = values[attribute] { return name }
        return nil
    }

    /// The whole number `attribute` is set to, if it is a set integer attribute.
    public func integer(_ attribute: StyleAttribute) -> Int? {
        if case .integer(let value)? = values[attribute] { return value }
        return nil
    }

    /// The alignment `attribute` is set to, if it is a set alignment attribute.
    public func textAlignment(_ attribute: StyleAttribute) -> TextAlignment? {
        if case .textAlignment(let alignment)? = values[attribute] { return alignment }
        return nil
    }

    /// `backgroundColorName`, resolved.
    public var backgroundColor: ThemeColor? { color(.backgroundColorName) }
    /// `textColorName`, resolved.
    public var textColor: ThemeColor? { color(.textColorName) }
    /// `tintColorName`, resolved.
    public var tintColor: ThemeColor? { color(.tintColorName) }
    /// `borderColorName`, resolved.
    public var borderColor: ThemeColor? { color(.borderColorName) }
    /// `disabledBackgroundColorName`, resolved.
    public var disabledBackgroundColor: ThemeColor? { color(.disabledBackgroundColorName) }
    /// `highlightedBackgroundColorName`, resolved.
    public var highlightedBackgroundColor: ThemeColor? { color(.highlightedBackgroundColorName) }
    /// `disabledTextColorName`, resolved.
    public var disabledTextColor: ThemeColor? { color(.disabledTextColorName) }
    /// `textLineClamp`: the most lines shown; 0 (or unset) shows every line.
    public var textLineClamp: Int? { integer(.textLineClamp) }
    /// `textAlignment`.
    public var textAlignment: TextAlignment? { textAlignment(.textAlignment) }
    /// `textAppearance`, resolved.
    public var textStyle: TextStyle? { textStyle(.textAppearance) }
    /// `cornerRadius` in points.
    public var cornerRadius: Double? { length(.cornerRadius) }
    /// `borderWidth` in points.
    public var borderWidth: Double? { length(.borderWidth) }
    /// `spacing` in points.
    public var spacing: Double? { length(.spacing) }
    /// The four paddings (unset ones are 0).
    public var padding: EdgeInsets {
        EdgeInsets(
            top: length(.paddingTop) ?? 0, left: length(.paddingLeft) ?? 0,
            bottom: length(.paddingBottom) ?? 0, right: length(.paddingRight) ?? 0
        )
    }
}
