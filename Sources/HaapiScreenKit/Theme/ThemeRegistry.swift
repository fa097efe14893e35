/// Everything a screen needs to look and read right: the ``Theme``, the
/// ``StringCatalog``, the chosen `Language` and the current ``Appearance``.
///
/// A plain value, passed to every view controller (`init(model:themeRegistry:)`);
/// there is no shared instance. Start from ``standard`` and load the app's
/// overrides over it:
///
/// ```swift
/// let loaded = try ThemeRegistry.standard.loadingPropertyList(plistData, file: "Theme.plist")
/// for warning in loaded.warnings { logger.warning("\(warning)") }
/// var registry = loaded.registry
/// registry.setLanguage(tag: "nl-BE")        // Dutch texts
/// registry.appearance = .dark
/// let button = registry.style(for: .primaryButton, on: .bankIdViewController)
/// let title = registry.text(.bankIdInstructionTitle1)
/// ```
public struct ThemeRegistry: Sendable {
    /// The theme: the built-in one with any loaded overrides merged over it.
    public private(set) var theme: Theme
    /// The texts: the built-in ones with any loaded overrides.
    public private(set) var strings: StringCatalog
    /// The language texts are shown in (falling back to English per key).
    public var language: Language
    /// The appearance styles are resolved for.
    public var appearance: Appearance
    /// The modules whose texts and styles were registered (``registering(_:)``).
    public var moduleNames: Set<String> { Set(moduleContents.keys) }
    /// What each registered module registered, by module name.
    var moduleContents: [String: Set<String>] = [:]

    /// The built-in theme and texts, in English, light appearance.
    public static let standard = ThemeRegistry()

    /// Creates a registry.
    public init(
        theme: Theme = .standard,
        strings: StringCatalog = .standard,
        language: Language = .english,
        appearance: Appearance = .light
    ) {
        self.theme = theme
        self.strings = strings
        self.language = language
        self.appearance = appearance
    }

    /// Chooses the language by tag (`sv`, `nl-BE`, `en_GB`); a tag that is not a
    /// language tag at all selects English.
    public mutating func setLanguage(tag: String) {
        language = Language(tag: tag) ?? .english
    }

    /// A copy using the language of `tag`; see ``setLanguage(tag:)``.
    public func withLanguage(tag: String) -> ThemeRegistry {
        var copy = self
        copy.setLanguage(tag: tag)
        return copy
    }

    // MARK: Styles

    /// The style of `component` on `screen`, resolved for ``appearance``.
    public func style(for component: StyleTarget, on screen: StyleTarget? = nil) -> ResolvedStyle {
        theme.resolvedStyle(for: component, on: screen, appearance: appearance)
    }

    /// The style of `component` on `screen`, resolved for `appearance`.
    public func style(for component: StyleTarget, on screen: StyleTarget? = nil, appearance: Appearance) -> ResolvedStyle {
        theme.resolvedStyle(for: component, on: screen, appearance: appearance)
    }

    // MARK: Texts

    /// The text of `key` in ``language``, formatted with `arguments`.
    ///
    /// Every stock key exists in every shipped language and overrides keep their
    /// placeholders, so for stock keys with the right arguments this never fails.
    /// Otherwise it does not hide the mistake: a missing key reads `⟦key⟧`, and
    /// arguments that do not fit show the unformatted template. Use
    /// ``StringCatalog/string(_:language:arguments:)`` to get the error instead.
    public func text(_ key: StringKey, _ arguments: FormatArgument...) -> String {
        text(key, arguments: arguments)
    }

    /// The text of `key` in ``language``, formatted with `arguments` (an array); see
    /// ``text(_:_:)``.
    public func text(_ key: StringKey, arguments: [FormatArgument]) -> String {
        do {
            return try strings.string(key, language: language, arguments: arguments)
        } catch .missingKey {
            return "⟦\(key.rawValue)⟧"
        } catch {
            return strings.lookup(key, language: language)?.value.referenceTemplate ?? "⟦\(key.rawValue)⟧"
        }
    }

    /// The time left while polling, in ``language``; see
    /// ``StringCatalog/remainingTimeText(seconds:language:)``.
    public func remainingTimeText(seconds: Int) -> String {
        (try? strings.remainingTimeText(seconds: seconds, language: language)) ?? text(.pollingSecondsRemaining, .int(seconds))
    }

    /// A duration in ``language``; see ``StringCatalog/durationText(seconds:language:)``.
    public func durationText(seconds: Int) -> String {
        (try? strings.durationText(seconds: seconds, language: language)) ?? text(.pollingSeconds, .int(seconds))
    }

    // MARK: Internal

    package init(theme: Theme, strings: StringCatalog, from base: ThemeRegistry) {
        self.init(theme: theme, strings: strings, language: base.language, appearance: base.appearance)
        moduleContents = base.moduleContents
    }
}
