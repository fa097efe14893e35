import HaapiScreenKit

/// Finds the stylesheet classes of a view from its resolved style: views carry their
/// style already resolved for one appearance, and the page needs classes that give
/// the same look in both appearances.
///
/// Every style target (and screen-specific component style) of the theme is
/// resolved for both appearances once; a view's style is looked up among them,
/// preferring the target natural for its kind (a primary button's
/// `PrimaryButton`) when several resolve alike. A style that differs from its
/// kind's target (a screen changed a colour in code) gets that target's class and
/// a page-local class with the differences only; its colours and fonts are written
/// as the theme's custom properties when they are theme values (so they still follow
/// light and dark), literally otherwise.
struct HTMLStyleClasses: Sendable {
    private struct Candidate: Sendable {
        let target: String
        let className: String
    }

    /// A style target's style resolved for one appearance, and its class.
    private struct ResolvedTarget: Sendable {
        let style: ResolvedStyle
        let className: String
    }

    private let byStyle: [ResolvedStyle: [Candidate]]
    private let resolvedTargets: [Appearance: [String: ResolvedTarget]]
    /// Theme colours by value, per appearance, as `var(--hui-c-…)`.
    let colorVariables: [Appearance: [ThemeColor: String]]
    /// Theme text appearances by value, as `var(--hui-f-…)`.
    let fontVariables: [TextStyle: String]

    init(theme: Theme, stylesheet: HTMLStylesheet) {
        var byStyle: [ResolvedStyle: [Candidate]] = [:]
        var resolvedTargets: [Appearance: [String: ResolvedTarget]] = [:]
        var colorVariables: [Appearance: [ThemeColor: String]] = [:]
        for appearance in Appearance.allCases {
            for (name, target) in theme.styleTargets.sorted(by: { $0.key < $1.key }) {
                guard let className = stylesheet.classNames[name] else { continue }
                let resolved = theme.resolvedStyle(for: target, appearance: appearance)
                resolvedTargets[appearance, default: [:]][name] = ResolvedTarget(style: resolved, className: className)
                byStyle[resolved, default: []].append(Candidate(target: name, className: className))
            }
            for (screen, components) in theme.screenComponentStyles.sorted(by: { $0.key.name < $1.key.name }) {
                for component in components.keys.sorted(by: { $0.name < $1.name }) {
                    guard let className = stylesheet.screenClassNames[screen.name]?[component.name] else { continue }
                    let resolved = theme.resolvedStyle(for: component, on: screen, appearance: appearance)
                    byStyle[resolved, default: []].append(Candidate(target: component.name, className: className))
                }
            }
            // The first name in order wins when two theme colours share a value.
            for name in theme.colors.keys.sorted().reversed() {
                guard let color = theme.colors[name], let variable = stylesheet.colorVariables[name] else { continue }
                colorVariables[appearance, default: [:]][color.value(for: appearance)] = "var(\(variable))"
            }
        }
        var fontVariables: [TextStyle: String] = [:]
        for name in theme.textAppearances.keys.sorted().reversed() {
            guard let style = theme.textAppearances[name], let variable = stylesheet.fontVariables[name] else { continue }
            fontVariables[style] = "var(\(variable))"
        }
        self.byStyle = byStyle
        self.resolvedTargets = resolvedTargets
        self.colorVariables = colorVariables
        self.fontVariables = fontVariables
    }

    /// The theme class for `style`, preferring `preferred`'s, and what `style` sets
    /// differently from that class (`nil` when nothing).
    func classes(for style: ResolvedStyle, preferring preferred: StyleTarget?) -> (theme: String?, differences: ResolvedStyle?) {
        // Most views carry their kind's own style: that class, without hashing the whole style.
        let base = preferred.flatMap { resolvedTargets[style.appearance]?[$0.name] }
        if let base, base.style == style { return (base.className, nil) }
        if let candidates = byStyle[style] {
            if let preferred, let match = candidates.first(where: { $0.target == preferred.name }) { return (match.className, nil) }
            if let first = candidates.first { return (first.className, nil) }
        }
        guard let base else { return (nil, style) }
        var differences = ResolvedStyle(appearance: style.appearance)
        for (attribute, value) in style.values where base.style.values[attribute] != value {
            if case .imageName = value { continue }
            differences.values[attribute] = value
        }
        return (base.className, differences.values.isEmpty ? nil : differences)
    }
}

/// Classes for styles outside the theme, written into the page's own stylesheet.
struct PageLocalStyles {
    private(set) var classNames: [ResolvedStyle: String] = [:]
    private(set) var css = ""

    /// The page-local class of `style`, made on first use.
    mutating func className(for style: ResolvedStyle, classes: HTMLStyleClasses) -> String {
        if let name = classNames[style] { return name }
        let name = "hui-s\(classNames.count + 1)"
        classNames[style] = name
        css += CSSDeclarations(Self.values(of: style, classes: classes)).rules(for: "." + name)
        return name
    }

    private(set) var sizeClassNames: [String: String] = [:]

    /// The page-local class that draws a picture in a `width` × `height` box (CSS
    /// pixels, each 1 to 4096), keeping its aspect ratio, made on first use.
    mutating func className(forImageWidth width: Int, height: Int) -> String {
        let (width, height) = (min(max(width, 1), 4096), min(max(height, 1), 4096))
        let key = "\(width)x\(height)"
        if let name = sizeClassNames[key] { return name }
        let name = "hui-z\(key)"
        sizeClassNames[key] = name
        css += ".hui-image img.\(name){width:\(width)px;height:\(height)px;object-fit:contain}"
        return name
    }

    static func values(of style: ResolvedStyle, classes: HTMLStyleClasses) -> [StyleAttribute: CSSValue] {
        var result: [StyleAttribute: CSSValue] = [:]
        let colors = classes.colorVariables[style.appearance] ?? [:]
        for (attribute, value) in style.values {
            switch value {
            case .color(let color): result[attribute] = .color(colors[color] ?? CSSValue.css(color))
            case .length(let points): result[attribute] = .length(CSSValue.css(points: points))
            case .textStyle(let textStyle): result[attribute] = .font(classes.fontVariables[textStyle] ?? CSSValue.css(textStyle))
            case .integer(let number): result[attribute] = .integer(number)
            case .textAlignment(let alignment): result[attribute] = .alignment(alignment)
            case .imageName: break
            }
        }
        return result
    }
}
