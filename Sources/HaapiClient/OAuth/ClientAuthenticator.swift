import Foundation
import HaapiJOSE
import HaapiModel

/// Adds a client's authentication to a token or revocation request: the client ID
/// requests carry and a concrete method. ``HaapiClient`` makes one from the
/// configuration (resolving a dynamic registration to the registered client first).
struct ClientAuthenticator: Sendable {
    let clientID: String
    let method: ClientAuthentication
    let clock: WallClock
    let random: any RandomSource
    /// Whether the client is one registered from a template (which the server may forget).
    var isRegistered = false

    /// Adds credentials to `parameters` and `headers` for a request to `endpoint`.
    func authenticate(
        _ parameters: inout [(name: String, value: String)], headers: inout TransportHeaders, endpoint: URL
    ) async throws(HaapiClientError) {
        switch method {
        case .clientSecretBasic(let secret):
            let pair = PercentEncoding.encode(clientID) + ":" + PercentEncoding.encode(secret.value)
            headers["Authorization"] = "Basic " + Data(pair.utf8).base64EncodedString()
        case .clientSecretPost(let secret):
            parameters.append(("client_id", clientID))
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
            parameters.append(("client_id", clientID))
            parameters.append(("client_assertion_type", ClientAssertion.assertionType))
            parameters.append(("client_assertion", jwt))
        case .attestation(let provider):
            let attestation: ClientAttestation
            do {
                attestation = try await provider.attestation(clientID: clientID, tokenEndpoint: endpoint)
            } catch let error as HaapiClientError {
                throw error
            } catch {
                throw .configuration(ConfigurationError(
                    field: "clientAuthentication",
                    reason: "the attestation provider failed: \(String(describing: type(of: error)))"))
            }
            parameters.append(("client_id", clientID))
            parameters.append(("client_assertion_type", attestation.assertionType))
            parameters.append(("client_assertion", attestation.assertion))
        case .dynamicRegistration:
            // HaapiClient resolves a registration to the registered client before it makes an authenticator.
            throw .invalidUse(InvalidUseError(
                "a dynamic registration was used before it was resolved to the registered client",
                recoverySuggestion: "Report this to the HaapiKit developers."))
        }
    }

    /// The secret strings this authentication sends, to keep out of excerpts.
    var secrets: [String] { Self.secrets(of: method) }

    /// The secret strings `method` may send, to keep out of excerpts.
    static func secrets(of method: ClientAuthentication) -> [String] {
        switch method {
        case .clientSecretBasic(let s), .clientSecretPost(let s): [s.value]
        case .privateKeyJWT, .attestation: []
        case .dynamicRegistration(let registration):
            switch registration.authorization {
            case .templateClient(let template): secrets(of: template)
            case .softwareStatement(let statement): [statement]
            }
        }
    }
}
