public import HaapiScreenKit

/// The stylesheet of a page, generated from a HaapiUI `HaapiScreenKit/Theme`: the theme's
/// colours, dimensions and text appearances as CSS custom properties, one class
/// per style target (and per screen-specific component style), the dark colours
/// under `@media (prefers-color-scheme: dark)`, and the renderer's own layout rules
/// (stacks, wrapping of long words, visible focus).
///
/// Custom properties: `--hui-c-<colour name>`, `--hui-d-<dimension name>`,
/// `--hui-f-<text appearance name>` (a `font` shorthand). Classes:
/// `hui-t-<Target>` (`hui-t-PrimaryButton`, `hui-t-FormViewController`) and
/// `hui-t-<Screen>--<Component>` for a component styled on one screen only. Names
/// are made CSS-safe (characters other than letters, digits, `-` and `_` become
/// `_`; a clash gets a number).
///
/// ```swift
/// let sheet = HTMLStylesheet(theme: registry.theme)
/// sheet.css(for: .system)         // the text of the page's <style> element
/// ```
public struct HTMLStylesheet: Sendable {
    /// The stylesheet for each colour scheme.
    private let sheets: [HTMLColorScheme: StyleText]
    /// Class names by style target name, and by screen then component name.
    let classNames: [String: String]
    let screenClassNames: [String: [String: String]]
    /// Custom property names by theme colour and text appearance name.
    let colorVariables: [String: String]
    let fontVariables: [String: String]

    /// Generates the stylesheet of `theme`.
    public init(theme: Theme) {
        var names = NameAllocator()
        let colors = theme.colors.keys.sorted().map { ($0, names.unique("--hui-c-" + CSSValue.identifier($0))) }
        let dimensions = theme.dimensions.keys.sorted().map { ($0, names.unique("--hui-d-" + CSSValue.identifier($0))) }
        let fonts = theme.textAppearances.keys.sorted().map { ($0, names.unique("--hui-f-" + CSSValue.identifier($0))) }
        let colorVariable = Dictionary(uniqueKeysWithValues: colors)
        let dimensionVariable = Dictionary(uniqueKeysWithValues: dimensions)
        let fontVariable = Dictionary(uniqueKeysWithValues: fonts)

        func variables(_ appearance: Appearance, includeAll: Bool) -> String {
            var lines: [String] = []
            for (name, variable) in colors {
                guard let color = theme.colors[name] else { continue }
                lines.append("\(variable):\(CSSValue.css(color.value(for: appearance)))")
            }
            guard includeAll else { return lines.joined(separator: ";") }
            for (name, variable) in dimensions {
                lines.append("\(variable):\(CSSValue.css(points: theme.dimensions[name] ?? 0))")
            }
            for (name, variable) in fonts {
                guard let style = theme.textAppearances[name] else { continue }
                lines.append("\(variable):\(CSSValue.css(style))")
            }
            return lines.joined(separator: ";")
        }

        func values(of style: Style) -> [StyleAttribute: CSSValue] {
            var result: [StyleAttribute: CSSValue] = [:]
            for (attribute, value) in style.values {
                switch value {
                case .colorName(let name):
                    if let variable = colorVariable[name] { result[attribute] = .color("var(\(variable))") }
                case .length(.points(let points)):
                    result[attribute] = .length(CSSValue.css(points: points))
                case .length(.dimension(let name)):
                    if let variable = dimensionVariable[name] { result[attribute] = .length("var(\(variable))") }
                case .textAppearance(let name):
                    if let variable = fontVariable[name] { result[attribute] = .font("var(\(variable))") }
                case .integer(let number):
                    result[attribute] = .integer(number)
                case .textAlignment(let alignment):
                    result[attribute] = .alignment(alignment)
                case .imageName:
                    break
                }
            }
            return result
        }

        var classNames: [String: String] = [:]
        var screenClassNames: [String: [String: String]] = [:]
        var rules = ""
        for (name, target) in theme.styleTargets.sorted(by: { $0.key < $1.key }) {
            let className = names.unique("hui-t-" + CSSValue.identifier(name))
            classNames[name] = className
            rules += CSSDeclarations(values(of: theme.style(for: target))).rules(for: "." + className)
        }
        for (screen, components) in theme.screenComponentStyles.sorted(by: { $0.key.name < $1.key.name }) {
            for (component, _) in components.sorted(by: { $0.key.name < $1.key.name }) {
                let className = names.unique("hui-t-" + CSSValue.identifier(screen.name) + "--" + CSSValue.identifier(component.name))
                screenClassNames[screen.name, default: [:]][component.name] = className
                rules += CSSDeclarations(values(of: theme.style(for: component, on: screen))).rules(for: "." + className)
            }
        }
        self.classNames = classNames
        self.screenClassNames = screenClassNames
        self.colorVariables = colorVariable
        self.fontVariables = fontVariable

        var sheets: [HTMLColorScheme: StyleText] = [:]
        for scheme in HTMLColorScheme.allCases {
            var css = ":root{color-scheme:\(scheme.metaContent);\(variables(scheme.baseAppearance, includeAll: true))}\n"
            if scheme == .system {
                css += "@media (prefers-color-scheme: dark){:root{\(variables(.dark, includeAll: false))}}\n"
            }
            css += HTMLBaseStyles.css
            css += rules
            // Checked once here, not at every page: a sheet with a `<` is left out.
            sheets[scheme] = StyleText(css)
        }
        self.sheets = sheets
    }

    /// The stylesheet's text for `scheme`, for the page's `<style>` element.
    public func css(for scheme: HTMLColorScheme) -> String {
        sheets[scheme]?.css ?? ""
    }

    /// The stylesheet for `scheme`, checked, for ``HTMLWriter/stylesheet(_:)``.
    func checkedCSS(for scheme: HTMLColorScheme) -> StyleText? {
        sheets[scheme]
    }

    /// The class of `target`'s style (`hui-t-PrimaryButton`), if the theme knows it.
    public func className(for target: StyleTarget) -> String? {
        classNames[target.name]
    }
}

/// Gives out names that are unique within one stylesheet.
struct NameAllocator {
    private var used: Set<String> = []

    mutating func unique(_ name: String) -> String {
        var candidate = name
        var number = 2
        while used.contains(candidate) {
            candidate = "\(name)-\(number)"
            number += 1
        }
        used.insert(candidate)
        return candidate
    }
}
