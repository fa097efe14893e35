extension Theme {
    /// The style of `component` on `screen`, with every name resolved for `appearance`.
    ///
    /// ```swift
    /// let button = theme.resolvedStyle(for: .primaryButton, on: .bankIdViewController, appearance: .dark)
    /// button.backgroundColor   // the dark value of the button's background colour
    /// ```
    /// - Parameters:
    ///   - component: the component, or a screen to resolve the screen's own style.
    ///   - screen: the screen the component is shown on; `nil` for the general style.
    ///   - appearance: light or dark.
    public func resolvedStyle(for component: StyleTarget, on screen: StyleTarget? = nil, appearance: Appearance) -> ResolvedStyle {
        resolvedStyles.style(for: .init(component: component, screen: screen, appearance: appearance)) {
            // Without a style of its own on `screen`, the component shares its general
            // style (the same storage, which compares equal at once).
            guard let screen, screenComponentStyles[screen]?[component] != nil else {
                return screen == nil ? resolve(style(for: component), appearance: appearance)
                    : resolvedStyle(for: component, appearance: appearance)
            }
            return resolve(style(for: component, on: screen), appearance: appearance)
        }
    }

    /// Resolves every name of `style` for `appearance`.
    ///
    /// Names this theme does not define are left out; a theme built through the
    /// checked initialisers or the loaders never holds such names.
    public func resolve(_ style: Style, appearance: Appearance) -> ResolvedStyle {
        var values: [StyleAttribute: ResolvedStyle.Value] = [:]
        for (attribute, value) in style.values {
            switch value {
            case .colorName(let name):
                if let color = colors[name] { values[attribute] = .color(color.value(for: appearance)) }
            case .length(.points(let points)):
                values[attribute] = .length(points)
            case .length(.dimension(let name)):
                if let points = dimensions[name] { values[attribute] = .length(points) }
            case .textAppearance(let name):
                if let textStyle = textAppearances[name] { values[attribute] = .textStyle(textStyle) }
            case .imageName(let name):
                values[attribute] = .imageName(name)
            case .integer(let value):
                values[attribute] = .integer(value)
            case .textAlignment(let alignment):
                values[attribute] = .textAlignment(alignment)
            }
        }
        return ResolvedStyle(appearance: appearance, values: values)
    }
}
