import HTTPTypes

/// The header names the web host writes beyond HTTPTypes' own, named once.
extension HTTPField.Name {
    /// `X-Content-Type-Options`: `nosniff`, so a response is read only as its type says.
    static let contentTypeOptions = HTTPField.Name("X-Content-Type-Options")!
    /// `Referrer-Policy`: what a followed link tells the next site.
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
    /// `X-Frame-Options`: whether another site may frame the page.
    static let frameOptions = HTTPField.Name("X-Frame-Options")!
    /// `Permissions-Policy`: which of the browser's powerful features the page may use.
    static let permissionsPolicy = HTTPField.Name("Permissions-Policy")!
    /// `X-Request-Id`: the request's id, taken from a proxy or made, and logged.
    static let requestID = HTTPField.Name("X-Request-Id")!
    /// `X-Haapi-Version`: the display version of a screen the page's script asked for.
    static let haapiVersion = HTTPField.Name("X-Haapi-Version")!
    /// `X-Haapi-Change`: how that screen changed (`newScreen`, `progress` …).
    static let haapiChange = HTTPField.Name("X-Haapi-Change")!
}
