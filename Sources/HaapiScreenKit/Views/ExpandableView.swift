/// A titled section whose content the person can show or hide, such as the BankID
/// instructions.
///
/// The content view is the expandable view's only subview; renderers draw it only
/// while ``isExpanded`` is `true`.
@MainActor
open class ExpandableView: View {
    /// The always-visible title (already translated).
    public var title: String
    /// Whether the content is shown.
    public private(set) var isExpanded: Bool
    /// Called after the person expanded or collapsed the view.
    public var onToggle: (@MainActor (Bool) -> Void)?

    /// Creates an expandable view around `contentView`.
    public init(identifier: String? = nil, title: String, contentView: View? = nil, isExpanded: Bool = false) {
        self.title = title
        self.isExpanded = isExpanded
        super.init(identifier: identifier)
        if let contentView { addSubview(contentView) }
    }

    open override var kindName: String { "ExpandableView" }

    open override func accept<V: ViewVisitor>(_ visitor: inout V) {
        visitor.visitExpandableView(self)
    }

    /// The view shown when expanded, if any.
    public var contentView: View? { subviews.first }

    /// Replaces the content (removing the previous content view from the tree).
    public func setContentView(_ view: View?) {
        for old in subviews where old !== view { old.removeFromSuperview() }
        if let view, view.superview !== self { addSubview(view) }
    }

    /// Expands or collapses the view as the program's choice, without calling ``onToggle``.
    public func setExpanded(_ expanded: Bool) {
        isExpanded = expanded
    }

    /// Flips between expanded and collapsed as the person did, then calls ``onToggle``.
    open func toggle() {
        isExpanded.toggle()
        onToggle?(isExpanded)
    }
}
