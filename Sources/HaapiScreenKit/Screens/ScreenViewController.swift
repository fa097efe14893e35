/// The base of every screen of the screen kit, flow or not: a themed root stack,
/// the outlets the class declares, a layout that rearranges them (customisation
/// method 1), texts in the registry's language, and insertion above / below any
/// view of the screen. It knows nothing of HAAPI flows: login screens
/// (`BaseViewController`), onboarding screens and an app's own screens build on it.
///
/// A screen class names its style target and declares its own outlets once; the
/// outlets of its superclasses come with them:
///
/// ```swift
/// final class WelcomeScreen: ScreenViewController {
///     enum Outlet: String, ScreenOutletSet { case headlineLabel, primaryActionButton }
///     nonisolated override class var styleTarget: StyleTarget { .welcomeScreen }
///     nonisolated override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }
///
///     let headlineLabel = Label(identifier: Outlet.headlineLabel.rawValue)
///     let primaryActionButton = Button(identifier: Outlet.primaryActionButton.rawValue, title: "")
///
///     override func loadView() {
///         super.loadView()
///         rootStackView.addArrangedSubview(headlineLabel)
///         rootStackView.addArrangedSubview(primaryActionButton)
///     }
/// }
/// ```
@MainActor
open class ScreenViewController: ViewController {
    /// Styles and texts for this screen. The app's registry of screens gives a screen
    /// it made with the stock theme (`init(uiModel:)`) the app's before its view loads.
    public package(set) var themeRegistry: ThemeRegistry
    /// Whether the screen was made with the stock theme for want of one (seed 001's
    /// `init(uiModel:)`): the registry that shows it gives it the app's.
    package var takesContainerTheme = false
    /// The root stack of the screen; stock screens put every view in it.
    public let rootStackView = StackView(identifier: "rootStackView", axis: .vertical)
    /// Whether ``hideHeaderView()`` was called: the container hides its header
    /// while this screen shows.
    public private(set) var isHeaderHidden = false
    /// The container showing this screen, if any.
    public internal(set) weak var screenContainer: ScreenContainerViewController?

    /// A different arrangement of this screen's outlets (customisation method 1),
    /// applied when the view loads; set it before then. `ViewControllerFactoryRegistry`
    /// sets the layout registered for the screen.
    public var layout: ScreenLayout?

    /// Creates a screen styled as ``styleTarget``.
    public init(themeRegistry: ThemeRegistry) {
        self.themeRegistry = themeRegistry
        super.init()
    }

    // MARK: Declaration

    /// The screen's style target; its name is the screen's name in theme and
    /// layout files. Subclasses of a screen inherit it.
    nonisolated open class var styleTarget: StyleTarget { .genericViewController }

    /// The screen's name in layout files: its style target's name.
    nonisolated public static var screenName: String { styleTarget.name }

    /// The outlets of the screen: the ones each class declares, superclasses'
    /// first. A layout places each exactly once. Override it as
    /// `super.outlets.adding(Outlet.self)` with the class's own ``ScreenOutletSet``.
    nonisolated open class var outlets: ScreenOutlets { ScreenOutlets() }

    /// The screen's style target (``styleTarget`` of its class).
    public var screenStyleTarget: StyleTarget { Self.styleTarget }

    /// A screen target whose style the screen's own starts from, for a family of screens
    /// styled as one (seed 002's bare `fdlFUIPasscodeController` under every passcode
    /// screen's class); `nil` by default.
    nonisolated open class var baseStyleTarget: StyleTarget? { nil }

    /// The screen's own style: ``baseStyleTarget``'s, with ``screenStyleTarget``'s over it.
    public var screenStyle: ResolvedStyle {
        guard let base = Self.baseStyleTarget else { return themeRegistry.style(for: screenStyleTarget) }
        let theme = themeRegistry.theme
        return theme.resolve(theme.style(for: base).merging(theme.style(for: screenStyleTarget)), appearance: themeRegistry.appearance)
    }

    // MARK: Loading

    /// Makes ``rootStackView`` the view, styled for the screen; subclasses call
    /// super, then add their views to ``rootStackView``.
    open override func loadView() {
        rootStackView.style = screenStyle
        rootStackView.spacing = rootStackView.style.spacing
        setView(rootStackView)
    }

    override func finishLoadingView() {
        guard let layout, layout.controller == Self.screenName else { return }
        let names = Set(layout.allNames)
        var outlets: [String: View] = [:]
        rootStackView.walk { view, _ in
            if let identifier = view.identifier, names.contains(identifier), outlets[identifier] == nil {
                outlets[identifier] = view
            }
            return .visitChildren
        }
        for view in outlets.values { view.removeFromSuperview() }
        func place(_ nodes: [ScreenLayout.Node], into container: View) {
            for node in nodes {
                guard let view = outlets[node.name] else { continue }
                container.addSubview(view)
                place(node.children, into: view)
            }
        }
        place(layout.nodes, into: rootStackView)
    }

    // MARK: Styles and texts

    /// The style of `component` on this screen.
    public func style(for component: StyleTarget) -> ResolvedStyle {
        themeRegistry.style(for: component, on: screenStyleTarget)
    }

    /// The text of `key` in the registry's language.
    public func text(_ key: StringKey, _ arguments: FormatArgument...) -> String {
        text(key, arguments: arguments)
    }

    /// The text of `key` in the registry's language, with `arguments` as an array: the
    /// class's ``runtimeTexts`` first, then the registry's.
    public func text(_ key: StringKey, arguments: [FormatArgument]) -> String {
        let language = themeRegistry.language
        if let runtime = type(of: self).runtimeTexts[key],
            let strings = try? themeRegistry.strings.overriding(key, with: .text(runtime), language: language),
            let text = try? strings.string(key, language: language, arguments: arguments) {
            return text
        }
        return themeRegistry.text(key, arguments: arguments)
    }

    /// Texts every screen of this class shows instead of its registry's, in every language:
    /// what an app sets at runtime (seed 002's static string properties; see
    /// `PasscodeController.setText(_:for:)` in HaapiOnboarding). None by default.
    open class var runtimeTexts: [StringKey: String] { [:] }

    // MARK: Header

    /// Asks the container to hide its header (at once when the screen is already
    /// in one, otherwise when it is shown).
    open func hideHeaderView() {
        isHeaderHidden = true
        screenContainer?.hideHeaderView(requestedBy: self)
    }

    // MARK: Modifying the structure

    /// Inserts `view` directly above `anchor`, which may be any view of this
    /// screen below the root (seed 000's `insertView(_:aboveView:)`).
    ///
    /// - Throws: ``ViewTreeError/anchorNotChild(anchor:container:)`` when `anchor`
    ///   is not part of this screen (for example after it was removed).
    open func insertView(_ view: View, aboveView anchor: View) throws(ViewTreeError) {
        try container(of: anchor).insertView(view, aboveView: anchor)
    }

    /// Inserts `view` directly below `anchor`; see ``insertView(_:aboveView:)``.
    open func insertView(_ view: View, belowView anchor: View) throws(ViewTreeError) {
        try container(of: anchor).insertView(view, belowView: anchor)
    }

    private func container(of anchor: View) throws(ViewTreeError) -> View {
        let root = self.view
        guard let parent = anchor.superview, anchor.isDescendant(of: root) else {
            throw .anchorNotChild(anchor: anchor.debugName, container: root.debugName)
        }
        return parent
    }
}
