import Foundation
import HaapiModel

/// A readable outline of a HAAPI document, for `haapi inspect`.
struct DocumentSummary {
    private(set) var lines: [String] = []

    init(_ document: HaapiDocument) {
        switch document {
        case .representation(let step): describe(step)
        case .problem(let problem): describe(problem)
        }
    }

    var text: String { lines.joined(separator: "\n") }

    // MARK: Documents

    private mutating func describe(_ step: Representation) {
        lines.append("Step: \(step.type)" + (step.type.isKnown ? "" : "  (unknown step type, kept as data)"))
        if !step.type.isKnown, step.actions.isEmpty, step.additionalMembers["name"] != nil {
            lines.append("  note: this looks like a single form field; try --as field")
        }
        describe(step.metadata)
        describe(step.messages)
        if !step.actions.isEmpty {
            lines.append("Actions:")
            for (i, action) in step.actions.enumerated() { describe(action, number: i + 1, indent: "  ") }
        }
        describe(step.links)
        if let properties = step.properties {
            lines.append("Properties:")
            describe(properties)
        }
        describeAdditional(step.additionalMembers, indent: "")
    }

    private mutating func describe(_ problem: Problem) {
        lines.append("Problem: \(Self.shortName(problem.type))" + (problem.type.isKnown ? "" : "  (unknown problem type)"))
        if let title = problem.title { lines.append("  title: \(quoted(title))") }
        if let detail = problem.detail { lines.append("  detail: \(quoted(detail))") }
        if let status = problem.status { lines.append("  status: \(status)") }
        if let error = problem.error { lines.append("  error: \(error)") }
        if let description = problem.errorDescription { lines.append("  error_description: \(quoted(description))") }
        describe(problem.metadata)
        if !problem.invalidFields.isEmpty {
            lines.append("Invalid fields:")
            for field in problem.invalidFields {
                let reason = field.reason.map { " (\($0))" } ?? ""
                lines.append("  \(field.name)\(reason)" + (field.detail.map { ": \(quoted($0))" } ?? ""))
            }
        }
        describe(problem.messages)
        describe(problem.links)
        describeAdditional(problem.additionalMembers, indent: "")
    }

    /// The problem type without the `https://curity.se/problems/` prefix.
    static func shortName(_ type: ProblemType) -> String {
        let prefix = "https://curity.se/problems/"
        return type.rawValue.hasPrefix(prefix) ? String(type.rawValue.dropFirst(prefix.count)) : type.rawValue
    }

    // MARK: Parts

    private mutating func describe(_ metadata: Metadata?) {
        guard let metadata else { return }
        if let view = metadata.viewName { lines.append("  view: \(view)") }
        if let area = metadata.templateArea { lines.append("  template area: \(area)") }
    }

    private mutating func describe(_ messages: [Message]) {
        guard !messages.isEmpty else { return }
        lines.append("Messages:")
        for message in messages {
            let classes = message.classList.map(\.rawValue).joined(separator: ", ")
            lines.append("  [\(classes)] \(quoted(message.text))")
        }
    }

    private mutating func describe(_ links: [Link]) {
        guard !links.isEmpty else { return }
        lines.append("Links:")
        for link in links {
            var line = "  \(link.rel)"
            if let title = link.title { line += " \(quoted(title))" }
            if link.isImage, let data = link.imageData {
                line += " (image \(link.dataURL?.mediaType ?? "?"), \(data.count) bytes inline)"
            } else {
                line += link.isImage ? " (image)" : ""
                line += " -> \(link.href.absoluteString)"
            }
            lines.append(line)
        }
    }

