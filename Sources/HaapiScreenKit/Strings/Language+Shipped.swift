public import HaapiLocalization

extension Language {
    /// The languages the kit's texts ship in: English and every language of the screen
    /// kit's String Catalog, in the order of their tags.
    public static let shipped: [Language] = [.english] + StringTable.builtIn.keys.filter { $0 != Language.english.code }.sorted().compactMap(Language.init(tag:))
}
