import Foundation

/// The media types of the HAAPI wire, shared by the client and the dev server so the two
/// cannot drift apart.
///
/// ```swift
/// request.headers["Accept"] = MediaType.haapi
/// MediaType.isJSON("application/problem+json; charset=utf-8")   // true
/// ```
public enum MediaType {
    /// HAAPI steps: `application/vnd.auth+json`.
    public static let haapi = "application/vnd.auth+json"
    /// RFC 7807 problems: `application/problem+json`.
    public static let problem = "application/problem+json"
    /// Plain JSON (OAuth endpoints): `application/json`.
    public static let json = "application/json"
    /// Form bodies: `application/x-www-form-urlencoded`.
    public static let formURLEncoded = "application/x-www-form-urlencoded"
    /// A JSON Web Key Set (RFC 7517 section 8.5): `application/jwk-set+json`.
    public static let jwkSet = "application/jwk-set+json"
    /// HTML pages, with their character set: `text/html; charset=utf-8`.
    public static let html = "text/html; charset=utf-8"

    /// The type without parameters, trimmed and lower-cased: `application/json; charset=utf-8` → `application/json`.
    public static func base(_ value: String) -> String {
        let head = value.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
        return head.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// Whether the type is JSON (`application/json` or any `+json`), whatever its parameters.
    public static func isJSON(_ value: String) -> Bool {
        let b = base(value)
        return b == json || b.hasSuffix("+json")
    }
}
