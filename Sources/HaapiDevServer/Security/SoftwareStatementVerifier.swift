import Foundation
import HaapiJOSE

/// Checks a registration's software statement (RFC 7591 section 2.3): a compact JWT
/// whose `software_id` names a template (``ClientTemplate``) that accepts statements,
/// signed with ES256 by the template's ``ClientTemplate/softwareStatementKey``, with an
/// `iss`, and not expired when it has an `exp`.
///
/// A statement that cannot be read or fails a check is `invalid_software_statement`; one
/// that names no template, or a template that takes no statements, is
/// `unapproved_software_statement`.
struct SoftwareStatementVerifier: Sendable {
    /// Seconds a statement's `exp`, `nbf` and `iat` may be off.
    static let leeway: TimeInterval = 60

    let environment: ServerEnvironment

    /// The template the statement names and its verified claims.
    func verify(_ statement: String) throws(HTTPFailure) -> (template: ClientConfiguration, claims: JWTClaims) {
        let unverified: JWTClaims
        do {
            unverified = try CompactJWS(parsing: statement).payloadClaims()
        } catch {
            throw .oauth("invalid_software_statement", "the software statement is not a compact JWS with a JSON payload: \(error)")
        }
        guard let softwareID = unverified["software_id"]?.stringValue, !softwareID.isEmpty else {
            throw .oauth("invalid_software_statement", "the software statement has no software_id naming a template")
        }
        guard let template = environment.configuration.client(softwareID), let settings = template.template else {
            throw .oauth("unapproved_software_statement", "the software statement's software_id names no template")
        }
        guard let members = settings.softwareStatementKey,
            let key = try? JWK(members: members.mapValues { .string($0) }).p256PublicKey()
        else {
            throw .oauth("unapproved_software_statement", "the template \(template.id) accepts no software statements")
        }
        let verified: VerifiedJWT
        do {
            verified = try JWTVerifier(publicKey: key, leeway: Self.leeway)
                .verify(statement, now: environment.now, requireExpiration: false)
        } catch {
            throw .oauth("invalid_software_statement", "the software statement does not verify with the template's key: \(error)")
        }
        guard let issuer = verified.claims["iss"]?.stringValue, !issuer.isEmpty else {
            throw .oauth("invalid_software_statement", "the software statement has no iss")
        }
        return (template, verified.claims)
    }
}
