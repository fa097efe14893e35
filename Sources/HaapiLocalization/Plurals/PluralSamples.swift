import Foundation

/// The sample numbers of a CLDR plural rule (`@integer 0, 2~16, 100, … @decimal 0.0~1.5`),
/// expanded: each range a number at a time in its last written digit, each compact decimal
/// (`1c6`) as written; the `…` that says "and more" is left out.
struct PluralSamples: Sendable, Hashable {
    /// The integers, as written.
    var integers: [String] = []
    /// The decimals, as written (with their visible fraction digits).
    var decimals: [String] = []

    /// Reads `text`, the part of a rule from its first `@`.
    init(_ text: String) {
        var target: WritableKeyPath<PluralSamples, [String]>?
        for word in text.split(separator: " ").map(String.init) {
            switch word {
            case "@integer": target = \.integers
            case "@decimal": target = \.decimals
            default:
                let item = word.trimmingCharacters(in: CharacterSet(charactersIn: ","))
                guard let target, !item.isEmpty, item != "…" else { continue }
                self[keyPath: target] += Self.expand(item)
            }
        }
    }

    /// `low~high` as every number between them in steps of their last digit; anything else as it is.
    static func expand(_ item: String) -> [String] {
        let ends = item.split(separator: "~").map(String.init)
        guard ends.count == 2, !item.contains("c"), !item.contains("e") else { return [item] }
        let places = ends[0].split(separator: ".").dropFirst().first?.count ?? 0
        guard let low = Int(ends[0].replacingOccurrences(of: ".", with: "")), let high = Int(ends[1].replacingOccurrences(of: ".", with: "")),
            low <= high, high - low <= 10_000
        else { return [item] }
        return (low...high).map { scaled in
            guard places > 0 else { return String(scaled) }
            var digits = String(scaled)
            if digits.count <= places { digits = String(repeating: "0", count: places - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
            return digits
        }
    }
}
