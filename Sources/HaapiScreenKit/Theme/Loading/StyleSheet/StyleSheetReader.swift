/// Applies a parsed ``StyleSheet`` to a theme, statement by statement, checking
/// every class, property and value as it goes so errors name the file, the line,
/// the class and property as written, and the reason.
///
/// - A class is `fdl` and the name of a registered ``StyleTarget``, a `.` read as
///   `_`: `fdlPrimaryButton`, `fdlFUIWelcomeScreen` (a screen),
///   `fdlFUIWelcomeScreen_headlineLabel` (the component target of that name).
///   When no target has the whole name, `fdl<Screen>_<Component>` styles a
///   registered component on a registered screen only, like a component
///   dictionary inside a screen's in a property list.
/// - `@name: value;` defines a variable for the statements after it; a value's
///   words `@name` are replaced by the variable's value.
/// - Unknown classes and properties follow the ``UnknownKeyPolicy``; a property
///   whose attribute the target does not have is always an error.
struct StyleSheetReader {
    let file: String
    let policy: UnknownKeyPolicy
    var theme: Theme
    var warnings: [ThemeWarning] = []
    /// The variables defined so far, by name without `@`, already substituted.
    private(set) var variables: [String: String] = [:]

    init(file: String, policy: UnknownKeyPolicy, theme: Theme) {
        self.file = file
        self.policy = policy
        self.theme = theme
    }

    /// Where a class's properties go.
    enum Placement {
        /// The target's own style, used on every screen.
        case target(StyleTarget)
        /// A component's style on one screen only.
        case component(StyleTarget, on: StyleTarget)

        /// The target whose attributes the properties set.
        var target: StyleTarget {
            switch self {
            case .target(let target), .component(let target, _): target
            }
        }

        /// The class name without `fdl`, as a name for what the sheet adds for it.
        var name: String {
            switch self {
            case .target(let target): target.name
            case .component(let component, let screen): screen.name + "_" + component.name
            }
        }
    }

    /// Where a declaration is, for errors: the class and property as written, and the line.
    struct Site {
        var keyPath: [String]
        var position: SourcePosition
    }

    // MARK: Statements

    mutating func read(_ sheet: StyleSheet) throws(ThemeError) {
        for statement in sheet.statements {
            switch statement {
            case .variable(let variable):
                let site = Site(keyPath: ["@" + variable.name], position: variable.position)
                variables[variable.name] = try substituted(variable.value, site)
            case .rule(let rule):
                for className in rule.classes { try read(rule.declarations, of: className) }
            }
        }
    }

    private mutating func read(_ declarations: [StyleSheet.Declaration], of className: StyleSheet.ClassName) throws(ThemeError) {
        let pressed = className.name.hasSuffix(Self.pressedSuffix) && className.name.count > Self.pressedSuffix.count
        let baseName = pressed ? String(className.name.dropLast(Self.pressedSuffix.count)) : className.name
        if let why = theme.inertStyleClasses[Self.targetName(of: className.name)] {
            warnings.append(ThemeWarning(
                file: file, keyPath: [className.name], message: "accepted without effect: \(why)",
                line: className.position.line, column: className.position.column))
            return
        }
        guard let placement = placement(of: baseName) else {
            let hint = className.name.hasPrefix("fdl")
                ? "no screen or component named \(Self.targetName(of: className.name)) is registered"
                : "a class name is fdl followed by the name of a registered screen or component"
            try unknown([className.name], at: className.position, "class", hint)
            return
        }
        var style = currentStyle(placement)
        var font = FontDeclarations()
        for declaration in declarations {
            let site = Site(keyPath: [className.name, declaration.property], position: declaration.position)
            guard let property = StyleSheetProperty(name: declaration.property) else {
                try unknown(site.keyPath, at: site.position, "property", "\(declaration.property) is not a property HaapiKit reads")
                continue
            }
            let value = try substituted(declaration.value, site)
            switch property {
            case .attribute(let plain):
                guard let attribute = pressed ? Self.pressedAttribute(for: plain) : plain else {
                    try unknown(site.keyPath, at: site.position, "property", "a pressed state (\(Self.pressedSuffix)) sets only background-color")
                    continue
                }
                try allow(attribute, on: placement.target, site)
                style.set(attribute, try styleValue(value, for: attribute, site))
            case .padding where pressed, .fontStyle where pressed, .fontSize where pressed, .fontName where pressed:
                try unknown(site.keyPath, at: site.position, "property", "a pressed state (\(Self.pressedSuffix)) sets only background-color")
            case .padding:
                for (attribute, length) in try padding(value, site) {
                    try allow(attribute, on: placement.target, site)
                    style.set(attribute, .length(length))
                }
            case .fontStyle:
                font.style = (value, site)
            case .fontSize:
                font.size = (value, site)
            case .fontName:
                font.name = (value, site)
            case .barStyle:
                guard StyleSheetProperty.barStyles.contains(value) else {
                    throw error(.invalidValue("\"\(value)\" is not a bar style (default, black, blackTranslucent or blackOpaque)"), site)
                }
                warnings.append(ThemeWarning(
                    file: file, keyPath: site.keyPath,
                    message: "accepted without effect: HaapiKit has no bar styles; set background-color and font-color instead",
                    line: site.position.line, column: site.position.column))
            }
        }
        if let site = font.firstSite {
            try allow(.textAppearance, on: placement.target, site)
            style.set(.textAppearance, .textAppearance(try textAppearance(font, over: style, for: placement)))
        }
        store(style, placement)
    }

