/// A view that lays out its subviews in a row or a column, like `UIStackView`.
///
/// Every subview of a stack view is arranged: ``arrangedSubviews`` and
/// ``View/subviews`` are the same list, so ``View/removeFromSuperview()`` takes a
/// view out of the arrangement too.
@MainActor
open class StackView: View {
    /// The direction in which subviews follow each other.
    public enum Axis: String, Sendable, Hashable {
        /// Top to bottom.
        case vertical
        /// Leading to trailing.
        case horizontal
    }

    /// The direction of the arrangement.
    public var axis: Axis
    /// The space between neighbouring subviews, in points; `nil` uses the theme's.
    public var spacing: Double?

    /// Creates an empty stack.
    public init(identifier: String? = nil, axis: Axis = .vertical, spacing: Double? = nil) {
        self.axis = axis
        self.spacing = spacing
        super.init(identifier: identifier)
    }

    open override var kindName: String { "StackView" }

    open override func accept<V: ViewVisitor>(_ visitor: inout V) {
        visitor.visitStackView(self)
    }

    /// The arranged subviews, in layout order (the same list as ``View/subviews``).
    public var arrangedSubviews: [View] { subviews }

    /// Appends `view` to the arrangement.
    ///
    /// - Returns: `false`, changing nothing, when `view` is this stack or contains it.
    @discardableResult
    open func addArrangedSubview(_ view: View) -> Bool {
        addSubview(view)
    }

    /// Inserts `view` at `index` of the arrangement.
    ///
    /// - Throws: ``ViewTreeError`` when `index` is outside `0...arrangedSubviews.count`
    ///   or the insertion would make a cycle.
    open func insertArrangedSubview(_ view: View, at index: Int) throws(ViewTreeError) {
        try insertSubview(view, at: index)
    }
}
