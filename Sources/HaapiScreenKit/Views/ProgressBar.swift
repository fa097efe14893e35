/// A bar showing how far something has progressed, such as the time left to poll.
@MainActor
open class ProgressBar: View {
    /// The fraction done, always in `0...1` (values outside are clamped; NaN becomes 0).
    public var progress: Double {
        didSet { progress = Self.clamp(progress) }
    }

    /// Creates a progress bar.
    public init(identifier: String? = nil, progress: Double = 0) {
        self.progress = Self.clamp(progress)
        super.init(identifier: identifier)
    }

    open override var kindName: String { "ProgressBar" }

    open override func accept<V: ViewVisitor>(_ visitor: inout V) {
        visitor.visitProgressBar(self)
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
