/// What changed on a screen container after its content moved on by itself (a
/// new screen, a problem, a countdown), so a renderer knows how much to redraw.
///
/// Changes the person makes by typing or tapping are not reported: the renderer
/// that took the input knows them.
public enum DisplayChange: Sendable, Hashable, CaseIterable {
    /// Another screen replaced the current one: start afresh (focus, scrolling,
    /// questions).
    case newScreen
    /// The current screen got new content the person must see before acting: a
    /// problem next to a field, a banner, new form content, a confirmation question.
    case content
    /// Something that moves by itself changed: a countdown or progress, the loading
    /// indicator. Nothing new to answer.
    case progress
}
