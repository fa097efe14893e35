import HaapiGraphics

/// Reading single values, and the errors that name where they are.
extension ThemeReader {
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
