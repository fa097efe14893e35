/// The keyboard a ``TextField`` offers: the view tree's own word for it. Renderers
/// map it to their input types (HTML `inputmode`, a terminal's hint).
public enum KeyboardKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Any text.
    case text
    /// Digits.
    case number
    /// An e-mail address.
    case email
    /// A web address.
    case url
    /// A telephone number.
    case phone
}
