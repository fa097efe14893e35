/// Why a module's screens, style targets or strings could not be registered; it
/// names the screen, target or key.
public enum ScreenKitRegistrationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Another module of this name is registered already (with other keys,
    /// style targets or screens).
    case duplicateModule(String)
    /// A screen of this name is registered already.
    case duplicateScreen(String)
    /// A style target of this name exists already.
    case duplicateStyleTarget(String)
    /// A default style was given for a target the module does not register.
    case styleForUnknownTarget(String)
    /// The key has a default already (HaapiUI's or another module's).
    case duplicateStringKey(StringKey)
    /// The key has a text in some language but none in English, the fallback.
    case missingEnglish(StringKey)
    /// A default text is not valid: its placeholders differ from English, its
    /// template is malformed, or its plural forms are.
    case invalidString(StringOverrideError)
    /// The module's default style is not valid for its target.
    case invalidStyle(ThemeError)

    public var description: String {
        switch self {
        case .duplicateModule(let name): "another module named \(name) is registered already"
        case .duplicateScreen(let name): "the screen \(name) is registered already"
        case .duplicateStyleTarget(let name): "the style target \(name) exists already"
        case .styleForUnknownTarget(let name): "a style is given for \(name), which the module does not register"
        case .duplicateStringKey(let key): "\(key) has a default text already"
        case .missingEnglish(let key): "\(key) has no English text (English is every language's fallback)"
        case .invalidString(let error): error.description
        case .invalidStyle(let error): error.description
        }
    }
}
