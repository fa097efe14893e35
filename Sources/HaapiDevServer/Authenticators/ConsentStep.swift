import HaapiModel

/// The `user-consent-step` shown when the client asks for consent: one checkbox per
/// scope (`openid` checked and read-only), `POST /authn/consent` to accept the checked
/// scopes, `POST /authn/consent/deny` to refuse (ending in `access_denied`).
enum ConsentStep {
    static let fieldPrefix = "scope_"

    static func representation(client: ClientConfiguration, scopes: [String]) -> Representation {
        let fields = scopes.map { scope in
            Field(
                name: fieldPrefix + scope, type: .checkbox, label: label(for: scope), value: "on", checked: true,
                readonly: scope == "openid" ? true : nil)
        }
        return Representation(
            type: .userConsentStep, metadata: Metadata(viewName: "templates/oauth/consent"),
            actions: [
                Build.form(.userConsent, title: "Consent", href: "/authn/consent", actionTitle: "Allow", fields: fields),
                Build.form(.cancel, title: "Deny", href: "/authn/consent/deny", actionTitle: "Deny"),
            ],
            messages: [
                Build.message("\(client.id) wants to access your account", .heading),
                Build.message("Choose what to share."),
            ])
    }

    static func label(for scope: String) -> String {
        switch scope {
        case "openid": "Sign you in"
        case "profile": "Your name and username"
        case "email": "Your e-mail address"
        default: "Access: \(scope)"
        }
    }

    /// The scopes checked in a consent submission (`openid` is kept when requested).
    static func acceptedScopes(_ form: FormParameters, requested: [String]) -> [String] {
        requested.filter { scope in
            scope == "openid" || form[fieldPrefix + scope].map { !$0.isEmpty } == true
        }
    }
}
