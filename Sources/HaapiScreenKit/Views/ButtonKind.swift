/// How a ``Button`` looks: the view tree's own word for it, so that renderers need
/// nothing from the flow. The HAAPI screens translate the flow's button types.
public enum ButtonKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// The screen's main action, drawn strongest.
    case primary
    /// Another action, drawn weaker.
    case secondary
    /// An action drawn as text.
    case text
    /// An action drawn as a link.
    case link
}
