/// Why a change to the view tree was refused. The tree is left unchanged.
///
/// Views are named by their identifier, or by their kind when they have none.
public enum ViewTreeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The anchor of an insert above / below is not a direct subview of the container.
    case anchorNotChild(anchor: String, container: String)
    /// A view cannot be inserted above or below itself.
    case anchorIsInsertedView(String)
    /// The view is the container or one of its ancestors.
    case wouldCreateCycle(view: String, container: String)
    /// An insertion index is outside `0...count`.
    case indexOutOfRange(index: Int, count: Int, container: String)

    public var description: String {
        switch self {
        case .anchorNotChild(let anchor, let container):
            "'\(anchor)' is not a subview of '\(container)'; insert next to a direct subview, or find the anchor's own superview first"
        case .anchorIsInsertedView(let name):
            "cannot insert '\(name)' above or below itself"
        case .wouldCreateCycle(let view, let container):
            "cannot add '\(view)' to '\(container)': '\(view)' contains '\(container)'"
        case .indexOutOfRange(let index, let count, let container):
            "index \(index) is outside 0...\(count) for the subviews of '\(container)'"
        }
    }
}
