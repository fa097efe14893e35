/// The screens layouts can name, with their outlets: HaapiUI's stock screens
/// (`ScreenCatalog.standard`) and the ones modules (onboarding, an app's own) register. A value; registering
/// returns a new catalog.
///
/// ```swift
/// let screens = try ScreenCatalog.standard.registering(WelcomeScreen.self)
/// let layout = try ScreenLayout(json: data, file: "Welcome.json", screens: screens)
/// ```
public struct ScreenCatalog: Sendable, Hashable {
    private var outletsByName: [String: ScreenOutlets] = [:]

    /// An empty catalog.
    public init() {}

    /// A catalog of `screens`.
    ///
    /// - Throws: ``ScreenKitRegistrationError/duplicateScreen(_:)`` when two have one name.
    public init(_ screens: [ScreenViewController.Type]) throws(ScreenKitRegistrationError) {
        for type in screens { self = try registering(type) }
    }

    /// The names of the registered screens, sorted.
    public var names: [String] { outletsByName.keys.sorted() }

    /// The outlets of the screen called `name`.
    public func outlets(of name: String) -> ScreenOutlets? { outletsByName[name] }

    /// A copy with `type` added under its ``ScreenViewController/screenName``.
    ///
    /// - Throws: ``ScreenKitRegistrationError/duplicateScreen(_:)`` when a screen of
    ///   that name is registered already.
    public func registering(_ type: ScreenViewController.Type) throws(ScreenKitRegistrationError) -> ScreenCatalog {
        let name = type.screenName
        guard outletsByName[name] == nil else { throw .duplicateScreen(name) }
        var copy = self
        copy.outletsByName[name] = type.outlets
        return copy
    }
}
