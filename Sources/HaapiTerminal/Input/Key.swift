/// One key press, decoded from the bytes a terminal sends.
public enum Key: Sendable, Hashable {
    /// A printable character (letters, digits, punctuation, space, any script).
    case character(Character)
    /// Return or Enter.
    case enter
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Backspace (DEL or BS).
    case backspace
    /// Forward delete.
    case delete
    /// Escape on its own.
    case escape
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// Ctrl-C: the person wants to stop.
    case interrupt
    /// Ctrl-D, or the end of the input.
    case endOfInput
    /// Another control key, named by its letter (`Ctrl-U` is `.control("u")`).
    case control(Character)
    /// A sequence this decoder does not know, as received.
    case unknown([UInt8])
}
