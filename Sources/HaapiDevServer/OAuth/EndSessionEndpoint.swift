import Crypto
import Foundation
import HTTPTypes
import HaapiJOSE
import HaapiModel
import Hummingbird
import Logging

/// `GET` and `POST /oauth/logout`: the end-session endpoint of OpenID Connect
/// RP-Initiated Logout 1.0.
///
/// The dev server keeps no browser sessions, so `id_token_hint` is required: an ID token
/// this server signed (its key, `typ` `JWT`, its `iss`; an expired one is accepted) whose
/// `sid` names the login session to end. `client_id`, when given, must be an audience of
/// the hint. `post_logout_redirect_uri`, when given, must be one of the client's
/// ``ClientConfiguration/postLogoutRedirectURIs`` (exact match). Ending the session
/// revokes every token family issued in it: its refresh tokens no longer refresh and its
/// access tokens are refused by the user-info and push endpoints. Ending a session that
/// already ended is not an error.
///
/// The answer is a `302` to `post_logout_redirect_uri` (with `state` when given), or else
/// `200` with a small "signed out" page, or `{"signed_out": true}` when the request
/// accepts `application/json`. A refusal is `400` `invalid_request` as a page or as JSON,
/// and never redirects. Nothing of the hint reaches the log.
struct EndSessionEndpoint: Sendable {
    let environment: ServerEnvironment

    func register(on router: Router<BasicRequestContext>) {
        router.get("/oauth/logout") { request, _ in await handle(request) }
        router.post("/oauth/logout") { request, _ in await handle(request) }
    }

    /// What a valid request asks for.
    struct Logout {
        var sessionID: String?
        var client: ClientConfiguration
        var redirectURI: String?
        var state: String?
    }

    /// Why a request was refused, in words safe to show and log.
    struct Refusal: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    func handle(_ request: Request) async -> Response {
        let json = Self.acceptsJSON(request)
        let logout: Logout
        do throws(Refusal) {
            logout = try await validate(try await parameters(of: request))
        } catch {
            environment.logger.debug("sign-out refused", metadata: ["reason": .string(error.reason)])
            return json ? Reply.failure(.oauth("invalid_request", error.reason)) : Self.page(
                title: "Sign-out refused", text: error.reason, status: .badRequest)
        }
        var ended = 0
        if let sessionID = logout.sessionID { ended = await environment.state.endSession(sessionID) }
        environment.logger.info("login session ended", metadata: [
            "client_id": .string(logout.client.id), "active_token_families_revoked": .stringConvertible(ended),
        ])
        if let redirectURI = logout.redirectURI {
            guard let state = logout.state else { return Reply.redirect(to: redirectURI) }
            var query = FormParameters()
            query.append("state", state)
            return Reply.redirect(to: redirectURI + (redirectURI.contains("?") ? "&" : "?") + query.encoded)
        }
        if json { return Reply.json(["signed_out": true]) }
        return Self.page(
            title: "Signed out", text: "You are signed out of \(logout.client.name ?? logout.client.id) at the HAAPI dev server.",
            status: .ok)
    }

    /// The query of a `GET`, the form body of a `POST`.
    private func parameters(of request: Request) async throws(Refusal) -> FormParameters {
        guard request.method == .post else { return request.queryParameters }
        do {
            return try await request.formBody(oauth: true)
        } catch {
            throw Refusal("the body must be \(HaapiModel.MediaType.formURLEncoded)")
        }
    }

    func validate(_ parameters: FormParameters) async throws(Refusal) -> Logout {
        if let repeated = parameters.repeatedNames.first { throw Refusal("the parameter \(repeated) is repeated") }
        guard let hint = parameters.nonEmpty("id_token_hint") else {
            throw Refusal("id_token_hint is missing: the dev server keeps no browser sessions, so an ID token must name the session to end")
        }
        let claims = try verifiedHint(hint)
        let audiences: [String]
        switch claims["aud"] {
        case .string(let single)?: audiences = [single]
        case .array(let many)?: audiences = many.compactMap(\.stringValue)
        default: throw Refusal("id_token_hint has no audience")
        }
        let clientID: String
        if let given = parameters.nonEmpty("client_id") {
            guard audiences.contains(given) else { throw Refusal("client_id is not the client id_token_hint was issued to") }
            clientID = given
        } else if let party = claims["azp"]?.stringValue ?? (audiences.count == 1 ? audiences.first : nil) {
            clientID = party
        } else {
            throw Refusal("id_token_hint has several audiences and no azp: give client_id")
        }
        guard let client = await environment.client(clientID) else {
            throw Refusal("the client \(clientID.prefix(64)) is unknown")
        }
        let redirectURI = parameters.nonEmpty("post_logout_redirect_uri")
        if let redirectURI, !client.postLogoutRedirectURIs.contains(redirectURI) {
            throw Refusal("post_logout_redirect_uri is not registered for the client \(client.id) (exact match)")
        }
        return Logout(sessionID: claims["sid"]?.stringValue, client: client, redirectURI: redirectURI, state: parameters["state"])
    }

    /// The hint's claims when this server signed it as an ID token; its expiry is not checked.
    private func verifiedHint(_ token: String) throws(Refusal) -> JWTClaims {
        let foreign = Refusal("id_token_hint is not an ID token of this server")
        guard let jws = try? CompactJWS(parsing: token) else { throw foreign }
        do {
            try jws.verify(with: environment.tokens.key.publicKey)
        } catch {
            throw foreign
        }
        guard jws.type?.uppercased() == "JWT", let claims = try? jws.payloadClaims(),
              claims["iss"]?.stringValue == environment.issuer
        else { throw foreign }
        return claims
    }

    static func acceptsJSON(_ request: Request) -> Bool {
        (request.headers[.accept] ?? "").split(separator: ",").contains { part in
            HaapiModel.MediaType.isJSON(part.split(separator: ";").first?.trimmingCharacters(in: .whitespaces) ?? "")
        }
    }

    private static func page(title: String, text: String, status: HTTPResponse.Status) -> Response {
        Reply.html(
            """
            <!doctype html><html lang="en"><head><meta charset="utf-8"><title>\(htmlEscaped(title))</title></head><body>
            <h1>\(htmlEscaped(title))</h1>
            <p>\(htmlEscaped(text))</p>
            </body></html>
            """, status: status)
    }
}
