import HaapiGraphics

/// Reads a theme document (already parsed to a ``ThemeNode``) over a base theme
/// and string catalog, checking every value as it goes so errors name the key
/// path as written in the file.
///
/// Definitions (colours, dimensions, text appearances) are read before styles, so
/// a style may use names defined in the same file or in the base theme.
struct ThemeReader {
    let file: String
    let policy: UnknownKeyPolicy
    var theme: Theme
    var strings: StringCatalog
    var warnings: [ThemeWarning] = []

    init(file: String, policy: UnknownKeyPolicy, theme: Theme, strings: StringCatalog) {
        self.file = file
        self.policy = policy
        self.theme = theme
        self.strings = strings
    }

    // MARK: Documents

    /// The plist shape of seeds 000 and 004: screen and component names at the
    /// top, with `Colors`, `Dimensions`, `TextAppearances`, `Strings` and
    /// English `hui_*` string overrides beside them.
    mutating func readPropertyListDocument(_ root: ThemeNode) throws(ThemeError) {
        let entries = try dictionary(root, [])
        let definitions = ["Colors", "Dimensions", "TextAppearances"]
        if let node = entries["Colors"] { try readColors(node, ["Colors"]) }
        if let node = entries["Dimensions"] { try readDimensions(node, ["Dimensions"]) }
        if let node = entries["TextAppearances"] { try readTextAppearances(node, ["TextAppearances"]) }
        for (key, node) in entries.sorted(by: { $0.key < $1.key }) {
            if definitions.contains(key) { continue }
            if key == "Strings" {
                try readStrings(node, [key])
            } else if let target = theme.styleTarget(named: key) {
                try readStyle(node, of: target, on: nil, [key])
            } else if key.hasPrefix("hui_") {
                try readStringOverride(StringKey(rawValue: key), node, language: .english, [key])
            } else {
                try unknown([key], "not a screen, component, section or hui_ string key")
            }
        }
    }

    /// The JSON shape of seed 003: `colors` (light/dark), `dimensions`,
    /// `textStyles`, plus `styles` (screens and components) and `strings`.
    mutating func readJSONDocument(_ root: ThemeNode) throws(ThemeError) {
        let entries = try dictionary(root, [])
        if let node = entries["colors"] { try readColors(node, ["colors"]) }
        if let node = entries["dimensions"] { try readDimensions(node, ["dimensions"]) }
        if let node = entries["textStyles"] { try readTextAppearances(node, ["textStyles"]) }
        if let node = entries["styles"] {
            for (key, style) in try dictionary(node, ["styles"]).sorted(by: { $0.key < $1.key }) {
                guard let target = theme.styleTarget(named: key) else {
                    try unknown(["styles", key], "not a screen or component name")
                    continue
                }
                try readStyle(style, of: target, on: nil, ["styles", key])
            }
        }
        if let node = entries["strings"] { try readStrings(node, ["strings"]) }
        let known: Set = ["colors", "dimensions", "textStyles", "styles", "strings"]
        for key in entries.keys.sorted() where !known.contains(key) {
            try unknown([key], "expected colors, dimensions, textStyles, styles or strings")
        }
    }

    /// A `.strings` file (or any flat dictionary) of overrides for one language.
    mutating func readStringsDocument(_ root: ThemeNode, language: Language) throws(ThemeError) {
        try readStringTable(root, language: language, [])
    }

    // MARK: Definitions

    mutating func readColors(_ node: ThemeNode, _ path: [String]) throws(ThemeError) {
        for (name, value) in try dictionary(node, path).sorted(by: { $0.key < $1.key }) {
            let colorPath = path + [name]
            switch value {
            case .string(let hex):
                theme.colors[name] = SemanticColor(try color(hex, colorPath))
            case .dictionary(let modes):
                // A missing light value keeps the existing one (an error for a new
                // colour); a missing dark value keeps the existing one, or follows light.
                let existing = theme.colors[name]
                let light: ThemeColor
                if let lightNode = modes["light"] {
                    light = try color(try string(lightNode, colorPath + ["light"]), colorPath + ["light"])
                } else if let existing {
                    light = existing.light
                } else {
                    throw ThemeError(file: file, keyPath: colorPath + ["light"], reason: .missingKey)
                }
                var dark = existing?.dark ?? light
                if let darkNode = modes["dark"] {
                    dark = try color(try string(darkNode, colorPath + ["dark"]), colorPath + ["dark"])
                }
                for key in modes.keys.sorted() where key != "light" && key != "dark" {
                    try unknown(colorPath + [key], "a colour has only light and dark")
                }
                theme.colors[name] = SemanticColor(light: light, dark: dark)
            default:
                throw wrongType("a hex colour or a dictionary with light and dark", value, colorPath)
            }
        }
    }

