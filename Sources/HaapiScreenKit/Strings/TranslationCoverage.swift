/// The check that a module's texts are translated: every key with an English text has one
/// in each of the given languages (their placeholders are checked when the module registers).
public enum TranslationCoverage {
    /// One line per key of `strings` that has English but not `language`'s text, for each of `languages`.
    public static func missingKeys(in strings: [Language: [StringKey: StringOverride]], languages: [Language] = Language.shipped) -> [String] {
        let english = Set(strings[.english]?.keys.map { $0 } ?? [])
        return languages.flatMap { language in
            english.subtracting(strings[language]?.keys.map { $0 } ?? []).map { "\($0.rawValue) has no \(language.code) text" }
        }.sorted()
    }
}
