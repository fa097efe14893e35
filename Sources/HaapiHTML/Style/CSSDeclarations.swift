import HaapiScreenKit

/// The CSS rules for one style: the declarations of its element and those of its
/// parts (placeholder, title, error text, states), built from attribute values
/// already written as ``CSSValue``s.
struct CSSDeclarations {
    /// Declarations by selector suffix, in a stable order: `""` for the element
    /// itself, pseudo-classes and elements (`::placeholder`, `:disabled`), and the
    /// companion classes `-title` and `-error` (`.hui-t-InputTextField-title`), which
    /// the renderer puts on a control's label and error text.
    private(set) var parts: [(suffix: String, declarations: [String])] = []

    init(_ values: [StyleAttribute: CSSValue]) {
        var own: [String] = []
        func color(_ attribute: StyleAttribute) -> String? {
            if case .color(let value)? = values[attribute] { return value }
            return nil
        }
        func length(_ attribute: StyleAttribute) -> String? {
            if case .length(let value)? = values[attribute] { return value }
            return nil
        }
        func font(_ attribute: StyleAttribute) -> String? {
            if case .font(let value)? = values[attribute] { return value }
            return nil
        }
        if let value = color(.backgroundColorName) { own.append("background-color:\(value)") }
        if let value = color(.textColorName) { own.append("color:\(value)") }
        if let value = color(.tintColorName) { own.append("accent-color:\(value)") }
        if let value = length(.borderWidth) { own.append("border-width:\(value);border-style:solid") }
        if let value = color(.borderColorName) { own.append("border-color:\(value)") }
        if let value = length(.cornerRadius) { own.append("border-radius:\(value)") }
        if let value = length(.paddingTop) { own.append("padding-top:\(value)") }
        if let value = length(.paddingBottom) { own.append("padding-bottom:\(value)") }
        // Left and right are the leading and trailing sides, so right-to-left pages mirror.
        if let value = length(.paddingLeft) { own.append("padding-inline-start:\(value)") }
        if let value = length(.paddingRight) { own.append("padding-inline-end:\(value)") }
        if let value = length(.minHeight) { own.append("min-height:\(value)") }
        if let value = length(.minWidth) { own.append("min-width:\(value)") }
        if let value = length(.spacing) { own.append("gap:\(value)") }
        if let value = font(.textAppearance) { own.append("font:\(value)") }
        if case .alignment(let alignment)? = values[.textAlignment] { own.append("text-align:\(Self.css(alignment))") }
        if case .integer(let lines)? = values[.textLineClamp], lines > 0 {
            own.append("display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:\(lines);line-clamp:\(lines);overflow:hidden")
        }
        if let value = color(.progressTintColorName) {
            own.append("--hui-progress:\(value)")
        }
        if let value = color(.trackTintColorName) { own.append("--hui-track:\(value)") }
        add("", own)
        if let value = color(.placeholderTextColorName) { add("::placeholder", ["color:\(value)"]) }
        if let value = font(.titleTextAppearance) { add("-title", ["font:\(value)"]) }
        if let value = color(.errorTextColorName) { add("-error", ["color:\(value)"]) }
        var disabled: [String] = []
        if let value = color(.disabledBackgroundColorName) { disabled.append("background-color:\(value)") }
        if let value = color(.disabledTextColorName) { disabled.append("color:\(value)") }
        add(":disabled", disabled)
        if let value = color(.highlightedBackgroundColorName) { add(":active:not(:disabled)", ["background-color:\(value)"]) }
        var selected: [String] = []
        if let value = color(.selectedBackgroundColorName) { selected.append("background-color:\(value)") }
        if let value = color(.selectedTextColorName) { selected.append("color:\(value)") }
        add("[aria-pressed=\"true\"]", selected)
    }

    private mutating func add(_ suffix: String, _ declarations: [String]) {
        guard !declarations.isEmpty else { return }
        parts.append((suffix, declarations))
    }

    /// The rules for `selector` (a class selector such as `.hui-t-PrimaryButton`).
    func rules(for selector: String) -> String {
        var css = ""
        for part in parts {
            css += selector + part.suffix + "{" + part.declarations.joined(separator: ";") + "}\n"
        }
        return css
    }

    static func css(_ alignment: TextAlignment) -> String {
        switch alignment {
        case .left: "left"
        case .center: "center"
        case .right: "right"
        case .natural: "start"
        case .justified: "justify"
        }
    }
}
