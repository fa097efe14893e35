import Foundation
import HaapiJOSE
import HaapiModel

/// Adds a client's authentication to a token, revocation or pushed authorization request:
/// the client ID requests carry and a concrete method. ``HaapiClient`` makes one for the
/// effective client (``HaapiClient/clientAuthenticator()``): the configured method, the
/// fallback an attestation failure took, and a dynamic registration resolved to the
/// registered client.
struct ClientAuthenticator: Sendable {
    let clientID: String
    let method: ClientAuthentication
    let clock: WallClock
    let random: any RandomSource
    /// Whether the client is one registered from a template (which the server may forget).
    var isRegistered = false

    /// Adds credentials to `parameters` and `headers` for a request to `endpoint`;
    /// `attestation` is what an attestation provider is given.
    ///
    /// - Throws: ``HaapiClientError/attestation(_:)`` when the attestation provider fails
    ///   (the caller decides whether a fallback takes over).
    func authenticate(
        _ parameters: inout [(name: String, value: String)], headers: inout TransportHeaders, endpoint: URL,
        attestation context: ClientAttestationContext
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
        case .attestation(let provider, _):
            let attestation = try await provider.attestation(for: context)
            addClientID(to: &parameters)
            parameters.append(("client_assertion_type", attestation.assertionType))
            parameters.append(("client_assertion", attestation.assertion))
        case .dynamicRegistration:
            // HaapiClient resolves a registration to the registered client before it makes an authenticator.
            throw .invalidUse(InvalidUseError(
                "a dynamic registration was used before it was resolved to the registered client",
                recoverySuggestion: "Report this to the HaapiKit developers."))
        }
    }

    /// Adds `client_id` unless the request names the client already (a pushed
    /// authorization request does).
    private func addClientID(to parameters: inout [(name: String, value: String)]) {
        if !parameters.contains(where: { $0.name == "client_id" }) { parameters.append(("client_id", clientID)) }
    }

    /// The secret strings this authentication sends, to keep out of excerpts.
    var secrets: [String] { Self.secrets(of: method) }

    /// The secret strings `method` (and a fallback or template it names) may send, to keep
    /// out of excerpts.
    static func secrets(of method: ClientAuthentication) -> [String] {
        switch method {
        case .clientSecretBasic(let s), .clientSecretPost(let s): [s.value]
        case .privateKeyJWT: []
        case .attestation(_, let fallback): fallback.map(secrets(of:)) ?? []
        case .dynamicRegistration(let registration):
            switch registration.authorization {
            case .templateClient(let template): secrets(of: template)
            case .softwareStatement(let statement): [statement]
            }
        }
    }
}
