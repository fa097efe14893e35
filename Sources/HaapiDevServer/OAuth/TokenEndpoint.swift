import Crypto
import Foundation
import HTTPTypes
import HaapiJOSE
import HaapiModel
import Hummingbird
import Logging

/// `POST /oauth/token`: `client_credentials` (the HAAPI token; for a template client, the
/// initial access token of a registration), `authorization_code` with PKCE, and
/// `refresh_token` with rotation. Every grant needs client authentication and a DPoP
/// proof; every token is bound to the proof's key.
struct TokenEndpoint: Sendable {
    let environment: ServerEnvironment

    func register(on router: Router<BasicRequestContext>) {
        router.post("/oauth/token") { request, _ in try await handle(request) }
    }

    func handle(_ request: Request) async throws(HTTPFailure) -> Response {
        let form = try await request.formBody(oauth: true)
        if let repeated = form.repeatedNames.first {
            throw .oauth("invalid_request", "the parameter \(repeated) is repeated")
        }
        // The proof first: a nonce retry must not spend a client assertion's jti.
        let proof = try await DPoPGuard(environment: environment).verify(request, accessToken: nil, place: .tokenEndpoint)
        let client = try await ClientAuthenticator(environment: environment).authenticate(request, form: form, proof: proof)
        guard let grantType = form.nonEmpty("grant_type") else { throw .oauth("invalid_request", "grant_type is missing") }
        if client.template != nil, grantType != "client_credentials" {
            throw .oauth("unauthorized_client", "client \(client.id) is a template: it gets only initial access tokens (client_credentials)")
        }
        let body: JSONValue
        switch grantType {
        case "client_credentials": body = try clientCredentials(form, client: client, proof: proof)
        case "authorization_code": body = try await authorizationCode(form, client: client, proof: proof)
        case "refresh_token": body = try await refresh(form, client: client, proof: proof)
        default: throw .oauth("unsupported_grant_type", "grant_type \(grantType) is not supported")
        }
        environment.logger.info("token issued", metadata: ["grant_type": .string(grantType), "client_id": .string(client.id)])
        var response = Reply.json(body)
        response.headers[HTTPField.Name("Pragma")!] = "no-cache"
        return response
    }

    // MARK: Grants

    private func clientCredentials(_ form: FormParameters, client: ClientConfiguration, proof: VerifiedDPoPProof) throws(HTTPFailure) -> JSONValue {
        let requested = Self.scopes(form["scope"])
        // A template client gets an initial access token for one registration, never a HAAPI token.
        let scope = client.template == nil ? TokenIssuer.haapiScope : ClientTemplate.registrationScope
        guard requested == [scope] else {
            throw .oauth("invalid_scope", "client_credentials issues client \(client.id) only the scope \(scope)")
        }
        if let template = client.template, !template.clientAuthentication {
            throw .oauth("unauthorized_client", "the template \(client.id) accepts registrations with a software statement only")
        }
        let lifetime = environment.configuration.tokens.haapiTokenLifetime
        let (token, _) = accessToken(subject: client.id, client: client.id, scopes: requested, jkt: proof.jkt, lifetime: lifetime)
        return [
            "access_token": .string(token), "token_type": "DPoP", "expires_in": .number(JSONNumber(Int(lifetime))),
            "scope": .string(scope),
        ]
    }

    private func authorizationCode(_ form: FormParameters, client: ClientConfiguration, proof: VerifiedDPoPProof) async throws(HTTPFailure) -> JSONValue {
        guard let code = form.nonEmpty("code") else { throw .oauth("invalid_request", "code is missing") }
        guard let verifier = form.nonEmpty("code_verifier") else { throw .oauth("invalid_request", "code_verifier is missing (PKCE is required)") }
        let grant: AuthorizationCodeGrant
        switch await environment.state.redeemCode(code) {
        case .unknown: throw .oauth("invalid_grant", "the code is unknown")
        case .replayed: throw .oauth("invalid_grant", "the code was already used; the tokens issued for it are revoked")
        case .redeemed(let g): grant = g
        }
        guard grant.clientID == client.id else { throw .oauth("invalid_grant", "the code was issued to another client") }
        guard grant.expiresAt > environment.now else { throw .oauth("invalid_grant", "the code has expired") }
        guard form["redirect_uri"] == grant.redirectURI else {
            throw .oauth("invalid_grant", "redirect_uri does not match the authorization request")
        }
        guard PKCE.matches(verifier: verifier, challenge: grant.codeChallenge) else {
            throw .oauth("invalid_grant", "code_verifier does not match the code_challenge (PKCE)")
        }
        if let bound = grant.dpopJKT, bound != proof.jkt {
            throw .oauth("invalid_dpop_proof", "the DPoP key differs from the dpop_jkt of the authorization request")
        }
        let family = environment.identifier(16)
        await environment.state.attachFamily(family, toCode: code)
        return await issueUserTokens(
            client: client, subject: grant.subject, scopes: grant.scopes, jkt: proof.jkt, nonce: grant.nonce,
            authentication: grant.authentication, family: family, sessionID: environment.identifier(16))
    }

