/// The check a translation's plural forms must pass: each selector has a form for every
/// category the language's CLDR rule gives (`other` aside, which every value has), so that
/// no number in that language falls back to a form written for another category.
public enum PluralCoverage {
    /// What `forms` lack in `language`: one line per missing category, naming the key and
    /// the selector (empty when complete, or when `rules` has no rule for the language).
    public static func gaps(
        _ forms: [[PluralCategory]: String], key: StringKey, language: Language, rules: PluralRuleSet = .standard
    ) -> [String] {
        guard let rule = rules.rule(for: language) else { return [] }
        let positions = forms.keys.map(\.count).max() ?? 1
        var gaps: [String] = []
        for position in 0..<positions {
            for category in PluralCategory.allCases where category != .other && rule.categories.contains(category) {
                guard !forms.keys.contains(where: { $0.count > position && $0[position] == category }) else { continue }
                gaps.append("\(key.rawValue) in \(language.code): no \(category.rawValue) form for argument \(position + 1)")
            }
        }
        return gaps
    }

    /// What the plural texts of `strings` (a module's, by language) lack; see ``gaps(_:key:language:rules:)``.
    public static func gaps(in strings: [Language: [StringKey: StringOverride]], rules: PluralRuleSet = .standard) -> [String] {
        strings.flatMap { language, table in
            table.compactMap { key, value -> [String]? in
                guard case .plural(let forms) = value else { return nil }
                return gaps(forms, key: key, language: language, rules: rules)
            }.flatMap { $0 }
        }.sorted()
    }
}

extension StringCatalog {
    /// What the built-in plural texts lack in their languages (see ``PluralCoverage``).
    public var pluralGaps: [String] {
        Language.shipped.flatMap { language in
            StringKey.stock.compactMap { key -> [String]? in
                guard case .plural(let forms)? = builtInValue(key, language: language) else { return nil }
                return PluralCoverage.gaps(forms.forms, key: key, language: language, rules: pluralRules)
            }.flatMap { $0 }
        }.sorted()
    }
}
