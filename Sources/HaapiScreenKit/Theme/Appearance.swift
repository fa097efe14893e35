/// Light or dark interface style; every theme colour has a value for each.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
    /// Dark text on light backgrounds.
    case light
    /// Light text on dark backgrounds.
    case dark
}
