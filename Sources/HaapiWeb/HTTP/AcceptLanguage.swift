import Foundation
import HaapiUI

/// Picks the page's language from `Accept-Language` (RFC 9110 section 12.5.4):
/// the highest-weighted range served by one of the host's languages, itself or a language
/// it falls back to (`nl-BE` is served in Dutch, `zh-TW` only by Traditional Chinese);
/// `*` and unknown ones are skipped, English last.
enum AcceptLanguage {
    static func language(from header: String?, available: [Language] = Language.shipped) -> Language {
        guard let header else { return .english }
        var ranges: [(language: Language, weight: Double, order: Int)] = []
        for (order, item) in header.split(separator: ",").enumerated() {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = parts.first, let language = Language(tag: tag)?.bestMatch(in: available) else { continue }
            var weight = 1.0
            for parameter in parts.dropFirst() where parameter.lowercased().hasPrefix("q=") {
                weight = Double(parameter.dropFirst(2)) ?? 0
            }
            if weight > 0 { ranges.append((language, weight, order)) }
        }
        return ranges.sorted { ($0.weight, -$0.order) > ($1.weight, -$1.order) }.first?.language ?? .english
    }
}
