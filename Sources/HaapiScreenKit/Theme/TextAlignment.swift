/// How lines of text sit between a view's edges (the `textAlignment` style attribute).
///
/// The names are UIKit's `NSTextAlignment` cases, as style sheets write them
/// (`text-align: center;`).
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    /// Against the left edge.
    case left
    /// Centred between the edges.
    case center
    /// Against the right edge.
    case right
    /// Against the edge where the language starts its lines (left for English).
    case natural
    /// Stretched to both edges, except the last line.
    case justified
}
