public import HaapiLocalization

extension Language {
    /// The languages the kit's texts ship in: English and every language of the screen
    /// kit's String Catalog, in the order of their tags.
    public static let shipped: [Language] = [.english] + StringTable.catalog.languages.sorted { $0.code < $1.code }
}

extension Language {
    /// Whether the kit's texts are in this language or one it falls back to (English
    /// always; another language without reading the catalogs' list when it is English).
    public var hasShippedTexts: Bool {
        languageCode == Language.english.code || bestMatch(in: Language.shipped) != nil
    }
}