    mutating func readDimensions(_ node: ThemeNode, _ path: [String]) throws(ThemeError) {
        for (name, value) in try dictionary(node, path).sorted(by: { $0.key < $1.key }) {
            let points = try number(value, path + [name])
            try ThemeCheck.length(points, file: file, path: path + [name])
            theme.dimensions[name] = points
        }
    }

    mutating func readTextAppearances(_ node: ThemeNode, _ path: [String]) throws(ThemeError) {
        for (name, value) in try dictionary(node, path).sorted(by: { $0.key < $1.key }) {
            let stylePath = path + [name]
            let fields = try dictionary(value, stylePath)
            var style = theme.textAppearances[name]
            if style == nil {
                guard fields["size"] != nil else { throw ThemeError(file: file, keyPath: stylePath + ["size"], reason: .missingKey) }
                style = TextStyle(size: 1)
            }
            guard var style else { continue }
            for (key, field) in fields.sorted(by: { $0.key < $1.key }) {
                let fieldPath = stylePath + [key]
                switch key {
                case "fontFamily":
                    let family = try string(field, fieldPath)
                    style.fontFamily = family.isEmpty ? nil : family
                case "size":
                    style.size = try number(field, fieldPath)
                    try ThemeCheck.fontSize(style.size, file: file, path: fieldPath)
                case "weight":
                    style.weight = try weight(field, fieldPath)
                case "style":
                    (style.weight, style.isItalic) = try face(try string(field, fieldPath), fieldPath)
                case "italic":
                    guard case .bool(let italic) = field else { throw wrongType("a Boolean", field, fieldPath) }
                    style.isItalic = italic
                default:
                    try unknown(fieldPath, "a text style has fontFamily, size, weight, style and italic")
                }
            }
            theme.textAppearances[name] = style
        }
    }

    // MARK: Styles

    mutating func readStyle(_ node: ThemeNode, of target: StyleTarget, on screen: StyleTarget?, _ path: [String]) throws(ThemeError) {
        var style: Style
        if let screen {
            style = theme.screenComponentStyles[screen]?[target] ?? Style()
        } else {
            style = theme.style(for: target)
        }
        for (key, value) in try dictionary(node, path).sorted(by: { $0.key < $1.key }) {
            let keyPath = path + [key]
            if let attribute = StyleAttribute(name: key), target.attributes.contains(attribute) {
                style.set(attribute, try styleValue(value, for: attribute, keyPath))
            } else if screen == nil, target.category == .screen,
                      let component = theme.styleTarget(named: key), component.category == .component {
                try readStyle(value, of: component, on: target, keyPath)
            } else if StyleAttribute(name: key) != nil {
                try unknown(keyPath, "\(target.name) has no attribute \(key)")
            } else {
                try unknown(keyPath, target.category == .screen && screen == nil
                    ? "not an attribute of \(target.name) or a component name"
                    : "not an attribute of \(target.name)")
            }
        }
        if let screen {
            theme.screenComponentStyles[screen, default: [:]][target] = style
        } else {
            theme.styles[target] = style
        }
    }

    private func styleValue(_ node: ThemeNode, for attribute: StyleAttribute, _ path: [String]) throws(ThemeError) -> StyleValue {
        let value: StyleValue
        switch attribute.kind {
        case .color:
            value = .colorName(try string(node, path, expected: "a colour name"))
        case .textAppearance:
            value = .textAppearance(try string(node, path, expected: "a text appearance name"))
        case .image:
            value = .imageName(try string(node, path, expected: "an image name"))
        case .length:
            switch node {
            case .number(let points): value = .length(.points(points))
            case .string(let name): value = .length(.dimension(name))
            default: throw wrongType("a number or a dimension name", node, path)
            }
        case .integer:
            let number = try self.number(node, path, expected: "a whole number")
            try ThemeCheck.count(number, file: file, path: path)
            value = .integer(Int(number))
        case .textAlignment:
            let name = try string(node, path, expected: "a text alignment")
            guard let alignment = TextAlignment(rawValue: name) else {
                throw ThemeError(file: file, keyPath: path, reason: .invalidValue(
                    "\"\(name)\" is not a text alignment (left, center, right, natural or justified)"))
            }
            value = .textAlignment(alignment)
        }
        try theme.checkReference(value, file: file, path: path)
        return value
    }

    // MARK: Strings

    mutating func readStrings(_ node: ThemeNode, _ path: [String]) throws(ThemeError) {
        for (tag, table) in try dictionary(node, path).sorted(by: { $0.key < $1.key }) {
            guard let language = Language(tag: tag) else {
                throw ThemeError(file: file, keyPath: path + [tag], reason: .invalidValue("\"\(tag)\" is not a language tag such as en, nl or sv-SE"))
            }
            try readStringTable(table, language: language, path + [tag])
        }
    }

