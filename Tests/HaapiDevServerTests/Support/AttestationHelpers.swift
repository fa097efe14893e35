import Crypto
import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiJOSE
import HaapiModel
import HaapiTesting

/// The client that allows both a secret and attestation, added to the test servers.
let bothWaysClient = ClientConfiguration(
    id: "attested-or-secret", secret: "both-secret", redirectURIs: ["app://callback"], attestation: true)

/// Options for an attestation test server: the default configuration with
/// ``bothWaysClient``, reading `clock`, then `change`.
func attestationOptions(
    clock: ManualWallClock = ManualWallClock(now: Date()), _ change: (inout DevServerConfiguration) -> Void = { _ in }
) -> DevServer.Options {
    TestDevServer.options(clock: clock.clock) { configuration in
        configuration.clients.append(bothWaysClient)
        change(&configuration)
    }
}

/// A device of the development attester, written from the wire format (not with the
/// client's attester): a software key, its certificate from `/dev/attester/certificates`,
/// and requests to `/oauth/token/cat`.
struct TestDevice: Sendable {
    let baseURL: URL
    let key = P256.Signing.PrivateKey()
    /// The client whose DPoP key the tokens are bound to.
    let client: ScriptedClient
    let clock: @Sendable () -> Date

    init(baseURL: URL, clientID: String = DevServerConfiguration.attestationClientID, clock: ManualWallClock) {
        self.baseURL = baseURL
        self.clock = { clock.now }
        client = ScriptedClient(baseURL: baseURL, clientID: clientID, secret: "", clock: { clock.now })
    }

    var catURL: URL { URL(string: "\(baseURL)/oauth/token/cat")! }

    /// `POST /dev/attester/certificates` with `jwk` (this device's public key by default).
    func certificateRequest(jwk: JWTClaims? = nil) async throws -> HTTPResult {
        let members = (jwk ?? JWK(key.publicKey).members).mapValues { value -> JSONValue in
            value.stringValue.map(JSONValue.string) ?? .number(JSONNumber(1))
        }
        let body: JSONValue = ["jwk": .object(members)]
        return try await RawHTTP.shared.send(
            "POST", URL(string: "\(baseURL)/dev/attester/certificates")!, headers: ["Content-Type": "application/json"],
            body: body.serialized())
    }

    /// This device's certificate.
    func certificate() async throws -> String {
        let result = try await certificateRequest()
        guard result.status == 200, let certificate = result.json?["certificate"]?.stringValue else {
            throw TestError("certificate: HTTP \(result.status) \(result.text)")
        }
        return certificate
    }

    /// `GET /oauth/token/cat[?client_id=…]`.
    func challengeRequest(clientID: String?) async throws -> HTTPResult {
        let query = clientID.map { "?client_id=\(percentEncode($0))" } ?? ""
        return try await RawHTTP.shared.send("GET", URL(string: catURL.absoluteString + query)!, headers: ["Accept": "application/json"])
    }

    /// A challenge for `clientID`.
    func challenge(clientID: String? = nil) async throws -> String {
        let result = try await challengeRequest(clientID: clientID ?? client.clientID)
        guard result.status == 200, let challenge = result.json?["challenge"]?.stringValue else {
            throw TestError("challenge: HTTP \(result.status) \(result.text)")
        }
        return challenge
    }

    /// A development attestation signed by `signer` (this device's key by default).
    func attestation(
        challenge: String, clientID: String? = nil, issuedAt: Date? = nil, certificate: String,
        signer: P256.Signing.PrivateKey? = nil
    ) async throws -> String {
        let statement = AttestationStatement(
            challenge: challenge, clientID: clientID ?? client.clientID, issuedAt: issuedAt ?? clock(),
            dpopKeyThumbprint: try JWK(client.key.publicKey).thumbprint())
        return try DevelopmentAttestation.sign(statement, with: signer ?? key, certificate: certificate)
    }

    /// `POST /oauth/token/cat` with the given form (`nil` values left out).
    func answer(
        clientID: String? = nil, challenge: String?, format: String? = DevelopmentAttestation.format, attestation: String?
    ) async throws -> HTTPResult {
        let pairs = [("client_id", clientID ?? client.clientID), ("challenge", challenge), ("attestation_format", format), ("attestation", attestation)]
            .compactMap { name, value in value.map { (name, $0) } }
        return try await RawHTTP.shared.send(
            "POST", catURL, headers: ["Content-Type": "application/x-www-form-urlencoded", "Accept": "application/json"],
            body: formEncode(pairs))
    }

    /// The whole exchange: a client attestation token.
    func attestationToken() async throws -> String {
        let certificate = try await certificate()
        let challenge = try await challenge()
        let result = try await answer(challenge: challenge, attestation: try await attestation(challenge: challenge, certificate: certificate))
        guard result.status == 200, let cat = result.json?["cat"]?.stringValue else {
            throw TestError("CAT: HTTP \(result.status) \(result.text)")
        }
        return cat
    }

    /// `client_credentials` at the token endpoint with `cat` as the client assertion.
    func haapiTokenRequest(cat: String, extra: [(String, String)] = []) async throws -> HTTPResult {
        try await client.tokenRequest(
            [
                ("grant_type", "client_credentials"), ("scope", "urn:se:curity:scopes:haapi"),
                ("client_assertion_type", ClientAttestationWire.assertionType), ("client_assertion", cat),
            ] + extra, basic: false)
    }
}

extension HTTPResult {
    /// The OAuth `error` and `error_description` of the answer.
    var oauthError: (error: String?, description: String) {
        (json?["error"]?.stringValue, json?["error_description"]?.stringValue ?? "")
    }
}
