/// A node of the platform-neutral view tree, shaped like `UIView`.
///
/// Screens build trees of views; renderers (terminal, web, UIKit later) draw them.
/// The order of ``subviews`` is the layout order: in a vertical container the first
/// subview is drawn at the top. Each view may carry a stable ``identifier`` (the
/// documented outlet name, such as `bankIdImageView`) and its ``style``, already
/// resolved from the theme for one appearance.
///
/// Views live on the main actor, like UIKit's. A renderer on Linux runs its drawing
/// and input loop on the main actor too (`@MainActor` functions, or
/// `await MainActor.run { ... }` from other tasks).
///
/// ```swift
/// let root = StackView(identifier: "root", axis: .vertical)
/// root.addArrangedSubview(Label(identifier: "titleLabel", text: "Welcome"))
/// root.view(withIdentifier: "titleLabel")?.isHidden = true
/// ```
///
/// Mutations never crash: ``addSubview(_:)`` refuses (and returns `false`) to add a
/// view to itself or to one of its own descendants, and the insertions relative to
/// an anchor throw a ``ViewTreeError`` when the anchor is not a child.
@MainActor
open class View {
    /// The stable name of this view, usually its documented outlet name.
    public var identifier: String?
    /// The children of this view, in layout order.
    public private(set) var subviews: [View] = []
    /// The view that holds this one, if any.
    public private(set) weak var superview: View?
    /// Whether renderers skip this view and its subtree.
    public var isHidden = false
    /// The style of this view, resolved from the theme for one appearance.
    public var style: ResolvedStyle = .empty
    /// A short description for assistive technologies (for example "QR code").
    public var accessibilityLabel: String?

    /// Creates an empty view.
    /// - Parameter identifier: the stable name renderers and tests find it by.
    public init(identifier: String? = nil) {
        self.identifier = identifier
    }

    /// The name of this kind of view, used in tree dumps and error messages.
    open var kindName: String { "View" }

    /// Calls the `visitor` method for this kind of view (not for its subviews).
    /// Stock view kinds override it; custom subclasses of stock views inherit theirs.
    open func accept<V: ViewVisitor>(_ visitor: inout V) {
        visitor.visitView(self)
    }

    /// A name for messages: the identifier, or the kind of view when it has none.
    public var debugName: String { identifier ?? kindName }

    // MARK: Adding and removing

    /// Appends `view` as the last subview, first removing it from its current superview.
    ///
    /// - Returns: `false`, changing nothing, when `view` is this view or one of its
    ///   ancestors (which would make a cycle).
    @discardableResult
    open func addSubview(_ view: View) -> Bool {
        attach(view, at: nil)
    }

    /// Inserts `view` at `index` among the subviews, first removing it from its
    /// current superview.
    ///
    /// - Throws: ``ViewTreeError/indexOutOfRange(index:count:container:)`` when
    ///   `index` is not in `0...subviews.count`, ``ViewTreeError/wouldCreateCycle(view:container:)``
    ///   when `view` is this view or one of its ancestors.
    open func insertSubview(_ view: View, at index: Int) throws(ViewTreeError) {
        try checkCanHold(view)
        // Moving a view that is already a child shifts the indices after it.
        var count = subviews.count
        if view.superview === self { count -= 1 }
        guard index >= 0, index <= count else {
            throw .indexOutOfRange(index: index, count: count, container: debugName)
        }
        attach(view, at: index)
    }

    /// Inserts `view` directly before `anchor` in layout order (above it in a
    /// vertical stack), as in the seeds' `insertView(_:aboveView:)`.
    ///
    /// - Throws: ``ViewTreeError/anchorNotChild(anchor:container:)`` when `anchor`
    ///   is not a subview of this view, ``ViewTreeError/anchorIsInsertedView(_:)``
    ///   when `view` and `anchor` are the same, or a cycle error.
    open func insertView(_ view: View, aboveView anchor: View) throws(ViewTreeError) {
        try insert(view, relativeTo: anchor, after: false)
    }

    /// Inserts `view` directly after `anchor` in layout order (below it in a
    /// vertical stack), as in the seeds' `insertView(_:belowView:)`.
    ///
    /// - Throws: the same errors as ``insertView(_:aboveView:)``.
    open func insertView(_ view: View, belowView anchor: View) throws(ViewTreeError) {
        try insert(view, relativeTo: anchor, after: true)
    }

    /// Detaches this view from its superview; does nothing when it has none.
    open func removeFromSuperview() {
        guard let parent = superview,
              let index = parent.subviews.firstIndex(where: { $0 === self }) else { return }
        parent.willRemoveSubview(self)
        parent.subviews.remove(at: index)
        superview = nil
        didMoveToSuperview()
    }

    // MARK: Hooks for subclasses

    /// Called after `subview` became a child of this view.
    open func didAddSubview(_ subview: View) {}

    /// Called before `subview` stops being a child of this view.
    open func willRemoveSubview(_ subview: View) {}

    /// Called after this view was added to, moved to or removed from a superview.
    open func didMoveToSuperview() {}

    /// Called when the person activated `view`, this view or one of its
    /// descendants (a ``Button`` tap, a ``LinkView`` followed), before the
    /// view's action runs. The default passes it on to the superview, so a
    /// container learns about every activation inside it (the flow container
    /// uses it to notice a custom screen that never forwards an action).
    open func personDidActivate(_ view: View) {
        superview?.personDidActivate(view)
    }

    // MARK: Relations

    /// Whether this view is `other` or lies inside `other`'s subtree.
    public func isDescendant(of other: View) -> Bool {
        var current: View? = self
        while let view = current {
            if view === other { return true }
            current = view.superview
        }
        return false
    }

    /// The topmost ancestor of this view (the view itself when it has no superview).
    public var root: View {
        var current = self
        while let parent = current.superview { current = parent }
        return current
    }

    // MARK: Internals

    private func checkCanHold(_ view: View) throws(ViewTreeError) {
        if isDescendant(of: view) {
            throw .wouldCreateCycle(view: view.debugName, container: debugName)
        }
    }

    private func insert(_ view: View, relativeTo anchor: View, after: Bool) throws(ViewTreeError) {
        if view === anchor { throw .anchorIsInsertedView(anchor.debugName) }
        guard anchor.superview === self else {
            throw .anchorNotChild(anchor: anchor.debugName, container: debugName)
        }
        try checkCanHold(view)
        view.removeFromSuperview()
        // The anchor is still a child: only `view` moved.
        guard let anchorIndex = subviews.firstIndex(where: { $0 === anchor }) else {
            throw .anchorNotChild(anchor: anchor.debugName, container: debugName)
        }
        attach(view, at: after ? anchorIndex + 1 : anchorIndex)
    }

    @discardableResult
    private func attach(_ view: View, at index: Int?) -> Bool {
        if isDescendant(of: view) { return false }
        view.removeFromSuperview()
        if let index, index < subviews.count { subviews.insert(view, at: index) } else { subviews.append(view) }
        view.superview = self
        view.didMoveToSuperview()
        didAddSubview(view)
        return true
    }
}
