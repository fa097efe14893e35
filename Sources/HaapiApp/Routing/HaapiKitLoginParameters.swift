/// What a login link says about the login to start; each part is optional.
///
/// ```swift
/// let parameters = HaapiKitLoginParameters(loginHint: "alice@example.com", uiLocales: ["nl", "en"])
/// parameters.authorizationParameters   // ["login_hint": "alice@example.com", "ui_locales": "nl en"]
/// ```
public struct HaapiKitLoginParameters: Sendable, Hashable {
    /// Who is signing in (OpenID Connect `login_hint`), e.g. an email address.
    public var loginHint: String?
    /// The authentication context class to ask for (`acr_values`).
    public var acr: String?
    /// The preferred languages, most preferred first, as BCP 47 tags (`ui_locales`).
    public var uiLocales: [String]

    /// Creates login parameters.
    ///
    /// - Parameters:
    ///   - loginHint: Who is signing in, if known.
    ///   - acr: The authentication context class to ask for, if any.
    ///   - uiLocales: The preferred languages, most preferred first.
    public init(loginHint: String? = nil, acr: String? = nil, uiLocales: [String] = []) {
        self.loginHint = loginHint
        self.acr = acr
        self.uiLocales = uiLocales
    }

    /// The parameters for the authorization request: `login_hint`, `acr_values` and
    /// `ui_locales` (space-separated), only those that are set.
    public var authorizationParameters: [String: String] {
        var parameters: [String: String] = [:]
        parameters["login_hint"] = loginHint
        parameters["acr_values"] = acr
        if !uiLocales.isEmpty {
            parameters["ui_locales"] = uiLocales.joined(separator: " ")
        }
        return parameters
    }
}
