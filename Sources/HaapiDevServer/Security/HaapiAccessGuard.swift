import Foundation
import HTTPTypes
import HaapiJOSE
import Hummingbird

/// Who is calling a HAAPI endpoint: the client and the DPoP key of its HAAPI token.
struct HaapiCaller: Sendable {
    var clientID: String
    /// The thumbprint the token is bound to (`cnf.jkt`), equal to the proof's key.
    var jkt: String
    var tokenID: String
}

/// The checks in front of every HAAPI request: `Authorization: DPoP <token>` with a
/// HAAPI access token of this server (signature, `typ`, `iss`, expiry, scope, not
/// revoked), a valid DPoP proof with `ath`, and the token bound to the proof's key.
/// A registration's initial access token (scope `dcr`, see ``ClientTemplate``) is
/// checked the same way.
struct HaapiAccessGuard: Sendable {
    let environment: ServerEnvironment

    /// The caller of a request whose client access token has `scope`.
    func authorize(_ request: Request, scope: String = TokenIssuer.haapiScope) async throws(HTTPFailure) -> HaapiCaller {
        guard let authorization = request.headers[.authorization], !authorization.isEmpty else {
            throw HTTPFailure.unauthorized(nil, "a HAAPI access token is required (Authorization: DPoP <token>)")
        }
        let parts = authorization.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, !parts[1].isEmpty else {
            throw HTTPFailure.unauthorized("invalid_request", "the Authorization header is malformed")
        }
        guard parts[0].lowercased() == "dpop" else {
            throw HTTPFailure.unauthorized("invalid_token", "the HAAPI token is DPoP-bound: use the DPoP scheme, not \(parts[0])")
        }
        let token = String(parts[1])
        let proof = try await DPoPGuard(environment: environment).verify(request, accessToken: token, place: .resource)
        let jwt: VerifiedJWT
        do {
            jwt = try environment.tokens.verifyAccessToken(token, issuer: environment.issuer, now: environment.now)
        } catch {
            throw HTTPFailure.unauthorized("invalid_token", "the access token is not valid: \(error)")
        }
        let scopes = (jwt.claims["scope"]?.stringValue ?? "").split(separator: " ").map(String.init)
        guard scopes.contains(scope) else {
            throw HTTPFailure.unauthorized("insufficient_scope", "the access token lacks the scope \(scope)")
        }
        guard let jti = jwt.jwtID, let clientID = jwt.claims["client_id"]?.stringValue else {
            throw HTTPFailure.unauthorized("invalid_token", "the access token lacks jti or client_id")
        }
        guard await !environment.state.isAccessTokenRevoked(jti) else {
            throw HTTPFailure.unauthorized("invalid_token", "the access token was revoked")
        }
        guard let jkt = jwt.claims["cnf"]?.objectValue?["jkt"]?.stringValue, jkt == proof.jkt else {
            throw HTTPFailure.unauthorized("invalid_token", "the access token is bound to another key than the DPoP proof's")
        }
        return HaapiCaller(clientID: clientID, jkt: jkt, tokenID: jti)
    }
}
