/// Helpers for writing the built-in tables.
enum StringTable {
    typealias Entries = [StringKey: LocalizedValue]

    static func text(_ text: String) -> LocalizedValue { .text(text) }

    static func plural(one: String, other: String) -> LocalizedValue {
        .plural(PluralForms(unchecked: [[.one]: one, [.other]: other]))
    }

    /// Forms chosen by two numbers: `one`/`other` for the first (any second), and
    /// the forms for exactly one of the second.
    static func plural(
        one: String, other: String, oneAndOne: String, otherAndOne: String
    ) -> LocalizedValue {
        .plural(PluralForms(
            unchecked: [[.one]: one, [.other]: other, [.one, .one]: oneAndOne, [.other, .one]: otherAndOne],
            selectors: [1, 2]
        ))
    }

    /// The built-in tables by language code: English, from ``english``; every other
    /// language is in the screen kit's String Catalog (``catalog``).
    static let builtIn: [String: Entries] = [Language.english.code: english]

    /// The screen kit's String Catalog, `Resources/HaapiScreenKit.xcstrings`.
    static let catalog = BundledTranslations.Catalog(module: "HaapiScreenKit")
}
