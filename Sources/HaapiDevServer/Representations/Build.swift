import Foundation
import HaapiGraphics
import HaapiModel

/// Small constructors for the wire model, so each step reads like its JSON.
enum Build {
    /// A relative or absolute URL for an `href` (paths are always valid URLs here).
    static func href(_ text: String) -> Href {
        Href(URL(string: text) ?? URL(string: "/")!)
    }

    /// A `form` action; a POST form is form-encoded, or a JSON object when `json` is true.
    static func form(
        _ kind: ActionKind, title: String? = nil, href: String, method: FormMethod = .post, json: Bool = false,
        actionTitle: String? = nil, fields: [Field] = [], continueActions: [Action]? = nil, errorActions: [Action]? = nil,
        properties: [String: JSONValue]? = nil
    ) -> Action {
        Action(
            kind: kind, title: title, properties: properties,
            model: .form(
                FormActionModel(
                    href: Build.href(href), method: method,
                    type: method == .post ? (json ? MediaType.json : MediaType.formURLEncoded) : nil,
                    actionTitle: actionTitle, fields: fields, continueActions: continueActions, errorActions: errorActions)))
    }

    /// A hidden field.
    static func hidden(_ name: String, _ value: String) -> Field {
        Field(name: name, type: .hidden, value: value)
    }

    /// An info message (or another class).
    static func message(_ text: String, _ classes: MessageClass...) -> Message {
        Message(text: text, classList: classes.isEmpty ? [.info] : classes)
    }

    /// A `data:image/png;base64,...` QR code of `text`, drawn by HaapiGraphics; `nil` when
    /// `text` does not fit in a QR code.
    static func qrImage(_ text: String) -> String? {
        try? QRCode(text: text, errorCorrectionLevel: .low).pngDataURL(scale: 4, quietZone: 4)
    }
}
