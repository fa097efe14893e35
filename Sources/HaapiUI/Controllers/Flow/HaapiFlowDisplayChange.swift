/// What changed on a ``HaapiFlowViewController`` after the flow moved on, so a
/// renderer knows how much to redraw (see ``HaapiFlowViewController/onDisplayChange``).
public enum HaapiFlowDisplayChange: Sendable, Hashable {
    /// Another screen replaced the current one: start afresh (focus, scrolling,
    /// questions).
    case newScreen
    /// The current screen got new content the person must see before acting: a
    /// problem next to a field, a banner, new form content, the close confirmation.
    case content
    /// Something that moves by itself changed: a polling countdown or progress, the
    /// loading indicator. Nothing new to answer.
    case progress
}
