import Foundation
import HaapiGraphics
import HaapiModel

/// Small constructors for the wire model, so each step reads like its JSON.
enum Build {
    /// A relative or absolute URL for an `href` (paths are always valid URLs here).
    static func href(_ text: String) -> URL {
        URL(string: text) ?? URL(string: "/")!
    }

    /// A `form` action.
    static func form(
        _ kind: ActionKind, title: String? = nil, href: String, method: FormMethod = .post, actionTitle: String? = nil,
        fields: [Field] = [], continueActions: [Action]? = nil, errorActions: [Action]? = nil,
        properties: [String: JSONValue]? = nil
    ) -> Action {
        Action(
            kind: kind, title: title, properties: properties,
            model: .form(
                FormActionModel(
                    href: Build.href(href), method: method, type: method == .post ? MediaType.formURLEncoded : nil,
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

extension Representation {
    /// A `redirection-step` whose single form the client follows at once.
    static func redirection(to href: String) -> Representation {
        Representation(
            type: .redirectionStep, metadata: Metadata(viewName: "/templates/redirect"),
            actions: [Build.form(.redirect, href: href, method: .get)])
    }

    /// The `oauth-authorization-response` that ends a flow.
    static func authorizationResponse(code: String, state: String?, issuer: String, redirectURI: String) -> Representation {
        var query = FormParameters()
        query.append("code", code)
        if let state { query.append("state", state) }
        query.append("iss", issuer)
        let separator = redirectURI.contains("?") ? "&" : "?"
        return Representation(
            type: .oauthAuthorizationResponse,
            metadata: Metadata(viewName: "templates/oauth/success-authorization-response"),
            links: [Link(href: Build.href(redirectURI + separator + query.encoded), rel: .authorizationResponse)],
            properties: .authorizationResponse(AuthorizationResponseProperties(code: code, state: state, iss: issuer)))
    }

    /// A `continue-same-step` with messages (and the actions to show next, if any).
    static func continueSameStep(viewName: String, messages: [Message]) -> Representation {
        Representation(type: .continueSameStep, metadata: Metadata(viewName: viewName), messages: messages)
    }
}
