import Foundation
import HTTPTypes
import HaapiJOSE
import Hummingbird

/// Who a user's access token speaks for, at a resource endpoint.
struct UserCaller: Sendable {
    /// The token's `sub`.
    var subject: String
    /// The token's scopes.
    var scopes: [String]
    /// The token's `jti`.
    var tokenID: String
    /// The token's `amr`: how the person signed in (RFC 8176 values).
    var authenticationMethods: [String] = []
    /// The token's `auth_time`: when the person signed in.
    var authTime: Date?
}

/// The checks in front of the endpoints that act for a user with the access token the
/// user's login ended with (`/oauth/userinfo`, `/push/devices`, `/push/approve`):
/// `Authorization: DPoP <token>` with a token of this server (signature, `typ`, `iss`,
/// expiry, not revoked), a valid DPoP proof for this method and URL with `ath`, and the
/// token bound to the proof's key. Failures are 401 with `WWW-Authenticate: DPoP ...`.
/// The server issues only DPoP-bound tokens, so there is no bearer form.
struct UserAccessGuard: Sendable {
    let environment: ServerEnvironment

    func authorize(_ request: Request) async throws(HTTPFailure) -> UserCaller {
        guard let authorization = request.headers[.authorization], authorization.lowercased().hasPrefix("dpop ") else {
            throw HTTPFailure.unauthorized(nil, "an access token is required (Authorization: DPoP <token>)")
        }
        let token = String(authorization.dropFirst(5))
        let proof = try await DPoPGuard(environment: environment).verify(request, accessToken: token, place: .resource)
        guard let jwt = try? environment.tokens.verifyAccessToken(token, issuer: environment.issuer, now: environment.now),
            let jti = jwt.jwtID, let subject = jwt.subject
        else { throw HTTPFailure.unauthorized("invalid_token", "the access token is not valid") }
        guard await !environment.state.isAccessTokenRevoked(jti) else {
            throw HTTPFailure.unauthorized("invalid_token", "the access token was revoked")
        }
        guard jwt.claims["cnf"]?.objectValue?["jkt"]?.stringValue == proof.jkt else {
            throw HTTPFailure.unauthorized("invalid_token", "the access token is bound to another key than the DPoP proof's")
        }
        let scopes = (jwt.claims["scope"]?.stringValue ?? "").split(separator: " ").map(String.init)
        let methods = jwt.claims["amr"]?.arrayValue?.compactMap(\.stringValue) ?? []
        let authTime = jwt.claims["auth_time"]?.numberValue.map { Date(timeIntervalSince1970: $0) }
        return UserCaller(subject: subject, scopes: scopes, tokenID: jti, authenticationMethods: methods, authTime: authTime)
    }

    /// ``authorize(_:)``, and the token's subject is a user of this server (a HAAPI
    /// token names its client, not a user). Returns the user's name as stored.
    func authorizeUser(_ request: Request) async throws(HTTPFailure) -> String {
        let caller = try await authorize(request)
        guard let user = await environment.users.user(named: caller.subject) else {
            throw HTTPFailure.unauthorized("invalid_token", "the access token does not name a user of this server")
        }
        return user.username
    }
}