    mutating func readStringTable(_ node: ThemeNode, language: Language, _ path: [String]) throws(ThemeError) {
        for (key, value) in try dictionary(node, path).sorted(by: { $0.key < $1.key }) {
            try readStringOverride(StringKey(rawValue: key), value, language: language, path + [key])
        }
    }

    mutating func readStringOverride(_ key: StringKey, _ node: ThemeNode, language: Language, _ path: [String]) throws(ThemeError) {
        let override: StringOverride
        switch node {
        case .string(let text):
            override = .text(text)
        case .dictionary(let forms):
            var parsed: [[PluralCategory]: String] = [:]
            for (formKey, form) in forms.sorted(by: { $0.key < $1.key }) {
                guard let categories = PluralForms.formKey(formKey) else {
                    throw ThemeError(file: file, keyPath: path + [formKey], reason: .invalidValue(
                        "\"\(formKey)\" is not a plural form (zero, one, two, few, many, other, or those joined by dots)"))
                }
                parsed[categories] = try string(form, path + [formKey])
            }
            override = .plural(parsed)
        default:
            throw wrongType("a string or a dictionary of plural forms", node, path)
        }
        do {
            try strings.override(key, with: override, language: language)
        } catch {
            switch error {
            case .unknownStockKey:
                try unknown(path, "HaapiUI has no string \(key.rawValue)")
            case .unsupportedLanguage(let code):
                throw ThemeError(file: file, keyPath: Array(path.dropLast()), reason: .unsupportedLanguage(code))
            case .placeholderMismatch(_, let expected, let found):
                throw ThemeError(file: file, keyPath: path, reason: .placeholderMismatch(expected: expected, found: found))
            case .invalidFormat(_, let formatError):
                throw ThemeError(file: file, keyPath: path, reason: .invalidFormat(formatError.description))
            case .pluralNotAllowed:
                throw wrongType("a string (\(key.rawValue) has no plural forms)", node, path)
            case .invalidPluralForms(_, let formsError):
                throw ThemeError(file: file, keyPath: path, reason: .invalidValue(formsError.description))
            }
        }
    }

    // MARK: Helpers

    mutating func unknown(_ path: [String], _ hint: String) throws(ThemeError) {
        switch policy {
        case .reject:
            throw ThemeError(file: file, keyPath: path, reason: .unknownKey)
        case .report:
            warnings.append(ThemeWarning(file: file, keyPath: path, message: "unknown key, skipped: \(hint)"))
        }
    }

    func wrongType(_ expected: String, _ node: ThemeNode, _ path: [String]) -> ThemeError {
        ThemeError(file: file, keyPath: path, reason: .wrongType(expected: expected, found: node.typeDescription))
    }

    func dictionary(_ node: ThemeNode, _ path: [String]) throws(ThemeError) -> [String: ThemeNode] {
        guard case .dictionary(let entries) = node else { throw wrongType("a dictionary", node, path) }
        return entries
    }

    func string(_ node: ThemeNode, _ path: [String], expected: String = "a string") throws(ThemeError) -> String {
        guard case .string(let text) = node else { throw wrongType(expected, node, path) }
        return text
    }

    func number(_ node: ThemeNode, _ path: [String], expected: String = "a number") throws(ThemeError) -> Double {
        guard case .number(let value) = node else { throw wrongType(expected, node, path) }
        return value
    }

    func color(_ hex: String, _ path: [String]) throws(ThemeError) -> ThemeColor {
        guard let color = ThemeColor(hex: hex) else { throw ThemeError(file: file, keyPath: path, reason: .invalidHex(hex)) }
        return color
    }

    func weight(_ node: ThemeNode, _ path: [String]) throws(ThemeError) -> FontWeight {
        let name: String
        switch node {
        case .string(let text): name = text
        case .number(let value): name = value == value.rounded() ? String(Int(value)) : String(value)
        default: throw wrongType("a weight name or number", node, path)
        }
        guard let weight = FontWeight(name: name) else {
            throw ThemeError(file: file, keyPath: path, reason: .invalidValue(
                "\"\(name)\" is not a font weight (thin ... black, or 100 ... 900)"))
        }
        return weight
    }

    /// Reads a face name such as `Regular`, `Bold` or `Semibold Italic`.
    func face(_ text: String, _ path: [String]) throws(ThemeError) -> (FontWeight, Bool) {
        var words = text.split(separator: " ").map { $0.lowercased() }
        let italic = words.contains("italic") || words.contains("oblique")
        words.removeAll { $0 == "italic" || $0 == "oblique" }
        if words.isEmpty { return (.regular, italic) }
        guard let weight = FontWeight(name: words.joined()) else {
            throw ThemeError(file: file, keyPath: path, reason: .invalidValue(
                "\"\(text)\" is not a font face such as Regular, Bold or Semibold Italic"))
        }
        return (weight, italic)
    }
}
