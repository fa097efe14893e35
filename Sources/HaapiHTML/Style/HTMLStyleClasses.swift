import HaapiUI

/// Finds the stylesheet class of a view from its resolved style: views carry their
/// style already resolved for one appearance, and the page needs the class that
/// gives the same look in both appearances.
///
/// Every style target (and screen-specific component style) of the theme is
/// resolved for both appearances once; a view's style is looked up among them,
/// preferring the target natural for its kind (a primary button's
/// `PrimaryButton`) when several resolve alike. A style that matches none (set in
/// code to something outside the theme) gets a page-local class written from its
/// literal values, for its one appearance.
struct HTMLStyleClasses: Sendable {
    private struct Candidate: Sendable {
        let target: String
        let className: String
    }

    private let byStyle: [ResolvedStyle: [Candidate]]

    init(theme: Theme, stylesheet: HTMLStylesheet) {
        var byStyle: [ResolvedStyle: [Candidate]] = [:]
        for appearance in Appearance.allCases {
            for (name, target) in theme.styleTargets.sorted(by: { $0.key < $1.key }) {
                guard let className = stylesheet.classNames[name] else { continue }
                let resolved = theme.resolvedStyle(for: target, appearance: appearance)
                byStyle[resolved, default: []].append(Candidate(target: name, className: className))
            }
            for (screen, components) in theme.screenComponentStyles.sorted(by: { $0.key.name < $1.key.name }) {
                for component in components.keys.sorted(by: { $0.name < $1.name }) {
                    guard let className = stylesheet.screenClassNames[screen.name]?[component.name] else { continue }
                    let resolved = theme.resolvedStyle(for: component, on: screen, appearance: appearance)
                    byStyle[resolved, default: []].append(Candidate(target: component.name, className: className))
                }
            }
        }
        self.byStyle = byStyle
    }

    /// The theme class for `style`, preferring one of `preferred`'s; `nil` when none matches.
    func className(for style: ResolvedStyle, preferring preferred: StyleTarget?) -> String? {
        guard let candidates = byStyle[style] else { return nil }
        if let preferred, let match = candidates.first(where: { $0.target == preferred.name }) { return match.className }
        return candidates.first?.className
    }
}

/// Classes for styles outside the theme, written into the page's own stylesheet.
struct PageLocalStyles {
    private(set) var classNames: [ResolvedStyle: String] = [:]
    private(set) var css = ""

    /// The page-local class of `style`, made on first use.
    mutating func className(for style: ResolvedStyle) -> String {
        if let name = classNames[style] { return name }
        let name = "hui-s\(classNames.count + 1)"
        classNames[style] = name
        css += CSSDeclarations(Self.values(of: style)).rules(for: "." + name)
        return name
    }

    static func values(of style: ResolvedStyle) -> [StyleAttribute: CSSValue] {
        var result: [StyleAttribute: CSSValue] = [:]
        for (attribute, value) in style.values {
            switch value {
            case .color(let color): result[attribute] = .color(CSSValue.css(color))
            case .length(let points): result[attribute] = .length(CSSValue.css(points: points))
            case .textStyle(let textStyle): result[attribute] = .font(CSSValue.css(textStyle))
            case .integer(let number): result[attribute] = .integer(number)
            case .textAlignment(let alignment): result[attribute] = .alignment(alignment)
            case .imageName: break
            }
        }
        return result
    }
}
