public import HaapiModel

/// A kind of document string the stock screens deliberately do not show, and why.
///
/// ``StepPreview`` reports such strings apart from the ones that are missing:
/// they are not a fault. Every rule of ``all`` is needed by some document of
/// this package's fidelity corpus (a test checks it), so the list cannot grow
/// stale.
public struct DeliberateOmission: Sendable, CustomStringConvertible {
    /// What the rule covers, e.g. "a client operation's continue action".
    public let name: String
    /// Why the screens leave it out.
    public let reason: String
    private let rule: @Sendable (DocumentString, JSONValue) -> Bool

    init(name: String, reason: String, matches rule: @escaping @Sendable (DocumentString, JSONValue) -> Bool) {
        self.name = name
        self.reason = reason
        self.rule = rule
    }

    /// Whether `string` of `document` (the whole document's JSON) is one this rule leaves out.
    public func matches(_ string: DocumentString, in document: JSONValue) -> Bool {
        rule(string, document)
    }

    /// The first rule that leaves `string` out, if any.
    public static func rule(for string: DocumentString, in document: JSONValue) -> DeliberateOmission? {
        all.first { $0.matches(string, in: document) }
    }

    /// Whether `action` (a form) has a required field a person must fill in.
    private static func asksForInput(_ action: JSONValue?) -> Bool {
        guard case .array(let fields)? = action?["model"]?["fields"] else { return false }
        return fields.contains { field in
            !["hidden", "context"].contains(field["type"]?.stringValue ?? "") && field["required"]?.boolValue != false
        }
    }

    /// `name: reason`.
    public var description: String { "\(name): \(reason)" }

    /// Every rule.
    public static let all: [DeliberateOmission] = [
        DeliberateOmission(
            name: "a client operation's continue action",
            reason: "The flow submits it itself with the operation's result; the person never sees it.",
            matches: { string, document in
                string.actionChain.dropLast().contains { element in
                    document.value(at: element.id)?["template"]?.stringValue == "client-operation"
                        && element.rest.hasPrefix(".model.continueActions")
                }
            }),
        DeliberateOmission(
            name: "the fallback of a client operation the flow runs",
            reason: "When an external browser, BankID or Encap operation cannot run, the flow takes its first error action itself "
                + "(when it asks for nothing); the person sees the screen that follows. A passkey ceremony's fallbacks are buttons.",
            matches: { string, document in
                string.actionChain.dropLast().contains { element in
                    guard element.rest.hasPrefix(".model.errorActions"), let operation = document.value(at: element.id),
                        operation["template"]?.stringValue == "client-operation"
                    else { return false }
                    let name = operation["model"]?["name"]?.stringValue ?? ""
                    return !name.hasPrefix("webauthn-") && !Self.asksForInput(operation["model"]?["errorActions"]?[0])
                }
            }),
        DeliberateOmission(
            name: "what a failed poll says and where it leads",
            reason: "A `failed` polling step is no screen: the flow follows its continue or redirect action itself "
                + "and carries its messages to the screen that comes next (FlowConfiguration's followFailedPolling).",
            matches: { string, document in
                guard document["type"]?.stringValue == "polling-step",
                    document["properties"]?["status"]?.stringValue == "failed"
                else { return false }
                if string.path.hasPrefix("messages[") { return true }
                guard let top = string.actionChain.first, string.actionChain.count == 1 else { return false }
                return ["continue", "redirect"].contains(document.value(at: top.id)?["kind"]?.stringValue ?? "")
            }),
        DeliberateOmission(
            name: "what follows an action the SDK cannot run",
            reason: "Nested actions of an unknown template (the obsolete `launch` of a recorded document) follow that action, "
                + "which never runs; the generic screen shows the action's own title.",
            matches: { string, document in
                string.actionChain.dropLast().contains { element in
                    let template = document.value(at: element.id)?["template"]?.stringValue ?? ""
                    return element.rest.hasPrefix(".model.") && !["form", "selector", "client-operation"].contains(template)
                }
            }),
    ]
}
