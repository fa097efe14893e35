public import Foundation
public import HaapiModel

/// The claims of an ID token the client has verified (signature, issuer, audience, time
/// and nonce; see ``HaapiClientConfiguration/idTokenValidation``).
///
/// The standard claims are typed; every claim, standard or not (`name`, `email`, ...), is in
/// ``members`` as the server sent it.
///
/// ```swift
/// let tokens = try await client.exchangeCode(from: authorization)
/// if let claims = tokens.idTokenClaims {
///     greet(claims.subject, name: claims.members["name"]?.stringValue)
/// }
/// ```
public struct IDTokenClaims: Sendable, Hashable, Codable, CustomStringConvertible {
    /// `iss`: who issued the token.
    public let issuer: String
    /// `sub`: the person, as the issuer identifies them.
    public let subject: String
    /// `aud`: the clients the token is for (a single string is read as a one-element list).
    public let audience: [String]
    /// `exp`: when the token expires.
    public let expiresAt: Date
    /// `iat`: when the token was issued.
    public let issuedAt: Date
    /// `nonce`: the value of the authorization request, when the token carries one.
    public let nonce: String?
    /// `auth_time`: when the person authenticated.
    public let authTime: Date?
    /// `acr`: the authentication context class the authentication satisfied.
    public let acr: String?
    /// `amr`: the authentication methods used (e.g. `pwd`, `otp`).
    public let amr: [String]?
    /// `azp`: the client the token was issued to, when there are several audiences.
    public let authorizedParty: String?
    /// Every claim of the payload.
    public let members: [String: JSONValue]

    /// Reads the typed claims from a payload.
    ///
    /// - Throws: ``IDTokenValidationError/missingClaim(_:)`` when `iss`, `sub`, `aud`, `exp`
    ///   or `iat` is absent, ``IDTokenValidationError/invalidClaim(_:reason:)`` when a claim
    ///   has the wrong JSON type.
    public init(members: [String: JSONValue]) throws(IDTokenValidationError) {
        self.members = members
        issuer = try Self.required(members, "iss", Self.string)
        subject = try Self.required(members, "sub", Self.string)
        audience = try Self.required(members, "aud", Self.audience)
        expiresAt = try Self.required(members, "exp", Self.date)
        issuedAt = try Self.required(members, "iat", Self.date)
        nonce = try Self.optional(members, "nonce", Self.string)
        authTime = try Self.optional(members, "auth_time", Self.date)
        acr = try Self.optional(members, "acr", Self.string)
        amr = try Self.optional(members, "amr", Self.strings)
        authorizedParty = try Self.optional(members, "azp", Self.string)
    }

    public init(from decoder: any Decoder) throws {
        try self.init(members: [String: JSONValue](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try members.encode(to: encoder)
    }

    /// Issuer, subject, audience and expiry; never the nonce.
    public var description: String {
        "IDTokenClaims(iss: \(issuer), sub: \(subject), aud: [\(audience.joined(separator: ", "))], exp: \(expiresAt))"
    }

    // MARK: Reading members

    private typealias Reader<T> = (JSONValue) -> T?

    private static func required<T>(
        _ members: [String: JSONValue], _ name: String, _ read: Reader<T>
    ) throws(IDTokenValidationError) -> T {
        guard let value = members[name], !value.isNull else { throw .missingClaim(name) }
        guard let typed = read(value) else { throw .invalidClaim(name, reason: expectation(for: name)) }
        return typed
    }

    private static func optional<T>(
        _ members: [String: JSONValue], _ name: String, _ read: Reader<T>
    ) throws(IDTokenValidationError) -> T? {
        guard let value = members[name], !value.isNull else { return nil }
        guard let typed = read(value) else { throw .invalidClaim(name, reason: expectation(for: name)) }
        return typed
    }

    private static func expectation(for name: String) -> String {
        switch name {
        case "exp", "iat", "auth_time": "not a NumericDate (seconds since 1970)"
        case "aud": "not a string or a non-empty array of strings"
        case "amr": "not an array of strings"
        default: "not a string"
        }
    }

    private static func string(_ value: JSONValue) -> String? { value.stringValue }

    private static func strings(_ value: JSONValue) -> [String]? {
        guard let array = value.arrayValue else { return nil }
        let strings = array.compactMap(\.stringValue)
        return strings.count == array.count ? strings : nil
    }

    private static func audience(_ value: JSONValue) -> [String]? {
        if let single = value.stringValue { return [single] }
        guard let many = strings(value), !many.isEmpty else { return nil }
        return many
    }

    private static func date(_ value: JSONValue) -> Date? {
        guard let seconds = value.numberValue?.doubleValue, seconds.isFinite else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }
}
