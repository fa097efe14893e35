import HaapiGraphics

/// How a style sheet's values become theme values: colours, lengths, numbers,
/// alignments, image names and fonts.
extension StyleSheetReader {
    /// The last `font-style`, `font-size` and `font-name` of a block, which make
    /// one text appearance together.
    struct FontDeclarations {
        var style: (value: String, site: Site)?
        var size: (value: String, site: Site)?
        var name: (value: String, site: Site)?

        /// The first of them in the file, where an error about all three is reported.
        var firstSite: Site? {
            [style?.site, size?.site, name?.site].compactMap { $0 }
                .min { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
        }
    }

    mutating func styleValue(_ text: String, for attribute: StyleAttribute, _ site: Site) throws(ThemeError) -> StyleValue {
        switch attribute.kind {
        case .color:
            return .colorName(try colorName(text, site))
        case .length:
            return .length(try length(text, site))
        case .image:
            let name = Self.unquoted(text)
            guard !name.isEmpty else { throw error(.invalidValue("an image name cannot be empty"), site) }
            return .imageName(name)
        case .integer:
            guard let count = Int(text), count >= 0, count <= Int(Int32.max) else {
                throw error(.invalidValue("\"\(text)\" is not a whole number of 0 or more"), site)
            }
            return .integer(count)
        case .textAlignment:
            guard let alignment = TextAlignment(rawValue: text) else {
                throw error(.invalidValue("\"\(text)\" is not a text alignment (left, center, right, natural or justified)"), site)
            }
            return .textAlignment(alignment)
        case .textAppearance:
            guard theme.textAppearances[text] != nil else { throw error(.unknownTextAppearance(text), site) }
            return .textAppearance(text)
        }
    }

    // MARK: Colours

    /// The theme colour `text` names, adding literal colours to the theme.
    ///
    /// `@name` is a theme colour, else a Fiori palette name's stock colour.
    /// `#RGB`, `#RRGGBB` and `#AARRGGBB` (alpha first, as NSS writes it), `clear`
    /// and UIKit's colour words become a colour named `nss_RRGGBB` (or
    /// `nss_RRGGBBAA` when not opaque), the same in light and dark.
    mutating func colorName(_ text: String, _ site: Site) throws(ThemeError) -> String {
        if text.hasPrefix("@") {
            let name = String(text.dropFirst())
            if theme.colors[name] != nil { return name }
            if let stock = StyleSheetPalette.fioriColors[name], theme.colors[stock] != nil { return stock }
            throw error(.unknownVariable(name), site)
        }
        guard let color = Self.literalColor(text) else { throw error(.invalidColor(text), site) }
        let name = "nss_" + color.hex.dropFirst()
        theme.colors[name] = SemanticColor(color)
        return name
    }

    /// A colour written as hex or a colour word, if `text` is one.
    static func literalColor(_ text: String) -> ThemeColor? {
        guard text.hasPrefix("#") else { return StyleSheetPalette.colorWords[text.lowercased()] }
        var digits: [UInt8] = []
        for scalar in text.unicodeScalars.dropFirst() {
            guard let digit = hexDigit(scalar) else { return nil }
            digits.append(digit)
        }
        func pair(_ index: Int) -> UInt8 { digits[index] << 4 | digits[index + 1] }
        switch digits.count {
        case 3:
            return ThemeColor(red: digits[0] * 17, green: digits[1] * 17, blue: digits[2] * 17)
        case 6:
            return ThemeColor(red: pair(0), green: pair(2), blue: pair(4))
        case 8:
            return ThemeColor(red: pair(2), green: pair(4), blue: pair(6), alpha: pair(0))
        default:
            return nil
        }
    }

    private static func hexDigit(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": UInt8(scalar.value - 48)
        case "a"..."f": UInt8(scalar.value - 87)
        case "A"..."F": UInt8(scalar.value - 55)
        default: nil
        }
    }

    // MARK: Numbers

