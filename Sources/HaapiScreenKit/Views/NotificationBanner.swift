/// A banner over a screen's content, used by the flow container to show problems.
@MainActor
open class NotificationBanner: View {
    /// How serious the banner is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Neutral information.
        case info
        /// Something succeeded.
        case success
        /// Something may need attention.
        case warning
        /// Something failed.
        case error
    }

    /// How serious the banner is.
    public var kind: Kind
    /// The banner's title, if any (already translated).
    public var title: String?
    /// The banner's text.
    public var message: String
    /// Whether the person can close the banner.
    public var isDismissible: Bool
    /// Called after the person closed the banner.
    public var onDismiss: (@MainActor () -> Void)?

    /// Creates a banner.
    public init(identifier: String? = nil, kind: Kind, title: String? = nil, message: String, isDismissible: Bool = true) {
        self.kind = kind
        self.title = title
        self.message = message
        self.isDismissible = isDismissible
        super.init(identifier: identifier)
    }

    open override var kindName: String { "NotificationBanner" }

    open override func accept<V: ViewVisitor>(_ visitor: inout V) {
        visitor.visitNotificationBanner(self)
    }

    /// Closes the banner as the person did: hides it, then calls ``onDismiss``.
    ///
    /// - Returns: `false`, changing nothing, when the banner cannot be dismissed or
    ///   is already hidden.
    @discardableResult
    open func dismiss() -> Bool {
        guard isDismissible, !isHidden else { return false }
        isHidden = true
        onDismiss?()
        return true
    }
}
