/// One attribute a style may set, such as `paddingTop` or `backgroundColorName`.
///
/// The name is the key used in theme files; the kind says what value it takes.
public struct StyleAttribute: Sendable, Hashable, CustomStringConvertible {
    /// What an attribute's value is.
    public enum Kind: String, Sendable, Hashable {
        /// The name of a theme colour.
        case color
        /// A length in points, or the name of a theme dimension; never negative.
        case length
        /// The name of a theme text appearance.
        case textAppearance
        /// The name of an image.
        case image
        /// A whole number, 0 or more (such as a number of lines).
        case integer
        /// A ``TextAlignment``.
        case textAlignment
    }

    /// The key in theme files.
    public let name: String
    /// What the value is.
    public let kind: Kind

    private init(_ name: String, _ kind: Kind) {
        self.name = name
        self.kind = kind
    }

    public var description: String { name }

    /// Looks an attribute up by its theme-file key.
    public init?(name: String) {
        guard let attribute = Self.all.first(where: { $0.name == name }) else { return nil }
        self = attribute
    }

    /// `paddingTop`: a length in points or a dimension name.
    public static let paddingTop = StyleAttribute("paddingTop", .length)
    /// `paddingLeft`: a length in points or a dimension name.
    public static let paddingLeft = StyleAttribute("paddingLeft", .length)
    /// `paddingBottom`: a length in points or a dimension name.
    public static let paddingBottom = StyleAttribute("paddingBottom", .length)
    /// `paddingRight`: a length in points or a dimension name.
    public static let paddingRight = StyleAttribute("paddingRight", .length)
    /// `spacing`: a length in points or a dimension name.
    public static let spacing = StyleAttribute("spacing", .length)
    /// `cornerRadius`: a length in points or a dimension name.
    public static let cornerRadius = StyleAttribute("cornerRadius", .length)
    /// `borderWidth`: a length in points or a dimension name.
    public static let borderWidth = StyleAttribute("borderWidth", .length)
    /// `minHeight`: a length in points or a dimension name.
    public static let minHeight = StyleAttribute("minHeight", .length)
    /// `minWidth`: a length in points or a dimension name.
    public static let minWidth = StyleAttribute("minWidth", .length)
    /// `backgroundColorName`: a colour name.
    public static let backgroundColorName = StyleAttribute("backgroundColorName", .color)
    /// `textColorName`: a colour name.
    public static let textColorName = StyleAttribute("textColorName", .color)
    /// `tintColorName`: a colour name.
    public static let tintColorName = StyleAttribute("tintColorName", .color)
    /// `borderColorName`: a colour name.
    public static let borderColorName = StyleAttribute("borderColorName", .color)
    /// `placeholderTextColorName`: a colour name.
    public static let placeholderTextColorName = StyleAttribute("placeholderTextColorName", .color)
    /// `errorTextColorName`: a colour name.
    public static let errorTextColorName = StyleAttribute("errorTextColorName", .color)
    /// `selectedBackgroundColorName`: a colour name.
    public static let selectedBackgroundColorName = StyleAttribute("selectedBackgroundColorName", .color)
    /// `selectedTextColorName`: a colour name.
    public static let selectedTextColorName = StyleAttribute("selectedTextColorName", .color)
    /// `progressTintColorName`: a colour name.
    public static let progressTintColorName = StyleAttribute("progressTintColorName", .color)
    /// `trackTintColorName`: a colour name.
    public static let trackTintColorName = StyleAttribute("trackTintColorName", .color)
    /// `textAppearance`: a text appearance name.
    public static let textAppearance = StyleAttribute("textAppearance", .textAppearance)
    /// `titleTextAppearance`: a text appearance name.
    public static let titleTextAppearance = StyleAttribute("titleTextAppearance", .textAppearance)
    /// `imageName`: an image name.
    public static let imageName = StyleAttribute("imageName", .image)
    /// `closeButtonImageName`: an image name.
    public static let closeButtonImageName = StyleAttribute("closeButtonImageName", .image)
    /// `closeButtonMinHeight`: a length in points or a dimension name.
    public static let closeButtonMinHeight = StyleAttribute("closeButtonMinHeight", .length)
    /// `closeButtonMinWidth`: a length in points or a dimension name.
    public static let closeButtonMinWidth = StyleAttribute("closeButtonMinWidth", .length)
    /// `closeButtonTintColorName`: a colour name.
    public static let closeButtonTintColorName = StyleAttribute("closeButtonTintColorName", .color)

    /// `disabledBackgroundColorName`: a colour name, the background while the control is disabled.
    public static let disabledBackgroundColorName = StyleAttribute("disabledBackgroundColorName", .color)
    /// `highlightedBackgroundColorName`: a colour name, the background while the control is pressed.
    public static let highlightedBackgroundColorName = StyleAttribute("highlightedBackgroundColorName", .color)
    /// `disabledTextColorName`: a colour name, the text colour while the control is disabled.
    public static let disabledTextColorName = StyleAttribute("disabledTextColorName", .color)
    /// `textLineClamp`: the most lines of text shown, a whole number; 0 shows every line.
    public static let textLineClamp = StyleAttribute("textLineClamp", .integer)
    /// `textAlignment`: `left`, `center`, `right`, `natural` or `justified`.
    public static let textAlignment = StyleAttribute("textAlignment", .textAlignment)

    /// Every attribute this version knows.
    public static let all: [StyleAttribute] = [
        .paddingTop, .paddingLeft, .paddingBottom, .paddingRight, .spacing, .cornerRadius,
        .borderWidth, .minHeight, .minWidth, .backgroundColorName, .textColorName,
        .tintColorName, .borderColorName, .placeholderTextColorName, .errorTextColorName,
        .selectedBackgroundColorName, .selectedTextColorName, .progressTintColorName,
        .trackTintColorName, .textAppearance, .titleTextAppearance, .imageName,
        .closeButtonImageName, .closeButtonMinHeight, .closeButtonMinWidth,
        .closeButtonTintColorName, .disabledBackgroundColorName, .highlightedBackgroundColorName,
        .disabledTextColorName, .textLineClamp, .textAlignment,
    ]
}