    // MARK: Classes

    /// The suffix of a class that styles its control while it is pressed (UIKit's
    /// `touchDown`: `fdlFUIOnboardingScanConfirmView_continueButton_touchDown`).
    static let pressedSuffix = "_touchDown"

    /// What `attribute` sets in a pressed-state class: the background is the pressed
    /// background; nothing else has a pressed value.
    static func pressedAttribute(for attribute: StyleAttribute) -> StyleAttribute? {
        switch attribute {
        case .backgroundColorName, .highlightedBackgroundColorName: .highlightedBackgroundColorName
        default: nil
        }
    }

    /// The placement class `className` names, if its target is registered.
    func placement(of className: String) -> Placement? {
        guard className.hasPrefix("fdl") else { return nil }
        let name = Self.targetName(of: className)
        if let target = theme.styleTarget(named: name) { return .target(target) }
        for split in name.indices where name[split] == "_" {
            guard let screen = theme.styleTarget(named: String(name[..<split])), screen.category == .screen,
                  let component = theme.styleTarget(named: String(name[name.index(after: split)...])),
                  component.category == .component
            else { continue }
            return .component(component, on: screen)
        }
        return nil
    }

    /// `fdlFUIActivationScreen.subheadlineLabel` → `FUIActivationScreen_subheadlineLabel`.
    static func targetName(of className: String) -> String {
        String(className.dropFirst(className.hasPrefix("fdl") ? 3 : 0).map { $0 == "." ? "_" : $0 })
    }

    private func currentStyle(_ placement: Placement) -> Style {
        switch placement {
        case .target(let target): theme.style(for: target)
        case .component(let component, let screen): theme.screenComponentStyles[screen]?[component] ?? Style()
        }
    }

    private mutating func store(_ style: Style, _ placement: Placement) {
        switch placement {
        case .target(let target): theme.styles[target] = style
        case .component(let component, let screen): theme.screenComponentStyles[screen, default: [:]][component] = style
        }
    }

    // MARK: Helpers

    /// The longest a value may grow to when its variables are replaced, in bytes
    /// (so `@a: @a @a;` repeated cannot double a value without end).
    static let maximumValueLength = 4096

    /// Replaces every word `@name` that names a variable by the variable's value.
    func substituted(_ value: String, _ site: Site) throws(ThemeError) -> String {
        var result = ""
        for word in value.split(separator: " ") {
            if !result.isEmpty { result += " " }
            if word.hasPrefix("@"), let replacement = variables[String(word.dropFirst())] {
                result += replacement
            } else {
                result += word
            }
            guard result.utf8.count <= Self.maximumValueLength else {
                throw error(.invalidValue("longer than \(Self.maximumValueLength) bytes once its variables are replaced"), site)
            }
        }
        return result
    }

    private func allow(_ attribute: StyleAttribute, on target: StyleTarget, _ site: Site) throws(ThemeError) {
        guard target.attributes.contains(attribute) else {
            throw error(.attributeNotAllowed(attribute: attribute.name, target: target.name), site)
        }
    }

    private mutating func unknown(_ keyPath: [String], at position: SourcePosition, _ what: String, _ hint: String) throws(ThemeError) {
        switch policy {
        case .reject:
            throw ThemeError(file: file, keyPath: keyPath, reason: .unknownKey, line: position.line, column: position.column)
        case .report:
            warnings.append(ThemeWarning(
                file: file, keyPath: keyPath, message: "unknown \(what), skipped: \(hint)",
                line: position.line, column: position.column))
        }
    }

    func error(_ reason: ThemeError.Reason, _ site: Site) -> ThemeError {
        ThemeError(file: file, keyPath: site.keyPath, reason: reason, line: site.position.line, column: site.position.column)
    }
}
