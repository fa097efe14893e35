/// What a module adds to the screen kit: its own string keys with default texts,
/// its own style targets with default styles, and its own screens. Registered with
/// `HaapiUIKitApplicationBuilder.addModule(_:)` (or
/// ``ThemeRegistry/registering(_:)`` and `ViewControllerFactoryRegistry.register(screen:)`),
/// everything is checked exactly as HaapiUI's own: placeholders of every
/// translation, duplicate keys, targets and screens are errors naming them, and
/// theme files may then override the module's texts and styles.
///
/// ```swift
/// let onboarding = ScreenKitModule(
///     name: "HaapiOnboarding",
///     strings: [.english: ["onb_welcome_headline": .text("Welcome")],
///               .dutch: ["onb_welcome_headline": .text("Welkom")]],
///     styleTargets: [.welcomeScreen],
///     screens: [WelcomeScreen.self])
/// ```
public struct ScreenKitModule: Sendable {
    /// The module's name (registering a module of the same name again does nothing).
    public var name: String
    /// Default texts by language; every key needs an English text.
    public var strings: [Language: [StringKey: StringOverride]]
    /// The module's String Catalog, whose translations of its keys are read when their
    /// language is first used (and checked then: a bad one is left out, see
    /// ``BundledTranslations``); `nil` for a module whose `strings` hold every language.
    public var translations: BundledTranslations.Catalog?
    /// The screens and components the module's views are styled as.
    public var styleTargets: [StyleTarget]
    /// Default styles of the module's targets.
    public var styles: [StyleTarget: Style]
    /// The module's screens, which layouts may name.
    public var screens: [ScreenViewController.Type]
    /// Style classes of the module's screens that exist only where their views do (a
    /// system photo picker, say), by theme-file name, with why: style sheets naming them
    /// load with a warning that says why (see ``Theme/inertStyleClasses``).
    public var inertStyleClasses: [String: String]

    /// What the module registers, by name: its keys, style targets and screens. Two
    /// modules of one name must register the same.
    var contents: Set<String> {
        Set(strings.values.flatMap(\.keys).map { "key:" + $0.rawValue })
            .union(styleTargets.map { "style:" + $0.name })
            .union(screens.map { "screen:" + $0.screenName })
            .union(inertStyleClasses.keys.map { "inert:" + $0 })
    }

    /// Creates a module.
    public init(
        name: String, strings: [Language: [StringKey: StringOverride]] = [:], translations: BundledTranslations.Catalog? = nil,
        styleTargets: [StyleTarget] = [], styles: [StyleTarget: Style] = [:], screens: [ScreenViewController.Type] = [],
        inertStyleClasses: [String: String] = [:]
    ) {
        self.name = name
        self.strings = strings
        self.translations = translations
        self.styleTargets = styleTargets
        self.styles = styles
        self.screens = screens
        self.inertStyleClasses = inertStyleClasses
    }
}

extension ThemeRegistry {
    /// A copy with `module`'s style targets, default styles and texts added; the
    /// same module registered again (same name, same keys, targets and screens) is
    /// not added twice.
    ///
    /// - Throws: ``ScreenKitRegistrationError`` naming the key or target, or
    ///   ``ScreenKitRegistrationError/duplicateModule(_:)`` for another module of a
    ///   registered module's name.
    public func registering(_ module: ScreenKitModule) throws(ScreenKitRegistrationError) -> ThemeRegistry {
        if let registered = moduleContents[module.name] {
            guard registered == module.contents else { throw .duplicateModule(module.name) }
            return self
        }
        var theme = self.theme
        for target in module.styleTargets {
            guard theme.styleTargets[target.name] == nil else { throw .duplicateStyleTarget(target.name) }
            theme.styleTargets[target.name] = target
        }
        for (name, why) in module.inertStyleClasses {
            guard theme.styleTargets[name] == nil, theme.inertStyleClasses[name] == nil else { throw .duplicateStyleTarget(name) }
            theme.inertStyleClasses[name] = why
        }
        let targetNames = Set(module.styleTargets.map(\.name))
        for (target, style) in module.styles.sorted(by: { $0.key.name < $1.key.name }) {
            guard targetNames.contains(target.name) else { throw .styleForUnknownTarget(target.name) }
            theme.styles[target] = theme.style(for: target).merging(style)
        }
        do {
            try theme.validate(file: module.name)
        } catch {
            throw .invalidStyle(error)
        }
        var strings = self.strings
        try strings.register(defaults: module.strings)
        if let catalog = module.translations { strings.register(translations: catalog) }
        var copy = ThemeRegistry(theme: theme, strings: strings, from: self)
        copy.moduleContents[module.name] = module.contents
        return copy
    }
}

extension ScreenKitModule {
    /// ``strings`` with every translation of ``translations`` beside them, by language (read
    /// and checked at once: what the module's tests check).
    public var allStrings: [Language: [StringKey: StringOverride]] {
        guard let translations else { return strings }
        var all = BundledTranslations.strings(english: strings[.english] ?? [:], module: translations.module, sourceFile: translations.sourceFile)
        for (language, table) in strings where language != .english {
            all[language, default: [:]].merge(table) { _, own in own }
        }
        return all
    }
}
