import Foundation
import HaapiJOSE
import HaapiModel
import Logging
import Synchronization

/// Adds the client authentication to a token, revocation or pushed authorization
/// request: the one place that chooses how the client authenticates — the configured
/// method, or, once attestation has failed, its fallback for the rest of this client's
/// life. `clientID` is the one place the client's ID comes from for these requests and
/// the authorization request.
struct ClientAuthenticator: Sendable {
    let clientID: String
    let method: ClientAuthentication
    let clock: WallClock
    let random: any RandomSource
    let logger: Logger
    /// The fallback taken after an attestation failure, shared by copies of this value.
    private let fallbackTaken = FallbackState()

    init(clientID: String, method: ClientAuthentication, clock: WallClock, random: any RandomSource, logger: Logger) {
        self.clientID = clientID
        self.method = method
        self.clock = clock
        self.random = random
        self.logger = logger
    }

    /// How the client authenticates now: the configured method, or the fallback taken.
    var current: ClientAuthentication {
        fallbackTaken.value ?? method
    }

    /// Adds credentials to `parameters` and `headers` for a request to `endpoint`;
    /// `attestation` is what an attestation provider is given.
    func authenticate(
        _ parameters: inout [(name: String, value: String)], headers: inout TransportHeaders, endpoint: URL,
        attestation: ClientAttestationContext
    ) async throws(HaapiClientError) {
        try await add(current, to: &parameters, headers: &headers, endpoint: endpoint, attestation: attestation)
    }

    private func add(
        _ method: ClientAuthentication, to parameters: inout [(name: String, value: String)], headers: inout TransportHeaders,
        endpoint: URL, attestation context: ClientAttestationContext
    ) async throws(HaapiClientError) {
        switch method {
        case .clientSecretBasic(let secret):
            let pair = PercentEncoding.encode(clientID) + ":" + PercentEncoding.encode(secret.value)
            headers["Authorization"] = "Basic " + Data(pair.utf8).base64EncodedString()
        case .clientSecretPost(let secret):
            addClientID(to: &parameters)
            parameters.append(("client_secret", secret.value))
        case .privateKeyJWT(let key, let keyID):
            let assertion = ClientAssertion(clientID: clientID, audience: endpoint.absoluteString, keyID: keyID)
            let jwt: String
            do {
                jwt = try assertion.sign(with: key, now: clock.now, jti: random.identifier(byteCount: 16))
            } catch {
                throw .configuration(ConfigurationError(
                    field: "clientAuthentication", reason: "could not sign the client assertion: \(error)"))
            }
            addClientID(to: &parameters)
            parameters.append(("client_assertion_type", ClientAssertion.assertionType))
            parameters.append(("client_assertion", jwt))
        case .attestation(let provider, let fallback):
            let attestation: ClientAttestation
            do {
                attestation = try await provider.attestation(for: context)
            } catch .attestation(let failure) {
                guard let fallback else { throw .attestation(failure) }
                logger.warning("client attestation failed; authenticating with the fallback from now on", metadata: [
                    "reason": .string(failure.description), "fallback": .string(fallback.methodName),
                ])
                fallbackTaken.take(fallback)
                try await add(fallback, to: &parameters, headers: &headers, endpoint: endpoint, attestation: context)
                return
            }
            addClientID(to: &parameters)
            parameters.append(("client_assertion_type", attestation.assertionType))
            parameters.append(("client_assertion", attestation.assertion))
        }
    }

    /// Adds `client_id` unless the request names the client already (a pushed
    /// authorization request does).
    private func addClientID(to parameters: inout [(name: String, value: String)]) {
        if !parameters.contains(where: { $0.name == "client_id" }) { parameters.append(("client_id", clientID)) }
    }

    /// The secret strings this authentication (and its fallback) sends, to keep out of excerpts.
    var secrets: [String] {
        Self.secrets(of: method)
    }

    private static func secrets(of method: ClientAuthentication) -> [String] {
        switch method {
        case .clientSecretBasic(let s), .clientSecretPost(let s): [s.value]
        case .attestation(_, let fallback): fallback.map(secrets(of:)) ?? []
        case .privateKeyJWT: []
        }
    }
}

/// The fallback an attestation failure made the client take; set once.
private final class FallbackState: Sendable {
    private let taken = Mutex<ClientAuthentication?>(nil)

    var value: ClientAuthentication? {
        taken.withLock { $0 }
    }

    func take(_ fallback: ClientAuthentication) {
        taken.withLock { $0 = $0 ?? fallback }
    }
}
