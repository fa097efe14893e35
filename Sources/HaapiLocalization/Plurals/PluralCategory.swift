/// A CLDR plural category. Each language uses some of them; every language uses ``other``.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    case zero, one, two, few, many, other
}
