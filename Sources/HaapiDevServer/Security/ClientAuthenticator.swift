import Foundation
import HTTPTypes
import HaapiJOSE
import HaapiModel
import Hummingbird

/// Authenticates the client at the token, revocation and pushed authorization request
/// endpoints: `client_secret_basic`, `client_secret_post`, `private_key_jwt` or a client
/// attestation token (exactly one). A client assertion's `aud` may be the issuer, the
/// token endpoint or the endpoint it is sent to.
struct ClientAuthenticator: Sendable {
    static let methods = ["client_secret_basic", "client_secret_post", "private_key_jwt"]
    let environment: ServerEnvironment

    /// The client the request authenticates as. `proof` is the request's DPoP proof when
    /// the endpoint verified one already (a client attestation token needs one).
    func authenticate(_ request: Request, form: FormParameters, proof: VerifiedDPoPProof? = nil) async throws(HTTPFailure) -> ClientConfiguration {
        let basic = try basicCredentials(request)
        let postedSecret = form["client_secret"]
        let assertion = form["client_assertion"]
        let used = [basic != nil, postedSecret != nil, assertion != nil].filter { $0 }.count
        guard used <= 1 else {
            throw invalidClient("use exactly one client authentication method", basic: basic != nil)
        }
        if let (id, secret) = basic {
            if let formID = form["client_id"], formID != id {
                throw invalidClient("client_id differs from the Basic credentials", basic: true)
            }
            return try await checkSecret(id: id, secret: secret, basic: true)
        }
        if let secret = postedSecret {
            guard let id = form.nonEmpty("client_id") else { throw invalidClient("client_id is missing", basic: false) }
            return try await checkSecret(id: id, secret: secret, basic: false)
        }
        if let assertion {
            switch form["client_assertion_type"] {
            case ClientAssertion.assertionType:
                return try await checkAssertion(assertion, claimedID: form["client_id"], endpoint: request.uri.path)
            case ClientAttestationWire.assertionType:
                return try await checkAttestationToken(assertion, claimedID: form["client_id"], request: request, proof: proof)
            default:
                throw invalidClient(
                    "client_assertion_type must be \(ClientAssertion.assertionType) or \(ClientAttestationWire.assertionType)",
                    basic: false)
            }
        }
        throw invalidClient("client authentication is required", basic: false)
    }

    private func basicCredentials(_ request: Request) throws(HTTPFailure) -> (String, String)? {
        guard let header = request.headers[.authorization] else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "basic" else { return nil }
        guard let data = Data(base64Encoded: String(parts[1])), let text = String(data: data, encoding: .utf8),
            let colon = text.firstIndex(of: ":")
        else {
            throw invalidClient("the Basic credentials are malformed", basic: true)
        }
        // RFC 6749 section 2.3.1: both parts are form-urlencoded before base64.
        let id = FormParameters(encoded: "x=" + text[..<colon])["x"] ?? ""
        let secret = FormParameters(encoded: "x=" + text[text.index(after: colon)...])["x"] ?? ""
        return (id, secret)
    }

    private func checkSecret(id: String, secret: String, basic: Bool) async throws(HTTPFailure) -> ClientConfiguration {
        guard let client = await environment.client(id), let expected = client.secret,
            ConstantTime.equals(expected, secret)
        else {
            throw invalidClient("unknown client or wrong secret", basic: basic)
        }
        return client
    }

    private func checkAssertion(_ assertion: String, claimedID: String?, endpoint: String) async throws(HTTPFailure) -> ClientConfiguration {
        let unverified = try? CompactJWS(parsing: assertion).payloadClaims()
        guard let id = unverified?["iss"]?.stringValue ?? claimedID, let client = await environment.client(id),
            let jwkMembers = client.jwk
        else {
            throw invalidClient("unknown client, or the client has no key for private_key_jwt", basic: false)
        }
        if let claimedID, claimedID != id { throw invalidClient("client_id differs from the assertion's iss", basic: false) }
        guard let key = try? JWK(members: jwkMembers.mapValues { .string($0) }).p256PublicKey() else {
            throw invalidClient("the client's configured key is unusable", basic: false)
        }
        let now = environment.now
        var verified: VerifiedJWT?
        var lastError = ""
        var audiences = [try environment.serverURL("/oauth/token").absoluteString, environment.issuer]
        if let called = try? environment.url(endpoint).absoluteString, !audiences.contains(called) { audiences.append(called) }
        for audience in audiences {
            do {
                verified = try ClientAssertion(clientID: id, audience: audience).verify(assertion, with: key, now: now, leeway: 5)
                break
            } catch {
                lastError = error.description
            }
        }
        guard let verified, let jti = verified.jwtID else { throw invalidClient("client assertion rejected: \(lastError)", basic: false) }
        let expiry = verified.expiresAt ?? now.addingTimeInterval(300)
        guard await environment.state.recordAssertionID(jti, client: id, until: expiry, now: now) else {
            throw invalidClient("the client assertion's jti was used before (replay)", basic: false)
        }
        return client
    }

    func invalidClient(_ reason: String, basic: Bool) -> HTTPFailure {
        var headers = HTTPFields()
        if basic { headers[.wwwAuthenticate] = "Basic realm=\"haapi-dev-server\"" }
        return .oauth("invalid_client", reason, status: .unauthorized, headers: headers)
    }
}

