/// The one theme model: named colours (light and dark), dimensions, text
/// appearances, and styles for screens and components.
///
/// A theme is always valid: every name a style uses exists, lengths are not
/// negative and sizes are positive. Build one in code with
/// ``init(colors:dimensions:textAppearances:styles:screenComponentStyles:)``, start
/// from ``Theme/standard``, or load overrides through ``ThemeRegistry``.
public struct Theme: Sendable, Hashable {
    /// Colours by name.
    public internal(set) var colors: [String: SemanticColor] { didSet { resolvedStyles = ResolvedStyleCache() } }
    /// Lengths by name, in points.
    public internal(set) var dimensions: [String: Double] { didSet { resolvedStyles = ResolvedStyleCache() } }
    /// Text appearances (text styles) by name.
    public internal(set) var textAppearances: [String: TextStyle] { didSet { resolvedStyles = ResolvedStyleCache() } }
    /// The style of each screen and component, used on every screen.
    public internal(set) var styles: [StyleTarget: Style] { didSet { resolvedStyles = ResolvedStyleCache() } }
    /// Component styles that apply on one screen only, over ``styles``.
    public internal(set) var screenComponentStyles: [StyleTarget: [StyleTarget: Style]] {
        didSet { resolvedStyles = ResolvedStyleCache() }
    }
    /// The styles ``resolvedStyle(for:on:appearance:)`` resolved so far; a new, empty
    /// cache whenever a value it depends on changes.
    var resolvedStyles = ResolvedStyleCache()
    /// The screens and components this theme can style, by theme-file name: the
    /// stock ones and the ones modules registered.
    public internal(set) var styleTargets: [String: StyleTarget] = Dictionary(
        uniqueKeysWithValues: StyleTarget.all.map { ($0.name, $0) })

    /// Style classes modules know but draw nothing for, by theme-file name, with why
    /// (a view only Apple platforms have): a style sheet naming one is read with a
    /// warning saying why, not refused as unknown.
    public internal(set) var inertStyleClasses: [String: String] = [:]

    /// The target a theme file calls `name`, if it is registered.
    public func styleTarget(named name: String) -> StyleTarget? { styleTargets[name] }

    /// Creates a theme, checking it.
    ///
    /// - Throws: ``ThemeError`` (with file `"<code>"`) naming the first key whose
    ///   value is invalid or refers to a name that does not exist.
    public init(
        colors: [String: SemanticColor],
        dimensions: [String: Double] = [:],
        textAppearances: [String: TextStyle] = [:],
        styles: [StyleTarget: Style] = [:],
        screenComponentStyles: [StyleTarget: [StyleTarget: Style]] = [:]
    ) throws(ThemeError) {
        self.init(unchecked: colors, dimensions, textAppearances, styles, screenComponentStyles)
        try validate(file: "<code>")
    }

    init(
        unchecked colors: [String: SemanticColor],
        _ dimensions: [String: Double],
        _ textAppearances: [String: TextStyle],
        _ styles: [StyleTarget: Style],
        _ screenComponentStyles: [StyleTarget: [StyleTarget: Style]]
    ) {
        self.colors = colors
        self.dimensions = dimensions
        self.textAppearances = textAppearances
        self.styles = styles
        self.screenComponentStyles = screenComponentStyles
    }

    /// The style of `target` alone, without screen-specific parts.
    public func style(for target: StyleTarget) -> Style {
        styles[target] ?? Style()
    }

    /// The style of `component` when shown on `screen`: its general style with the
    /// screen's own component style over it.
    public func style(for component: StyleTarget, on screen: StyleTarget?) -> Style {
        let general = style(for: component)
        guard let screen, let specific = screenComponentStyles[screen]?[component] else { return general }
        return general.merging(specific)
    }

    /// Checks every value and every name reference, in a stable order.
    ///
    /// - Parameter file: the file name to put in the error.
    /// - Throws: ``ThemeError`` naming the key path and reason of the first problem.
    public func validate(file: String) throws(ThemeError) {
        for (name, value) in dimensions.sorted(by: { $0.key < $1.key }) {
            try ThemeCheck.length(value, file: file, path: ["Dimensions", name])
        }
        for (name, style) in textAppearances.sorted(by: { $0.key < $1.key }) {
            try ThemeCheck.fontSize(style.size, file: file, path: ["TextAppearances", name, "size"])
        }
        for (target, style) in styles.sorted(by: { $0.key.name < $1.key.name }) {
            try check(style, of: target, file: file, path: [target.name])
        }
        for (screen, components) in screenComponentStyles.sorted(by: { $0.key.name < $1.key.name }) {
            for (component, style) in components.sorted(by: { $0.key.name < $1.key.name }) {
                let path = [screen.name, component.name]
                guard screen.category == .screen, component.category == .component else {
                    throw ThemeError(file: file, keyPath: path, reason: .invalidValue(
                        "only screens can hold component styles, and only component styles can be held"))
                }
                try check(style, of: component, file: file, path: path)
            }
        }
    }

    private func check(_ style: Style, of target: StyleTarget, file: String, path: [String]) throws(ThemeError) {
        for (attribute, value) in style.values.sorted(by: { $0.key.name < $1.key.name }) {
            let keyPath = path + [attribute.name]
            guard target.attributes.contains(attribute) else {
                throw ThemeError(file: file, keyPath: keyPath, reason: .unknownKey)
            }
            try checkReference(value, file: file, path: keyPath)
        }
    }

    func checkReference(_ value: StyleValue, file: String, path: [String]) throws(ThemeError) {
        switch value {
        case .colorName(let name):
            guard colors[name] != nil else { throw ThemeError(file: file, keyPath: path, reason: .unknownColorName(name)) }
        case .textAppearance(let name):
            guard textAppearances[name] != nil else {
                throw ThemeError(file: file, keyPath: path, reason: .unknownTextAppearance(name))
            }
        case .length(.dimension(let name)):
            guard dimensions[name] != nil else { throw ThemeError(file: file, keyPath: path, reason: .unknownDimension(name)) }
        case .length(.points(let points)):
            try ThemeCheck.length(points, file: file, path: path)
        case .imageName(let name):
            guard !name.isEmpty else { throw ThemeError(file: file, keyPath: path, reason: .invalidValue("an image name cannot be empty")) }
        case .integer(let value):
            try ThemeCheck.count(Double(value), file: file, path: path)
        case .textAlignment:
            break
        }
    }
}

/// Value checks shared by the theme model and the loaders.
enum ThemeCheck {
    static func length(_ value: Double, file: String, path: [String]) throws(ThemeError) {
        guard value.isFinite else { throw ThemeError(file: file, keyPath: path, reason: .invalidValue("a length must be a finite number")) }
        guard value >= 0 else { throw ThemeError(file: file, keyPath: path, reason: .negativeValue(value)) }
    }

    static func count(_ value: Double, file: String, path: [String]) throws(ThemeError) {
        guard value.isFinite, value >= 0, value == value.rounded(), value <= Double(Int32.max) else {
            throw ThemeError(file: file, keyPath: path, reason: .invalidValue(
                "\(value.themeFileText) is not a whole number of 0 or more"))
        }
    }

    static func fontSize(_ value: Double, file: String, path: [String]) throws(ThemeError) {
        try length(value, file: file, path: path)
        guard value > 0 else { throw ThemeError(file: file, keyPath: path, reason: .invalidValue("a font size must be more than 0")) }
    }
}

extension Double {
    /// The number as a theme file would write it: `3` rather than `3.0`.
    var themeFileText: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
