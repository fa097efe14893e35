/// A view the person activates to perform an action.
///
/// Renderers call ``tap()`` when the person activates the button; the button runs
/// its ``action`` only while it is enabled and visible, after telling its
/// ancestors (``View/personDidActivate(_:)``).
@MainActor
open class Button: View {
    /// How the button looks.
    public var type: ButtonKind
    /// The button's text (already translated).
    public var title: String
    /// Whether the person can activate it.
    public var isEnabled = true
    /// What happens when the person activates the button.
    public var action: (@MainActor () -> Void)?
    /// A name for the action the button performs (for example a form's action
    /// kind), for renderers and tests that address actions by name.
    public var actionIdentifier: String?
    /// What the button means on its screen (cancel, primary, ...); renderers map
    /// keys to roles, never to identifiers or titles. A primary-looking button
    /// without one given is ``ButtonRole/primary``.
    public var role: ButtonRole?

    /// Creates a button.
    public init(
        identifier: String? = nil,
        type: ButtonKind = .primary,
        title: String,
        actionIdentifier: String? = nil,
        role: ButtonRole? = nil,
        action: (@MainActor () -> Void)? = nil
    ) {
        self.type = type
        self.title = title
        self.actionIdentifier = actionIdentifier
        self.role = role ?? (type == .primary ? .primary : nil)
        self.action = action
        super.init(identifier: identifier)
    }

    open override var kindName: String { "Button" }

    open override func accept<V: ViewVisitor>(_ visitor: inout V) {
        visitor.visitButton(self)
    }

    /// Activates the button as if the person pressed it.
    ///
    /// - Returns: whether the action ran (`false` when the button is disabled,
    ///   hidden, or has no action).
    @discardableResult
    open func tap() -> Bool {
        guard isEnabled, !isHidden, let action else { return false }
        personDidActivate(self)
        action()
        return true
    }
}
