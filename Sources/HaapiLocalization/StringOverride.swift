/// One key's text in one language: a single template, or plural forms. An app's
/// replacement for a string (from a theme or a strings file) and a String Catalog's
/// translation (``StringsFile``) are both read as one.
public enum StringOverride: Sendable, Hashable {
    /// One template (for a plural key it becomes the `other` form, used for every number).
    case text(String)
    /// Plural forms keyed by categories (`[.one]`, `[.other]`, `[.one, .one]`, ...).
    case plural([[PluralCategory]: String])
}

extension StringOverride {
    /// The template placeholders are checked on: the text, or the `other` form.
    package var referenceTemplate: String? {
        switch self {
        case .text(let text): text
        case .plural(let forms): forms[[.other]]
        }
    }
}
