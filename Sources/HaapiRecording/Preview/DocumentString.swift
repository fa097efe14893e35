public import HaapiModel
public import HaapiUI

/// A human-readable string of a HAAPI document, and where it sits: its JSON path,
/// which is also how the flow names the actions around it
/// (`actions[0].model.options[2].title`).
///
/// ``all(in:)`` lists every string a person must see: each `title`, `text`,
/// `label`, `actionTitle`, `placeholder`, `detail` and `recipientOfCommunication`
/// member, at any depth. Members the SDK does not know are data, not strings to
/// show, unless they carry one of these names.
///
/// ```swift
/// for string in DocumentString.all(in: json) { print(string) }   // actions[0].title = "Sign in"
/// ```
public struct DocumentString: Sendable, Hashable, CustomStringConvertible {
    /// The text.
    public var text: String
    /// Where it sits in the document, e.g. `actions[0].model.fields[1].label`.
    public var path: String

    /// Creates a string found at `path`.
    public init(text: String, path: String) {
        self.text = text
        self.path = path
    }

    /// The members whose strings a person must see.
    public static let keys: Set<String> = ["title", "text", "label", "actionTitle", "placeholder", "detail", "recipientOfCommunication"]

    /// Every such string of `value`, members in name order, arrays in order.
    public static func all(in value: JSONValue) -> [DocumentString] {
        all(in: value, path: "")
    }

    private static func all(in value: JSONValue, path: String) -> [DocumentString] {
        switch value {
        case .object(let members):
            return members.keys.sorted().flatMap { key -> [DocumentString] in
                let child = path.isEmpty ? key : "\(path).\(key)"
                guard let member = members[key] else { return [] }
                if keys.contains(key), case .string(let text) = member { return [DocumentString(text: text, path: child)] }
                return all(in: member, path: child)
            }
        case .array(let elements):
            return elements.enumerated().flatMap { all(in: $0.element, path: "\(path)[\($0.offset)]") }
        default:
            return []
        }
    }

    /// Whether a person finds this string on `screen`: as a whole text (or line),
    /// or, for a recipient, inside a sentence that names it.
    public func isShown(on screen: ScreenText) -> Bool {
        path.hasSuffix("recipientOfCommunication") ? screen.mentions(text) : screen.shows(text)
    }

    /// The actions the path passes through, outermost first (`actions[0]`,
    /// `actions[0].model.options[2]`, ...), each with the rest of the path after it.
    var actionChain: [(id: String, rest: String)] {
        var chain: [(String, String)] = []
        var index = path.startIndex
        while let close = path[index...].firstIndex(of: "]") {
            let prefix = String(path[..<path.index(after: close)])
            let name = prefix.split(separator: ".").last.map { $0.prefix { $0 != "[" } } ?? ""
            if ["actions", "options", "continueActions", "errorActions"].contains(name) {
                chain.append((prefix, String(path[path.index(after: close)...])))
            }
            index = path.index(after: close)
        }
        return chain
    }

    /// `path = "text"`.
    public var description: String { "\(path) = \"\(text)\"" }
}

extension JSONValue {
    /// The value at a path such as `actions[0].model.options[2]`, if there is one.
    func value(at path: String) -> JSONValue? {
        var value: JSONValue? = self
        for part in path.split(separator: ".") {
            guard let open = part.firstIndex(of: "[") else { value = value?[String(part)]; continue }
            value = value?[String(part[..<open])]
            // Each `[n]` after the name: `options[2]`, or `a[0][1]`.
            var rest = part[open...]
            while rest.first == "[", let close = rest.firstIndex(of: "]") {
                value = Int(rest[rest.index(after: rest.startIndex)..<close]).flatMap { value?[$0] }
                rest = rest[rest.index(after: close)...]
            }
        }
        return value
    }
}
