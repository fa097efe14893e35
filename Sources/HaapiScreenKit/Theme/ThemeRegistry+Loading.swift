public import Foundation

/// What loading a theme or strings file produced.
public struct ThemeLoadResult: Sendable {
    /// The registry with the file's overrides merged over the base.
    public let registry: ThemeRegistry
    /// Keys the file has but this version does not know, skipped under
    /// ``UnknownKeyPolicy/report``. Log them or show them in development builds.
    public let warnings: [ThemeWarning]
}

extension ThemeRegistry {
    /// Merges a theme property list (the shape of seeds 000 and 004) over this registry.
    ///
    /// Top-level keys: screen names (`HaapiFlowViewController`, `FormViewController`,
    /// ...) and component names (`PrimaryButton`, `InputTextField`,
    /// `ErrorMessageView`, ...), each a dictionary of attributes (`paddingTop`,
    /// `backgroundColorName`, `textAppearance`, ...); a screen may also hold
    /// component dictionaries that apply on that screen only. `Colors` maps names
    /// to `#RRGGBB[AA]` or `{light, dark}`, `Dimensions` names to points,
    /// `TextAppearances` names to `{fontFamily, size, weight, style, italic}`.
    /// `hui_*` keys override English texts; `Strings` maps language tags to
    /// tables of overrides. A plural override is a dictionary of forms (`one`,
    /// `other`, `one.one`, ...).
    ///
    /// - Parameters:
    ///   - data: the file's bytes (XML, binary or old-style property list).
    ///   - file: the name to put in errors and warnings.
    ///   - unknownKeys: whether unknown keys are reported as warnings or refused.
    /// - Throws: ``ThemeError`` naming the file, key path and reason of the first problem.
    public func loadingPropertyList(
        _ data: Data, file: String, unknownKeys: UnknownKeyPolicy = .report
    ) throws(ThemeError) -> ThemeLoadResult {
        var reader = ThemeReader(file: file, policy: unknownKeys, theme: theme, strings: strings)
        try reader.readPropertyListDocument(try ThemeNode.propertyList(data, file: file))
        return result(of: reader)
    }

    /// Merges a JSON theme (the shape of seed 003) over this registry.
    ///
    /// Top-level keys: `colors` (names to `{light, dark}` or one hex value),
    /// `dimensions` (names to points), `textStyles` (names to `{fontFamily,
    /// size, weight, style, italic}`), `styles` (screen and component names to
    /// attribute dictionaries, as in the property list) and `strings` (language
    /// tags to override tables).
    ///
    /// - Throws: ``ThemeError`` naming the file, key path and reason of the first problem.
    public func loadingJSON(
        _ data: Data, file: String, unknownKeys: UnknownKeyPolicy = .report
    ) throws(ThemeError) -> ThemeLoadResult {
        var reader = ThemeReader(file: file, policy: unknownKeys, theme: theme, strings: strings)
        try reader.readJSONDocument(try ThemeNode.json(data, file: file))
        return result(of: reader)
    }

    /// Merges a `.strings` file of overrides for `language` over this registry.
    ///
    /// `"hui_or" = "Alternatively";` entries; a plural key may be given as a plain
    /// string (used for every number) or, in old-style plist syntax, as a
    /// dictionary of forms. `hui_*` keys HaapiUI does not know are reported
    /// per `unknownKeys`; other keys are the app's own and are kept.
    ///
    /// - Throws: ``ThemeError`` naming the file, key and reason of the first problem.
    public func loadingStrings(
        _ data: Data, language: Language, file: String, unknownKeys: UnknownKeyPolicy = .report
    ) throws(ThemeError) -> ThemeLoadResult {
        var reader = ThemeReader(file: file, policy: unknownKeys, theme: theme, strings: strings)
        try reader.readStringsDocument(try ThemeNode.propertyList(data, file: file), language: language)
        return result(of: reader)
    }

