import Foundation

/// Every locale's cardinal plural rules from CLDR (``cldrVersion``), taken as data from
/// cldr-json's `plurals.json` into `CLDRPluralData.swift` (`Tools/cldr-plurals.py` writes
/// it), each rule's condition read by ``PluralCondition``.
enum CLDRPluralRules {
    /// One line of the table: a locale's category, its condition and CLDR's samples for it.
    struct Entry: Sendable {
        var locale: String
        var category: PluralCategory
        var condition: String
        /// CLDR's samples as written (`@integer 1, 21~24 …`).
        var sampleText: String
        /// The samples, expanded (for the tests: the rules never need them).
        var samples: PluralSamples { PluralSamples(sampleText) }
    }

    /// The table's lines, read.
    static let entries: [Entry] = table.split(separator: "\n").compactMap { line in
        let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, let category = PluralCategory(rawValue: String(fields[1])) else { return nil }
        let rule = String(fields[2])
        let split = rule.firstIndex(of: "@") ?? rule.endIndex
        return Entry(
            locale: String(fields[0]), category: category,
            condition: rule[..<split].trimmingCharacters(in: .whitespaces), sampleText: String(rule[split...]))
    }

    /// Each locale's rule (CLDR's locale ids: `en`, `pt`, `pt-PT`, `zh`).
    static let rules: [String: PluralRule] = {
        var conditions: [String: [(PluralCategory, PluralCondition)]] = [:]
        for entry in entries where entry.category != .other {
            // The table is CLDR's: a condition that does not read is a defect of the table, caught by its tests.
            guard let condition = try? PluralCondition(entry.condition) else { continue }
            conditions[entry.locale, default: []].append((entry.category, condition))
        }
        var rules: [String: PluralRule] = [:]
        for locale in Set(entries.map(\.locale)) {
            rules[locale.lowercased()] = PluralRule(conditions: conditions[locale] ?? [])
        }
        return rules
    }()
}

extension PluralRule {
    /// The rule whose categories are tried in `conditions`' order, ``PluralCategory/other``
    /// when none matches (as CLDR's rules are written).
    init(conditions: [(PluralCategory, PluralCondition)]) {
        self.init(categories: Set(conditions.map(\.0))) { operands in
            conditions.first { $0.1.matches(operands) }?.0 ?? .other
        }
    }

    /// CLDR's rule for `locale` (`pt-PT`, `zh`), if CLDR has one.
    public static func cldr(_ locale: String) -> PluralRule? {
        CLDRPluralRules.rules[locale.lowercased().replacingOccurrences(of: "_", with: "-")]
    }
}
