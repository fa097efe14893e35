/// A language's CLDR plural rule: which ``PluralCategory`` a number falls in.
///
/// ``PluralRuleSet/standard`` has CLDR's rule for every locale CLDR knows
/// (``cldr(_:)``); a rule of one's own replaces a language's:
///
/// ```swift
/// // French, ignoring the "many" of compact millions: one → i = 0,1; other → the rest.
/// let french = PluralRule(categories: [.one, .other]) { $0.i == 0 || $0.i == 1 ? .one : .other }
/// let rules = PluralRuleSet.standard.adding(french, for: "fr")
/// ```
public struct PluralRule: Sendable {
    /// The categories this rule can return (always including ``PluralCategory/other``).
    public let categories: Set<PluralCategory>
    private let select: @Sendable (PluralOperands) -> PluralCategory

    /// Creates a rule.
    /// - Parameters:
    ///   - categories: the categories `select` returns.
    ///   - select: picks the category of a number's operands.
    public init(categories: Set<PluralCategory>, select: @escaping @Sendable (PluralOperands) -> PluralCategory) {
        self.categories = categories.union([.other])
        self.select = select
    }

    /// The category of a number given by its operands.
    public func category(for operands: PluralOperands) -> PluralCategory {
        select(operands)
    }

    /// The category of an integer.
    public func category(for value: Int) -> PluralCategory {
        select(PluralOperands(value))
    }

    /// CLDR's rule for English, Dutch, Swedish, German and others:
    /// `one: i = 1 and v = 0`, everything else `other`. So `1` is one, while
    /// `0`, `2`, `1.0` and `1.5` are other.
    public static let oneIfIntegerOne = PluralRule(categories: [.one, .other]) { operands in
        operands.i == 1 && operands.v == 0 ? .one : .other
    }
}

/// Plural rules by language code.
public struct PluralRuleSet: Sendable {
    private var rules: [String: PluralRule]

    /// Creates a set from rules keyed by language tag (`fr`, `pt-PT`; in any case).
    public init(_ rules: [String: PluralRule]) {
        self.rules = Dictionary(rules.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// CLDR's rules for every locale CLDR has (its cardinal rules, taken as data: see
    /// `PluralRule.cldr(_:)`), so that an app's texts in any language choose their plural forms
    /// as that language does.
    public static let standard = PluralRuleSet(CLDRPluralRules.rules)

    /// The rule for `language`, if the set has one: its own, a fallback's (`pt-AO` uses
    /// `pt-PT`'s), or its language's (`zh-Hant` uses `zh`'s: plurals do not depend on the script).
    public func rule(for language: Language) -> PluralRule? {
        for candidate in language.fallbacks.map(\.code) + [language.languageCode] {
            if let rule = rules[candidate.lowercased()] { return rule }
        }
        return nil
    }

    /// A copy with `rule` used for the language `code`.
    public func adding(_ rule: PluralRule, for code: String) -> PluralRuleSet {
        var copy = self
        copy.rules[code.lowercased()] = rule
        return copy
    }
}