    private func refresh(_ form: FormParameters, client: ClientConfiguration, proof: VerifiedDPoPProof) async throws(HTTPFailure) -> JSONValue {
        guard let token = form.nonEmpty("refresh_token") else { throw .oauth("invalid_request", "refresh_token is missing") }
        let grant: RefreshTokenGrant
        switch await environment.state.useRefreshToken(token, now: environment.now) {
        case .unknown: throw .oauth("invalid_grant", "the refresh token is unknown")
        case .revoked: throw .oauth("invalid_grant", "the refresh token was revoked")
        case .expired: throw .oauth("invalid_grant", "the refresh token has expired")
        case .reused: throw .oauth("invalid_grant", "the refresh token was already used; its family is revoked")
        case .valid(let g): grant = g
        }
        guard grant.clientID == client.id else { throw .oauth("invalid_grant", "the refresh token was issued to another client") }
        guard grant.jkt == proof.jkt else {
            throw .oauth("invalid_grant", "the refresh token is bound to another DPoP key")
        }
        var scopes = grant.scopes
        if let requested = form["scope"] {
            let narrowed = Self.scopes(requested)
            guard Set(narrowed).isSubset(of: Set(grant.scopes)) else {
                throw .oauth("invalid_scope", "a refresh may not add scopes")
            }
            scopes = narrowed
        }
        return await issueUserTokens(
            client: client, subject: grant.subject, scopes: scopes, jkt: grant.jkt, nonce: nil,
            authentication: grant.authentication, family: grant.family, sessionID: grant.sessionID)
    }

    // MARK: Issuing

    private func issueUserTokens(
        client: ClientConfiguration, subject: String, scopes: [String], jkt: String, nonce: String?,
        authentication: AuthenticationContext, family: String, sessionID: String
    ) async -> JSONValue {
        let settings = environment.configuration.tokens
        let now = environment.now
        let (access, jti) = accessToken(
            subject: subject, client: client.id, scopes: scopes, jkt: jkt, lifetime: settings.accessTokenLifetime, authentication: authentication)
        let refresh = environment.identifier(32)
        await environment.state.storeRefreshToken(
            refresh,
            RefreshTokenGrant(
                family: family, sessionID: sessionID, clientID: client.id, subject: subject, scopes: scopes, jkt: jkt,
                authentication: authentication,
                expiresAt: now.addingTimeInterval(settings.refreshTokenLifetime)))
        await environment.state.recordAccessToken(jti, expiresAt: now.addingTimeInterval(settings.accessTokenLifetime), family: family)
        var body: [String: JSONValue] = [
            "access_token": .string(access), "token_type": "DPoP",
            "expires_in": .number(JSONNumber(Int(settings.accessTokenLifetime))),
            "scope": .string(scopes.joined(separator: " ")), "refresh_token": .string(refresh),
        ]
        if scopes.contains("openid") {
            let user = await environment.users.user(named: subject)
            body["id_token"] = .string(idToken(
                user: user, subject: subject, client: client.id, scopes: scopes, nonce: nonce, authentication: authentication,
                accessToken: access, sessionID: sessionID))
        }
        return .object(body)
    }

    /// A DPoP-bound access token and its `jti`; a user's token carries how they signed in
    /// (`auth_time` and `amr`, as RFC 9068 allows), which the passkey account API reads.
    func accessToken(
        subject: String, client: String, scopes: [String], jkt: String, lifetime: TimeInterval, authentication: AuthenticationContext? = nil
    ) -> (String, String) {
        let now = Int64(environment.now.timeIntervalSince1970.rounded(.down))
        let jti = environment.identifier(16)
        var claims: JWTClaims = [
            "iss": .string(environment.issuer), "sub": .string(subject), "aud": .string(client),
            "client_id": .string(client), "scope": .string(scopes.joined(separator: " ")), "iat": .int(now),
            "exp": .int(now + Int64(lifetime)), "jti": .string(jti), "cnf": .object(["jkt": .string(jkt)]),
        ]
        if let authentication {
            claims["auth_time"] = .int(Int64(authentication.authTime.timeIntervalSince1970.rounded(.down)))
            if !authentication.amr.isEmpty { claims["amr"] = .array(authentication.amr.map { .string($0) }) }
        }
        return (environment.tokens.signAccessToken(claims), jti)
    }

    private func idToken(
        user: UserRecord?, subject: String, client: String, scopes: [String], nonce: String?,
        authentication: AuthenticationContext, accessToken: String, sessionID: String
    ) -> String {
        let now = Int64(environment.now.timeIntervalSince1970.rounded(.down))
        let hash = Array(SHA256.hash(data: Array(accessToken.utf8)))
        var claims: JWTClaims = [
            "iss": .string(environment.issuer), "sub": .string(subject), "aud": .string(client), "azp": .string(client),
            "iat": .int(now), "exp": .int(now + Int64(environment.configuration.tokens.idTokenLifetime)),
            "auth_time": .int(Int64(authentication.authTime.timeIntervalSince1970.rounded(.down))),
            "at_hash": .string(Base64URL.encode(hash.prefix(16))),
        ]
        if let acr = authentication.acr { claims["acr"] = .string(acr) }
        if !authentication.amr.isEmpty { claims["amr"] = .array(authentication.amr.map { .string($0) }) }
        if let nonce { claims["nonce"] = .string(nonce) }
        if scopes.contains("profile") {
            claims["preferred_username"] = .string(user?.username ?? subject)
            if let name = user?.name { claims["name"] = .string(name) }
        }
        if scopes.contains("email"), let email = user?.email {
            claims["email"] = .string(email)
            claims["email_verified"] = .bool(true)
        }
        claims["sid"] = .string(sessionID)
        return environment.tokens.signIDToken(claims)
    }

    static func scopes(_ text: String?) -> [String] {
        var result: [String] = []
        for scope in (text ?? "").split(separator: " ").map(String.init) where !result.contains(scope) {
            result.append(scope)
        }
        return result
    }
}
