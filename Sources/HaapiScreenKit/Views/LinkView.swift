/// A view showing a link the person can follow (a HAAPI link such as
/// `forgot-password` or `register-create`).
@MainActor
open class LinkView: View {
    /// The text shown (already translated).
    public var title: String
    /// Where the link leads, as the server sent it.
    public var href: String?
    /// The link's relation (`rel`), for renderers and tests.
    public var relation: String?
    /// What happens when the person follows the link.
    public var action: (@MainActor () -> Void)?

    /// Creates a link view.
    public init(identifier: String? = nil, title: String, href: String? = nil, relation: String? = nil,
                action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.href = href
        self.relation = relation
        self.action = action
        super.init(identifier: identifier)
    }

    open override var kindName: String { "LinkView" }

    open override func accept<V: ViewVisitor>(_ visitor: inout V) {
        visitor.visitLinkView(self)
    }

    /// Follows the link as the person did, after telling its ancestors
    /// (``View/personDidActivate(_:)``).
    ///
    /// - Returns: whether the action ran (`false` when hidden or without action).
    @discardableResult
    open func activate() -> Bool {
        guard !isHidden, let action else { return false }
        personDidActivate(self)
        action()
        return true
    }
}
