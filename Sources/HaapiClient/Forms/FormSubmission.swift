public import HaapiModel

/// What the person entered into a HAAPI form, ready to be sent by ``HaapiClient/submit(_:)``.
///
/// The HAAPI rules apply when it is sent: hidden and pre-filled values go along; a
/// checkbox goes only when checked; the person's values override the form's.
///
/// ```swift
/// var submission = FormSubmission(loginForm)
/// submission["userName"] = "alice"
/// submission["password"] = "&=+%#é 😀"
/// submission.setChecked("rememberMe", true)
/// let next = try await client.submit(submission)
/// ```
public struct FormSubmission: Sendable, Hashable {
    /// A value for one field.
    public enum Value: Sendable, Hashable {
        /// Text (for any field; for a checkbox it also checks it and sends this value).
        case text(String)
        /// The state of a checkbox.
        case checked(Bool)
        /// A JSON value, for JSON forms (e.g. a WebAuthn `credential`); in form-encoded
        /// bodies a JSON string is sent as is, other JSON as its text.
        case json(JSONValue)
    }

    /// The form being submitted.
    public let form: FormActionModel
    /// The values the person (or app) set, by field name.
    public private(set) var values: [String: Value]

    /// Starts a submission with text values.
    public init(_ form: FormActionModel, values: [String: String] = [:]) {
        self.form = form
        self.values = values.mapValues(Value.text)
    }

    /// The text set for `name`; setting `nil` falls back to the form's value.
    public subscript(name: String) -> String? {
        get {
            if case .text(let text) = values[name] { return text }
            return nil
        }
        set { values[name] = newValue.map(Value.text) }
    }

    /// Checks or unchecks the checkbox `name`.
    public mutating func setChecked(_ name: String, _ checked: Bool) {
        values[name] = .checked(checked)
    }

    /// Sets a JSON value for `name`.
    public mutating func setJSON(_ name: String, _ value: JSONValue) {
        values[name] = .json(value)
    }

    /// Sets any value for `name` (`nil` removes it).
    public mutating func set(_ name: String, _ value: Value?) {
        values[name] = value
    }

    /// The fields that will be sent, in form order, after the HAAPI rules.
    ///
    /// - Throws: ``HaapiClientError/invalidUse(_:)`` when a value names no field of the
    ///   form, checks a read-only checkbox, or sets a checkbox state on another field.
    public func parameters() throws(HaapiClientError) -> [(name: String, value: Value)] {
        let known = Set(form.fields.map(\.name))
        for name in values.keys.sorted() where !known.contains(name) {
            throw .invalidUse(InvalidUseError(
                "the form has no field named \"\(name)\" (fields: \(form.fields.map(\.name).joined(separator: ", ")))",
                recoverySuggestion: "Set values only for the names in the form's `fields`."))
        }
        var result: [(name: String, value: Value)] = []
        for field in form.fields {
            let given = values[field.name]
            if field.type == .checkbox {
                let initially = field.checked ?? false
                var checked = initially
                var text = field.value
                switch given {
                case .checked(let value): checked = value
                case .text(let value): (checked, text) = (true, value)
                case .json(let value): (checked, text) = (true, value.stringValue ?? value.jsonString())
                case nil: break
                }
                if field.readonly == true, checked != initially {
                    throw .invalidUse(InvalidUseError(
                        "the checkbox \"\(field.name)\" is read-only",
                        recoverySuggestion: "Leave read-only checkboxes as the server sent them."))
                }
                if checked { result.append((field.name, .text(text ?? "on"))) }
                continue
            }
            switch given {
            case .checked:
                throw .invalidUse(InvalidUseError(
                    "\"\(field.name)\" is a \(field.type) field, not a checkbox",
                    recoverySuggestion: "Use a text value for fields that are not checkboxes."))
            case .text, .json:
                if let given { result.append((field.name, given)) }
            case nil:
                if let value = field.value ?? field.options.first(where: { $0.selected == true })?.value {
                    result.append((field.name, .text(value)))
                }
            }
        }
        return result
    }
}