    /// Points, or `@name` of a theme dimension.
    func length(_ text: String, _ site: Site) throws(ThemeError) -> Length {
        if text.hasPrefix("@") {
            let name = String(text.dropFirst())
            guard theme.dimensions[name] != nil else { throw error(.unknownVariable(name), site) }
            return .dimension(name)
        }
        let points = try number(text, site)
        guard points >= 0 else { throw error(.negativeValue(points), site) }
        return .points(points)
    }

    /// A decimal number such as `8`, `0.5` or `-2`.
    func number(_ text: String, _ site: Site) throws(ThemeError) -> Double {
        let allowed = text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || $0 == "." || $0 == "-" || $0 == "+" }
        guard allowed, let value = Double(text), value.isFinite else {
            throw error(.invalidValue("\"\(text)\" is not a number"), site)
        }
        return value
    }

    /// `padding`: one to four lengths, in CSS order (top, right, bottom, left).
    func padding(_ text: String, _ site: Site) throws(ThemeError) -> [(StyleAttribute, Length)] {
        var lengths: [Length] = []
        for word in text.split(separator: " ") { lengths.append(try length(String(word), site)) }
        let top: Length, right: Length, bottom: Length, left: Length
        switch lengths.count {
        case 1: (top, right, bottom, left) = (lengths[0], lengths[0], lengths[0], lengths[0])
        case 2: (top, right, bottom, left) = (lengths[0], lengths[1], lengths[0], lengths[1])
        case 3: (top, right, bottom, left) = (lengths[0], lengths[1], lengths[2], lengths[1])
        case 4: (top, right, bottom, left) = (lengths[0], lengths[1], lengths[2], lengths[3])
        default: throw error(.invalidValue("padding takes 1 to 4 lengths (top right bottom left)"), site)
        }
        return [(.paddingTop, top), (.paddingRight, right), (.paddingBottom, bottom), (.paddingLeft, left)]
    }

    // MARK: Fonts

    /// The text appearance a block's font declarations make.
    ///
    /// `font-style` alone names a UIKit text style (added to the theme when
    /// missing). With `font-size` or `font-name`, the appearance is synthesized as
    /// `nss_<class without fdl>`: the text style's, or else the class's current
    /// one, with the size and font put over it.
    mutating func textAppearance(_ font: FontDeclarations, over style: Style, for placement: Placement) throws(ThemeError) -> String {
        var base: TextStyle?
        if case let (value, site)? = font.style {
            guard let name = StyleSheetPalette.textStyleNames.first(where: { $0.lowercased() == value.lowercased() }) else {
                let names = StyleSheetPalette.textStyleNames.joined(separator: ", ")
                throw error(.invalidValue("\"\(value)\" is not a text style (\(names))"), site)
            }
            if theme.textAppearances[name] == nil { theme.textAppearances[name] = StyleSheetPalette.textStyles[name] }
            guard font.size != nil || font.name != nil else { return name }
            base = theme.textAppearances[name]
        }
        var text = base ?? currentTextStyle(of: style) ?? StyleSheetPalette.textStyles["body"] ?? TextStyle(size: 17)
        if case let (value, site)? = font.size {
            let size = try number(value, site)
            guard size > 0 else { throw error(.invalidValue("a font size must be more than 0"), site) }
            text.size = size
        }
        if case let (value, site)? = font.name {
            let name = Self.unquoted(value)
            if let system = StyleSheetPalette.systemFonts[name] {
                (text.fontFamily, text.weight, text.isItalic) = (nil, system.weight, system.isItalic)
            } else {
                guard !name.isEmpty else { throw error(.invalidValue("a font name cannot be empty"), site) }
                (text.fontFamily, text.weight, text.isItalic) = (name, .regular, false)
            }
        }
        let name = "nss_" + placement.name
        theme.textAppearances[name] = text
        return name
    }

    private func currentTextStyle(of style: Style) -> TextStyle? {
        guard case .textAppearance(let name)? = style[.textAppearance] else { return nil }
        return theme.textAppearances[name]
    }

    /// `"My Logo.png"` → `My Logo.png`; text without quotes is kept.
    static func unquoted(_ text: String) -> String {
        for quote in ["\"", "'"] where text.count >= 2 && text.hasPrefix(quote) && text.hasSuffix(quote) {
            return String(text.dropFirst().dropLast())
        }
        return text
    }
}
