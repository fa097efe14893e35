import Foundation
@testable import HaapiDevServer
import HaapiModel

/// A text a person could see in an answer of the dev server, and where it was.
struct ShownText: Hashable, CustomStringConvertible {
    var text: String
    /// The step and the JSON path, e.g. `email code step: actions[0].model.actionTitle`.
    var place: String

    var description: String { "\(place) = \"\(text)\"" }

    /// The texts of `json` a screen would show: every `title`, `actionTitle`, `label`,
    /// `placeholder`, `text` and `detail`, except the texts of messages that carry data
    /// (`userName`, `recipientOfCommunication`: a user name, an address) and the members
    /// named in `skipping`.
    static func all(in json: JSONValue, step: String, skipping: Set<String> = []) -> [ShownText] {
        var found: [ShownText] = []
        func walk(_ value: JSONValue, _ path: String) {
            switch value {
            case .object(let members):
                let classes = members["classList"]?.arrayValue?.compactMap(\.stringValue) ?? []
                let isData = classes.contains("userName") || classes.contains("recipientOfCommunication")
                for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                    let here = path.isEmpty ? name : "\(path).\(name)"
                    if let text = member.stringValue {
                        let shown = ["title", "actionTitle", "label", "placeholder", "text", "detail"].contains(name)
                        if shown, !skipping.contains(name), !(isData && name == "text") { found.append(ShownText(text: text, place: "\(step): \(here)")) }
                    } else {
                        walk(member, here)
                    }
                }
            case .array(let elements):
                for (index, element) in elements.enumerated() { walk(element, "\(path)[\(index)]") }
            default:
                break
            }
        }
        walk(json, "")
        return found
    }
}

/// Which table texts a shown text is: each table value is a pattern whose `{n}` stand for
/// any text.
struct TextMatcher {
    let patterns: [DevServerLanguage: [(key: DevServerText, pattern: NSRegularExpression)]]

    init() throws {
        var patterns: [DevServerLanguage: [(key: DevServerText, pattern: NSRegularExpression)]] = [:]
        for language in DevServerLanguage.allCases {
            patterns[language] = try DevServerTexts.allTexts(language).map { key, value in
                let literal = NSRegularExpression.escapedPattern(for: value)
                let wildcards = try NSRegularExpression(pattern: #"\\\{[1-9]\\\}|\{[1-9]\}"#)
                let pattern = wildcards.stringByReplacingMatches(
                    in: literal, range: NSRange(literal.startIndex..., in: literal), withTemplate: "(.+)")
                return (key: key, pattern: try NSRegularExpression(pattern: "^" + pattern + "$", options: [.dotMatchesLineSeparators]))
            }
        }
        self.patterns = patterns
    }

    /// The keys of `language`'s table whose value `text` is.
    func keys(_ text: String, in language: DevServerLanguage) -> Set<DevServerText> {
        let range = NSRange(text.startIndex..., in: text)
        return Set((patterns[language] ?? []).filter { $0.pattern.firstMatch(in: text, range: range) != nil }.map(\.key))
    }
}
