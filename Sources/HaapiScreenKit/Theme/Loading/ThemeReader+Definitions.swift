/// Colours, dimensions and text appearances.
extension ThemeReader {
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
}
