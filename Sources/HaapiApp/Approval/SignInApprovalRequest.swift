public import Foundation
public import HaapiJOSE

/// A sign-in waiting for this device's approval, as the issuer signed it: the
/// compact JWS (`typ` `haapi-approval+jwt`, ES256) that a push notification, a
/// link or a QR code carries.
///
/// ``verified(_:keys:issuer:now:)`` accepts it only when the issuer's key signed
/// it, it is the issuer's, it has not expired, and it is answered at the issuer's
/// own origin. Each request is answered once; the facade remembers the ones it
/// answered.
public struct SignInApprovalRequest: Sendable, Hashable, CustomStringConvertible {
    /// The request's id (`jti`).
    public let id: String
    /// The account that signs in (`sub`).
    public let subject: String
    /// Who asks: the client's name (`client_name`), else its id (`aud`).
    public let clientName: String
    /// The scope the client asked for, if the issuer said.
    public let scope: String?
    /// When the issuer made the request.
    public let issuedAt: Date
    /// When it stops being valid.
    public let expiresAt: Date
    /// Where the answer goes (`approve_uri`, at the issuer's origin).
    public let approveURI: URL
    /// The signed request, sent back with the answer.
    let compact: String

    /// The `typ` of an approval request.
    public static let type = "haapi-approval+jwt"
    /// How far the device's clock may be off the issuer's, in seconds.
    public static let clockLeeway: TimeInterval = 30

    /// The request in `compact`, checked against the issuer's `keys`.
    ///
    /// - Throws: ``HaapiKitError/invalidInput(_:)`` saying which check failed.
    public static func verified(_ compact: String, keys: JWKSet, issuer: URL, now: Date) throws(HaapiKitError) -> SignInApprovalRequest {
        let jws: CompactJWS
        do {
            jws = try CompactJWS(parsing: compact)
        } catch {
            throw .invalidInput("approval request: not a signed request (\(error))")
        }
        guard jws.type == type else { throw .invalidInput("approval request: typ is \(jws.type ?? "missing"), not \(type)") }
        guard jws.signatureAlgorithm == .es256 else { throw .invalidInput("approval request: alg \(jws.algorithm) is not ES256") }
        let key = jws.header["kid"]?.stringValue.flatMap(keys.key(withID:)) ?? keys.signingKeys(for: .es256).first
        guard let key else { throw .invalidInput("approval request: the issuer has no key that signed it") }
        do {
            try jws.verify(with: key)
        } catch {
            throw .invalidInput("approval request: the signature does not verify")
        }
        let claims: JWTClaims
        do {
            claims = try jws.payloadClaims()
        } catch {
            throw .invalidInput("approval request: unreadable claims")
        }
        return try request(from: claims, compact: compact, issuer: issuer, now: now)
    }

    /// The request the verified `claims` describe.
    static func request(from claims: JWTClaims, compact: String, issuer: URL, now: Date) throws(HaapiKitError) -> SignInApprovalRequest {
        func string(_ name: String) throws(HaapiKitError) -> String {
            guard let value = claims[name]?.stringValue, !value.isEmpty else { throw .invalidInput("approval request: \(name) is missing") }
            return value
        }
        func date(_ name: String) throws(HaapiKitError) -> Date {
            guard let seconds = claims[name]?.numberValue else { throw .invalidInput("approval request: \(name) is missing") }
            return Date(timeIntervalSince1970: seconds)
        }
        func trimmed(_ text: String) -> String { text.hasSuffix("/") ? String(text.dropLast()) : text }
        guard trimmed(try string("iss")) == trimmed(issuer.absoluteString) else {
            throw .invalidInput("approval request: issued by \(claims["iss"]?.stringValue ?? "?"), not by \(issuer.absoluteString)")
        }
        let expiresAt = try date("exp")
        guard expiresAt.addingTimeInterval(clockLeeway) > now else { throw .invalidInput("approval request: expired") }
        let issuedAt = try date("iat")
        guard issuedAt.addingTimeInterval(-clockLeeway) <= now else { throw .invalidInput("approval request: issued in the future") }
        guard let approveURI = URL(string: try string("approve_uri")), Self.sameOrigin(approveURI, issuer) else {
            throw .invalidInput("approval request: approve_uri is not at the issuer's origin")
        }
        let audience = claims["aud"]?.stringValue ?? claims["aud"]?.arrayValue?.first?.stringValue
        return SignInApprovalRequest(
            id: try string("jti"), subject: try string("sub"),
            clientName: claims["client_name"]?.stringValue ?? audience ?? "?", scope: claims["scope"]?.stringValue,
            issuedAt: issuedAt, expiresAt: expiresAt, approveURI: approveURI, compact: compact)
    }

    static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased() && a.port == b.port
    }

    /// Who asks, for whom, until when; never the signed request itself.
    public var description: String {
        "SignInApprovalRequest(id: \(id), subject: \(subject), client: \(clientName), expires: \(expiresAt))"
    }
}
