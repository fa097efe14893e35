/// Screen and component styles.
extension ThemeReader {
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
}
