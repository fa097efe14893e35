/// The checks that a module's texts are translated: every key with an English text has one
/// in each of the given languages (their placeholders are checked when the module registers),
/// and a translation the same as the English text is one a list gives a reason for.
public enum TranslationCoverage {
    /// One line per key of `strings` that has English but not `language`'s text, for each of `languages`.
    public static func missingKeys(in strings: [Language: [StringKey: StringOverride]], languages: [Language] = Language.shipped) -> [String] {
        let english = Set(strings[.english]?.keys.map { $0 } ?? [])
        return languages.flatMap { language in
            english.subtracting(strings[language]?.keys.map { $0 } ?? []).map { "\($0.rawValue) has no \(language.code) text" }
        }.sorted()
    }

    /// One line per translation in `strings` that is the English text unchanged, unless
    /// `allowed` lists its language for the key (`"*"`: every language, for names and
    /// symbols such as "Face ID" or "✓ %@").
    public static func sameAsEnglish(
        in strings: [Language: [StringKey: StringOverride]], languages: [Language] = Language.shipped, allowed: [StringKey: Set<String>]
    ) -> [String] {
        let english = strings[.english] ?? [:]
        return languages.filter { $0 != .english }.flatMap { language in
            (strings[language] ?? [:]).compactMap { key, value -> String? in
                guard value == english[key], !(allowed[key] ?? []).contains(where: { $0 == "*" || $0 == language.code }) else { return nil }
                return "\(key.rawValue) in \(language.code) is the English text"
            }
        }.sorted()
    }
}
