public import HaapiClient
import Foundation

extension HaapiUIKitApplicationBuilder {
    /// Loads the theme and strings, applies the language and makes the application.
    ///
    /// - Throws: `ConfigurationError`: `themingPlistFileName` or `theme`
    ///   (with the theme file's own error: file, key path and reason), `strings`,
    ///   `stringOverrides[key]`, `language`, or `modules[name]` (naming the key,
    ///   style target or screen).
    public func build() throws(ConfigurationError) -> HaapiUIKitApplication {
        var themeRegistry = baseThemeRegistry
        let registry = self.registry.copy()
        for module in modules {
            do {
                // The same module added twice registers its screens once; another
                // module's screen of a registered name is a duplicate.
                let isNew = !themeRegistry.moduleNames.contains(module.name)
                themeRegistry = try themeRegistry.registering(module)
                if isNew {
                    for screen in module.screens { try registry.register(screen: screen) }
                }
            } catch {
                throw ConfigurationError(field: "modules[\(module.name)]", reason: error.description)
            }
        }
        var warnings: [ThemeWarning] = []
        for source in themeSources {
            let loaded = try load(source, over: themeRegistry)
            themeRegistry = loaded.registry
            warnings += loaded.warnings
        }
        for source in stringsSources {
            switch source {
            case .file(let data, let language, let file):
                do {
                    let loaded = try themeRegistry.loadingStrings(data, language: language, file: file, unknownKeys: unknownKeys)
                    themeRegistry = loaded.registry
                    warnings += loaded.warnings
                } catch {
                    throw ConfigurationError(field: "strings", reason: error.description)
                }
            case .entry(let key, let value, let language):
                do {
                    let strings = try themeRegistry.strings.overriding(key, with: value, language: language)
                    themeRegistry = ThemeRegistry(theme: themeRegistry.theme, strings: strings, from: themeRegistry)
                } catch {
                    throw ConfigurationError(field: "stringOverrides[\(key.rawValue)]", reason: error.description)
                }
            }
        }
        var chosenLanguage: Language?
        if let languageTag {
            guard let language = Language(tag: languageTag) else {
                throw ConfigurationError(field: "language", reason: "\"\(languageTag)\" is not a language tag")
            }
            themeRegistry.language = language
            chosenLanguage = language
        }
        registry.selectorPresentation = configuration.authenticationSelectionPresentation
        return HaapiUIKitApplication(
            configuration: configuration, themeRegistry: themeRegistry, themeWarnings: warnings,
            viewControllerFactoryRegistry: registry, dataMapper: dataMapper, services: services, chosenLanguage: chosenLanguage)
    }

    /// The same as ``build()``; seed 004's spelling.
    public func buildOrThrow() throws(ConfigurationError) -> HaapiUIKitApplication {
        try build()
    }

    private func load(_ source: ThemeSource, over registry: ThemeRegistry) throws(ConfigurationError) -> ThemeLoadResult {
        do {
            switch source {
            case .bundleResource(let name, let bundle):
                guard let url = bundle.url(forResource: name, withExtension: "plist") else {
                    throw ConfigurationError(
                        field: "themingPlistFileName", reason: "no \(name).plist in the bundle at \(bundle.bundlePath)")
                }
                return try registry.loading(contentsOf: url, unknownKeys: unknownKeys)
            case .file(let url):
                return try registry.loading(contentsOf: url, unknownKeys: unknownKeys)
            case .propertyList(let data, let file):
                return try registry.loadingPropertyList(data, file: file, unknownKeys: unknownKeys)
            case .json(let data, let file):
                return try registry.loadingJSON(data, file: file, unknownKeys: unknownKeys)
            case .styleSheet(let data, let file):
                return try registry.loadingStyleSheet(data, file: file, unknownKeys: unknownKeys)
            }
        } catch let error as ConfigurationError {
            throw error
        } catch let error as ThemeError {
            throw ConfigurationError(field: "theme", reason: error.description)
        } catch {
            throw ConfigurationError(field: "theme", reason: String(describing: error))
        }
    }
}
