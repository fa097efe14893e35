import Foundation
import HTTPTypes
import HaapiJOSE
import HaapiModel
import Hummingbird
import Logging

/// Client attestation (see ``AttestationSettings``), below the token endpoint:
///
/// - `GET /oauth/token/cat?client_id=<id>` → `{"challenge", "expires_in"}`: a fresh random
///   challenge for that client, answerable once within
///   ``AttestationSettings/challengeLifetime``.
/// - `POST /oauth/token/cat` (form: `client_id`, `challenge`, `attestation_format`,
///   `attestation`) → `{"cat", "expires_in"}`: a client attestation token for the client,
///   bound to the DPoP key the attestation names and to the attested device key.
///
/// Both answer 404 when attestation is turned off. Refusals are OAuth errors whose
/// description names the check: `invalid_request`, `invalid_client`,
/// `unauthorized_client`, ``ClientAttestationWire/invalidChallengeError``,
/// ``ClientAttestationWire/expiredChallengeError`` and
/// ``ClientAttestationWire/invalidAttestationError``.
struct AttestationEndpoints: Sendable {
    static let path = "/oauth/token/\(ClientAttestationWire.challengePath)"
    let environment: ServerEnvironment

    func register(on router: Router<BasicRequestContext>) {
        router.get("/oauth/token/cat") { request, _ in try await challenge(request) }
        router.post("/oauth/token/cat") { request, _ in try await answer(request) }
    }

    private var settings: AttestationSettings { environment.configuration.attestation }

    func challenge(_ request: Request) async throws(HTTPFailure) -> Response {
        guard settings.enabled else { throw .notFound(Self.path, .english) }
        let query = request.queryParameters
        if let repeated = query.repeatedNames.first { throw .oauth("invalid_request", "the parameter \(repeated) is repeated") }
        let client = try attestationClient(query.nonEmpty("client_id"))
        let value = environment.identifier(32)
        let now = environment.now
        await environment.state.insertAttestationChallenge(
            value, AttestationChallenge(clientID: client.id, expiresAt: now.addingTimeInterval(settings.challengeLifetime)), now: now)
        environment.logger.debug("attestation challenge issued", metadata: ["client_id": .string(client.id)])
        return Reply.json(["challenge": .string(value), "expires_in": .number(JSONNumber(Int(settings.challengeLifetime)))])
    }

    func answer(_ request: Request) async throws(HTTPFailure) -> Response {
        guard settings.enabled else { throw .notFound(Self.path, .english) }
        let form = try await request.formBody(oauth: true)
        if let repeated = form.repeatedNames.first { throw .oauth("invalid_request", "the parameter \(repeated) is repeated") }
        let client = try attestationClient(form.nonEmpty("client_id"))
        func required(_ name: String) throws(HTTPFailure) -> String {
            guard let value = form.nonEmpty(name) else { throw .oauth("invalid_request", "\(name) is missing") }
            return value
        }
        let challenge = try required("challenge")
        let format = try required("attestation_format")
        let attestation = try required("attestation")
        let now = environment.now
        switch await environment.state.spendAttestationChallenge(challenge, clientID: client.id, now: now) {
        case .unknown: throw .oauth(ClientAttestationWire.invalidChallengeError, "the challenge is unknown to this server")
        case .reused: throw .oauth(ClientAttestationWire.invalidChallengeError, "the challenge was answered before (a challenge is single use)")
        case .otherClient: throw .oauth(ClientAttestationWire.invalidChallengeError, "the challenge was issued to another client")
        case .expired: throw .oauth(ClientAttestationWire.expiredChallengeError, "the challenge expired before it was answered")
        case .spent: break
        }
        let (statement, certificate) = try verify(attestation, format: format, now: now)
        guard statement.challenge == challenge else {
            throw invalidAttestation("the attestation was made for another challenge than the one posted")
        }
        guard statement.clientID == client.id else {
            throw invalidAttestation("the attestation was made for client \(statement.clientID), not \(client.id)")
        }
        let cat = attestationToken(client: client.id, dpopKeyThumbprint: statement.dpopKeyThumbprint, deviceKey: certificate.deviceKeyThumbprint)
        environment.logger.info("client attestation token issued", metadata: [
            "client_id": .string(client.id), "device_jkt": .string(certificate.deviceKeyThumbprint),
        ])
        return Reply.json(["cat": .string(cat), "expires_in": .number(JSONNumber(Int(settings.tokenLifetime)))])
    }

    /// The client `id` names, if it is configured for attestation.
    private func attestationClient(_ id: String?) throws(HTTPFailure) -> ClientConfiguration {
        guard let id else { throw .oauth("invalid_request", "client_id is missing") }
        guard let client = environment.configuration.client(id) else {
            throw .oauth("invalid_client", "unknown client \(id)", status: .unauthorized)
        }
        guard client.attestation else {
            throw .oauth("unauthorized_client", "the client \(id) is not configured for attestation")
        }
        return client
    }

    private func verify(
        _ attestation: String, format: String, now: Date
    ) throws(HTTPFailure) -> (statement: AttestationStatement, certificate: DeviceCertificate) {
        switch format {
        case DevelopmentAttestation.format:
            do {
                return try environment.attester.verify(attestation, issuer: environment.issuer, now: now, allowedSkew: settings.clockSkew)
            } catch {
                throw invalidAttestation(error.description)
            }
        case ClientAttestationWire.appAttestFormat:
            throw invalidAttestation(
                "the dev server cannot verify Apple App Attest (it cannot check Apple's certificate chain); use the development attester")
        default:
            throw invalidAttestation("attestation_format \(format) is not supported (supported: \(DevelopmentAttestation.format))")
        }
    }

    private func invalidAttestation(_ reason: String) -> HTTPFailure {
        .oauth(ClientAttestationWire.invalidAttestationError, reason)
    }

    private func attestationToken(client: String, dpopKeyThumbprint: String, deviceKey: String) -> String {
        let now = Int64(environment.now.timeIntervalSince1970.rounded(.down))
        let claims: JWTClaims = [
            "iss": .string(environment.issuer), "sub": .string(client), "aud": .string(environment.issuer),
            "client_id": .string(client), "iat": .int(now), "exp": .int(now + Int64(settings.tokenLifetime)),
            "jti": .string(environment.identifier(16)), "cnf": .object(["jkt": .string(dpopKeyThumbprint)]),
            "device_jkt": .string(deviceKey),
        ]
        return environment.tokens.signAttestationToken(claims)
    }
}