    private mutating func describe(_ action: Action, number: Int, indent: String) {
        var line = "\(indent)\(number). \(action.kind)"
        if let title = action.title { line += " \(quoted(title))" }
        if let type = action.authenticatorType { line += " [\(type)]" }
        switch action.model {
        case .form(let form):
            lines.append(line + ": form \(form.method) \(form.href.absoluteString)")
            describe(form, indent: indent + "   ")
        case .selector(let selector):
            lines.append(line + ": selector with \(selector.options.count) option(s)")
            for (i, option) in selector.options.enumerated() { describe(option, number: i + 1, indent: indent + "   ") }
        case .clientOperation(let operation):
            lines.append(line + ": client operation \(operation.name)" + (operation.name.isKnown ? "" : " (unknown)"))
            for key in operation.arguments.keys.sorted() {
                lines.append("\(indent)   argument \(key): \(Self.excerpt(operation.arguments[key]))")
            }
            describeNested(operation.continueActions, label: "continue with", indent: indent + "   ")
            describeNested(operation.errorActions, label: "on error", indent: indent + "   ")
        case .unknown(let template, let model):
            lines.append(line + ": unknown template \(quoted(template)), model kept as data")
            if let model { lines.append("\(indent)   model: \(Self.excerpt(model))") }
        }
    }

    private mutating func describe(_ form: FormActionModel, indent: String) {
        if let type = form.type { lines.append("\(indent)body: \(type)") }
        if let title = form.actionTitle { lines.append("\(indent)submit: \(quoted(title))") }
        for field in form.fields { lines.append(Self.describe(field, indent: indent + "- ")) }
        describeNested(form.continueActions ?? [], label: "continue with", indent: indent)
        describeNested(form.errorActions ?? [], label: "on error", indent: indent)
    }

    private mutating func describeNested(_ actions: [Action], label: String, indent: String) {
        guard !actions.isEmpty else { return }
        lines.append("\(indent)\(label):")
        for (i, action) in actions.enumerated() { describe(action, number: i + 1, indent: indent + "  ") }
    }

    /// One line for a form field.
    static func describe(_ field: Field, indent: String) -> String {
        var line = "\(indent)\(field.name) (\(field.type)"
        if let kind = field.kind { line += ", \(kind)" }
        if !field.isRequired { line += ", optional" }
        if let min = field.minLength { line += ", min \(min)" }
        if let max = field.maxLength { line += ", max \(max)" }
        if field.type == .checkbox {
            line += field.checked == true ? ", checked" : ", unchecked"
            if field.readonly == true { line += ", read-only" }
        }
        line += ")"
        if let label = field.label { line += " \(quoted(label))" }
        if let placeholder = field.placeholder { line += " placeholder \(quoted(placeholder))" }
        if let value = field.value { line += " = \(quoted(value))" }
        if !field.options.isEmpty {
            line += " options: " + field.options.map { "\($0.value)\($0.selected == true ? "*" : "")" }.joined(separator: ", ")
        }
        return line
    }

    private mutating func describe(_ properties: StepProperties) {
        switch properties {
        case .polling(let p):
            lines.append("  status: \(p.status)")
            if let r = p.recipientOfCommunication { lines.append("  recipient: \(quoted(r))") }
            if let t = p.maxWaitTime { lines.append("  max wait: \(Self.number(t)) s") }
            if let t = p.maxWaitRemainingTime { lines.append("  remaining: \(Self.number(t)) s") }
            if let t = p.interval { lines.append("  interval: \(Self.number(t)) s") }
            describeAdditional(p.additionalMembers, indent: "  ")
        case .authorizationResponse(let a):
            if let code = a.code { lines.append("  code: \(code)") }
            if let state = a.state { lines.append("  state: \(state)") }
            if let iss = a.iss { lines.append("  iss: \(iss)") }
            describeAdditional(a.additionalMembers, indent: "  ")
        case .other(let members):
            for key in members.keys.sorted() { lines.append("  \(key): \(Self.excerpt(members[key]))") }
        }
    }

    private mutating func describeAdditional(_ members: [String: JSONValue], indent: String) {
        guard !members.isEmpty else { return }
        lines.append("\(indent)Other members:")
        for key in members.keys.sorted() { lines.append("\(indent)  \(key): \(Self.excerpt(members[key]))") }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    private static func excerpt(_ value: JSONValue?) -> String {
        let text = value?.jsonString() ?? "null"
        return text.count > 100 ? String(text.prefix(100)) + "…" : text
    }
}

/// Server text in quotes, on one line.
private func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\n", with: "\\n") + "\""
}
