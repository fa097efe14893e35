import HaapiModel

/// A human-readable string of a HAAPI document, and where it sits (its JSON path,
/// which is also how the flow names the actions around it: `actions[0].model.options[2]`).
struct DocumentString: Hashable, CustomStringConvertible {
    var text: String
    var path: String

    /// The members whose strings a person must see.
    static let keys: Set<String> = ["title", "text", "label", "actionTitle", "placeholder", "detail", "recipientOfCommunication"]

    /// Every such string of `value`, in document order.
    static func all(in value: JSONValue, path: String = "") -> [DocumentString] {
        switch value {
        case .object(let members):
            return members.keys.sorted().flatMap { key -> [DocumentString] in
                let child = path.isEmpty ? key : "\(path).\(key)"
                if keys.contains(key), case .string(let text)? = members[key] { return [DocumentString(text: text, path: child)] }
                return all(in: members[key]!, path: child)
            }
        case .array(let elements):
            return elements.enumerated().flatMap { all(in: $0.element, path: "\(path)[\($0.offset)]") }
        default:
            return []
        }
    }

    /// The ids of the actions the path passes through, outermost first
    /// (`actions[0]`, `actions[0].model.options[2]`, ...), each with what follows it.
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

    var description: String { "\(path) = \"\(text)\"" }
}

/// A kind of string the stock screens deliberately do not show, and why.
struct DeliberatelyNotShown: Sendable {
    var name: String
    var reason: String
    var matches: @Sendable (DocumentString, JSONValue) -> Bool

    /// The whole list; every entry must be needed by some document (see the test).
    static let all: [DeliberatelyNotShown] = [
        DeliberatelyNotShown(
            name: "a client operation's continue action",
            reason: "The flow submits it itself with the operation's result; the person never sees it.",
            matches: { string, document in
                string.actionChain.dropLast().contains { element in
                    action(at: element.id, in: document)?["template"]?.stringValue == "client-operation"
                        && element.rest.hasPrefix(".model.continueActions")
                }
            }),
        DeliberatelyNotShown(
            name: "what follows an action the SDK cannot run",
            reason: "Nested actions of an unknown template (the obsolete `launch` of a recorded document) follow that action, "
                + "which never runs; the generic screen shows the action's own title.",
            matches: { string, document in
                string.actionChain.dropLast().contains { element in
                    let template = action(at: element.id, in: document)?["template"]?.stringValue ?? ""
                    return element.rest.hasPrefix(".model.") && !["form", "selector", "client-operation"].contains(template)
                }
            }),
    ]

    /// The action object at `id` in `document`.
    static func action(at id: String, in document: JSONValue) -> JSONValue? {
        var value: JSONValue? = document
        for part in id.split(separator: ".") {
            guard let open = part.firstIndex(of: "[") else { value = value?[String(part)]; continue }
            let name = String(part[..<open])
            let index = Int(part[part.index(after: open)...].dropLast()) ?? -1
            value = value?[name]?[index]
        }
        return value
    }
}