    /// Merges a style sheet in the NSS form of seed 002 over this registry.
    ///
    /// ```
    /// /* Theme.nss */
    /// @brand: #0A6ED1;
    /// fdlFUIWelcomeScreen_headlineLabel { font-size: 28; font-name: thinSystem; font-color: @primary1; }
    /// fdlPrimaryButton, fdlSecondaryButton { corner-radius: 8; background-color-disabled: #28666666; }
    /// ```
    ///
    /// - Classes: `fdl` and the name of a registered ``StyleTarget`` (stock ones
    ///   such as `fdlPrimaryButton`, or a module's such as
    ///   `fdlFUIWelcomeScreen_headlineLabel`); a `.` in a class name reads as `_`.
    ///   `fdl<Screen>_<Component>` styles a component on one screen when no
    ///   target has the whole name. Several classes may share a block: `a, b { }`.
    /// - Properties: `font-color[-normal|-disabled]`, `background-color[-normal|-disabled|-highlighted]`,
    ///   `background-tint-color`, `border-color`, `border-width`, `corner-radius`,
    ///   `placeholder-color`, `image-name`, `font-style` (UIKit text styles),
    ///   `font-size` and `font-name` (`system`, `thinSystem`, `lightSystem`,
    ///   `mediumSystem`, `boldSystem`, ... or a family), `text-line-clamp`,
    ///   `text-align`, `padding`; `bar-tint-color` sets the background, and
    ///   `bar-style` is accepted with a warning (it has no equivalent).
    /// - Colours: `@name` (a variable defined above, a theme colour, or a Fiori
    ///   palette name such as `primary1` or `tintColorDark`, which stands for the
    ///   matching stock `hui_*` colour), `#RGB`, `#RRGGBB`, `#AARRGGBB` with the
    ///   **alpha first** (property lists and JSON write `#RRGGBBAA`), `clear`,
    ///   and UIKit's colour words. Literal colours become theme colours named
    ///   `nss_RRGGBB[AA]`, the same in light and dark.
    ///
    /// - Parameters:
    ///   - data: the sheet's bytes (UTF-8).
    ///   - file: the name to put in errors and warnings.
    ///   - unknownKeys: whether unknown classes and properties are reported as
    ///     warnings or refused. A property the class's target has no attribute
    ///     for is refused either way.
    /// - Throws: ``ThemeError`` with the file, the line (``ThemeError/line``), the
    ///   class and property, and the reason of the first problem.
    public func loadingStyleSheet(
        _ data: Data, file: String, unknownKeys: UnknownKeyPolicy = .report
    ) throws(ThemeError) -> ThemeLoadResult {
        var reader = StyleSheetReader(file: file, policy: unknownKeys, theme: theme)
        try reader.read(try StyleSheetParser.parse(data, file: file))
        return ThemeLoadResult(registry: ThemeRegistry(theme: reader.theme, strings: strings, from: self), warnings: reader.warnings)
    }

    /// Loads a theme file by its extension: `.plist`, `.json` or `.nss`.
    ///
    /// - Throws: ``ThemeError`` when the file cannot be read, has another
    ///   extension, or is invalid.
    public func loading(contentsOf url: URL, unknownKeys: UnknownKeyPolicy = .report) throws(ThemeError) -> ThemeLoadResult {
        let file = url.lastPathComponent
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ThemeError(file: file, keyPath: [], reason: .unreadable("the file cannot be read"))
        }
        switch url.pathExtension.lowercased() {
        case "plist": return try loadingPropertyList(data, file: file, unknownKeys: unknownKeys)
        case "json": return try loadingJSON(data, file: file, unknownKeys: unknownKeys)
        case "nss": return try loadingStyleSheet(data, file: file, unknownKeys: unknownKeys)
        default: throw ThemeError(file: file, keyPath: [], reason: .unreadable("expected a .plist, .json or .nss file"))
        }
    }

    private func result(of reader: ThemeReader) -> ThemeLoadResult {
        ThemeLoadResult(registry: ThemeRegistry(theme: reader.theme, strings: reader.strings, from: self), warnings: reader.warnings)
    }
}
