public import Crypto
public import Foundation

/// Verifies ES256 JWTs: signature, then `exp`, `nbf` and `iat` against an injected time with
/// a leeway, and optionally `typ`, `iss` and `aud`.
///
/// ```swift
/// let verifier = JWTVerifier(publicKey: key.publicKey, leeway: 30)
/// let jwt = try verifier.verify(token, now: Date(), expectedIssuer: "https://as.example")
/// let subject = jwt.claims["sub"]?.stringValue
/// ```
public struct JWTVerifier: Sendable {
    /// The key the signature must verify with.
    public let publicKey: P256.Signing.PublicKey
    /// Allowed clock skew, in seconds, for `exp`, `nbf` and `iat`.
    public let leeway: TimeInterval

    public init(publicKey: P256.Signing.PublicKey, leeway: TimeInterval = 0) {
        self.publicKey = publicKey
        self.leeway = leeway
    }

    /// Verifies a compact JWT.
    ///
    /// - Parameters:
    ///   - token: The compact JWT.
    ///   - now: The current time.
    ///   - expectedType: When set, the `typ` header must equal it (compared case-insensitively).
    ///   - expectedIssuer: When set, the `iss` claim must equal it.
    ///   - expectedAudience: When set, `aud` (a string or an array of strings) must contain it.
    ///   - requireExpiration: When `true` (the default), a missing `exp` is an error.
    public func verify(
        _ token: String,
        now: Date,
        expectedType: String? = nil,
        expectedIssuer: String? = nil,
        expectedAudience: String? = nil,
        requireExpiration: Bool = true
    ) throws(JWTError) -> VerifiedJWT {
        let jws: CompactJWS
        let claims: JWTClaims
        do {
            jws = try CompactJWS(parsing: token)
            try jws.verify(with: publicKey)
            claims = try jws.payloadClaims()
        } catch {
            throw .jws(error)
        }
        if let expectedType {
            let type = jws.type
            guard type?.lowercased() == expectedType.lowercased() else {
                throw .typeMismatch(expected: expectedType, actual: type)
            }
        }
        let time = now.timeIntervalSince1970
        if let exp = try Self.numericDate(claims, "exp") {
            guard time < exp + leeway else { throw .expired(exp: exp, now: time) }
        } else if requireExpiration {
            throw .missingClaim("exp")
        }
        if let nbf = try Self.numericDate(claims, "nbf"), time + leeway < nbf {
            throw .notYetValid(nbf: nbf, now: time)
        }
        if let iat = try Self.numericDate(claims, "iat"), time + leeway < iat {
            throw .issuedInFuture(iat: iat, now: time)
        }
        if let expectedIssuer {
            let issuer = try Self.string(claims, "iss")
            guard issuer == expectedIssuer else {
                throw .claimMismatch("iss", expected: expectedIssuer, actual: issuer)
            }
        }
        if let expectedAudience {
            guard let aud = claims["aud"] else { throw .missingClaim("aud") }
            let audiences: [String]
            switch aud {
            case .string(let single): audiences = [single]
            case .array(let many): audiences = many.compactMap(\.stringValue)
            default: throw .invalidClaim("aud", reason: "not a string or an array of strings")
            }
            guard audiences.contains(expectedAudience) else {
                throw .claimMismatch("aud", expected: expectedAudience, actual: audiences.joined(separator: " "))
            }
        }
        return VerifiedJWT(header: jws.header, claims: claims)
    }

    static func numericDate(_ claims: JWTClaims, _ name: String) throws(JWTError) -> Double? {
        guard let value = claims[name] else { return nil }
        guard let number = value.numberValue, number.isFinite else {
            throw .invalidClaim(name, reason: "not a NumericDate")
        }
        return number
    }

    static func string(_ claims: JWTClaims, _ name: String) throws(JWTError) -> String {
        guard let value = claims[name] else { throw .missingClaim(name) }
        guard let text = value.stringValue else { throw .invalidClaim(name, reason: "not a string") }
        return text
    }
}

/// A JWT whose signature and time claims have been checked.
public struct VerifiedJWT: Sendable, Hashable {
    /// The protected header.
    public let header: JWTClaims
    /// The claims set.
    public let claims: JWTClaims

    /// The `sub` claim, if it is a string.
    public var subject: String? { claims["sub"]?.stringValue }
    /// The `iss` claim, if it is a string.
    public var issuer: String? { claims["iss"]?.stringValue }
    /// The `jti` claim, if it is a string.
    public var jwtID: String? { claims["jti"]?.stringValue }
    /// The `exp` claim as a date, if it is a number.
    public var expiresAt: Date? { claims["exp"]?.numberValue.map { Date(timeIntervalSince1970: $0) } }
}

/// Why a JWT was rejected.
public enum JWTError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The JWS layer failed: shape, algorithm or signature.
    case jws(JWSError)
    /// The `typ` header is not the expected one.
    case typeMismatch(expected: String, actual: String?)
    /// A required claim is absent.
    case missingClaim(String)
    /// A claim has the wrong JSON type or form.
    case invalidClaim(String, reason: String)
    /// A claim does not have the expected value.
    case claimMismatch(String, expected: String, actual: String)
    /// `exp` is at or before now (less leeway). Times are seconds since 1970.
    case expired(exp: Double, now: Double)
    /// `nbf` is after now (plus leeway).
    case notYetValid(nbf: Double, now: Double)
    /// `iat` is after now (plus leeway).
    case issuedInFuture(iat: Double, now: Double)

    public var description: String {
        switch self {
        case .jws(let error):
            return "JWT: \(error)"
        case .typeMismatch(let expected, let actual):
            return "JWT: header 'typ' is \(actual.map { "'\($0)'" } ?? "absent"), expected '\(expected)'"
        case .missingClaim(let name):
            return "JWT: missing claim '\(name)'"
        case .invalidClaim(let name, let reason):
            return "JWT: invalid claim '\(name)': \(reason)"
        case .claimMismatch(let name, let expected, let actual):
            return "JWT: claim '\(name)' is '\(actual)', expected '\(expected)'"
        case .expired(let exp, let now):
            return "JWT: claim 'exp' (\(exp)) is not after now (\(now))"
        case .notYetValid(let nbf, let now):
            return "JWT: claim 'nbf' (\(nbf)) is after now (\(now))"
        case .issuedInFuture(let iat, let now):
            return "JWT: claim 'iat' (\(iat)) is after now (\(now))"
        }
    }
}
