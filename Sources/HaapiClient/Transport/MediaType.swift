import Foundation

/// Media types the client sends and accepts.
public enum MediaType {
    /// HAAPI steps.
    public static let haapi = "application/vnd.auth+json"
    /// RFC 7807 problems.
    public static let problem = "application/problem+json"
    /// Plain JSON (OAuth endpoints).
    public static let json = "application/json"
    /// Form bodies.
    public static let formURLEncoded = "application/x-www-form-urlencoded"

    /// The type without parameters, trimmed and lower-cased: `application/json; charset=utf-8` → `application/json`.
    public static func base(_ value: String) -> String {
        let head = value.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
        return head.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// Whether the type is JSON (`application/json` or any `+json`).
    public static func isJSON(_ value: String) -> Bool {
        let b = base(value)
        return b == json || b.hasSuffix("+json")
    }
}
