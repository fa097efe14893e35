import Foundation
import HaapiModel

/// The `user-consent-step` shown when the client asks for consent: one checkbox per
/// scope (`openid` checked and read-only), `POST /authn/consent` to accept the checked
/// scopes, `POST /authn/consent/deny` to refuse (ending in `access_denied`).
enum ConsentStep {
    static let fieldPrefix = "scope_"

    static func representation(client: ClientConfiguration, scopes: [String], texts: DevServerTexts) -> Representation {
        let fields = scopes.map { scope in
            Field(
                name: fieldPrefix + scope, type: .checkbox, label: label(for: scope, texts: texts), value: "on", checked: true,
                readonly: scope == "openid" ? true : nil)
        }
        return Representation(
            type: .userConsentStep, metadata: Metadata(viewName: "templates/oauth/consent"),
            actions: [
                Build.form(.userConsent, title: texts[.consent], href: "/authn/consent", actionTitle: texts[.consentAllow], fields: fields),
                Build.form(.cancel, title: texts[.consentDeny], href: "/authn/consent/deny", actionTitle: texts[.consentDeny]),
            ],
            messages: [
                Build.message(texts[.consentHeading, client.id], .heading),
                Build.message(texts[.consentChoose]),
            ])
    }

    /// What a scope's checkbox says; a scope the server has no words for is named as it is.
    static func label(for scope: String, texts: DevServerTexts) -> String {
        switch scope {
        case "openid": texts[.scopeOpenID]
        case "profile": texts[.scopeProfile]
        case "email": texts[.scopeEmail]
        default: texts[.scopeOther, scope]
        }
    }

    /// The scopes checked in a consent submission (`openid` is kept when requested).
    static func acceptedScopes(_ form: FormParameters, requested: [String]) -> [String] {
        requested.filter { scope in
            scope == "openid" || form[fieldPrefix + scope].map { !$0.isEmpty } == true
        }
    }
}
