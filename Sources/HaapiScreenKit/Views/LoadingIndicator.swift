/// A view showing that the screen is waiting (for the server, for example).
@MainActor
open class LoadingIndicator: View {
    /// Whether the indicator is running; renderers draw it only while it runs.
    public private(set) var isAnimating: Bool

    /// Creates a loading indicator.
    public init(identifier: String? = nil, isAnimating: Bool = false) {
        self.isAnimating = isAnimating
        super.init(identifier: identifier)
    }

    open override var kindName: String { "LoadingIndicator" }

    open override func accept<V: ViewVisitor>(_ visitor: inout V) {
        visitor.visitLoadingIndicator(self)
    }

    /// Starts the indicator.
    open func startAnimating() { isAnimating = true }

    /// Stops the indicator.
    open func stopAnimating() { isAnimating = false }
}
