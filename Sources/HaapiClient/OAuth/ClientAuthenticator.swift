import Foundation
import HaapiJOSE
import HaapiModel

/// Adds the configured client authentication to a token, revocation or pushed
/// authorization request. `clientID` is the one place the client's ID comes from for
/// these requests and the authorization request.
struct ClientAuthenticator: Sendable {
    let clientID: String
    let method: ClientAuthentication
    let clock: WallClock
    let random: any RandomSource

    /// Adds credentials to `parameters` and `headers` for a request to `endpoint`.
    func authenticate(
        _ parameters: inout [(name: String, value: String)], headers: inout TransportHeaders, endpoint: URL
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

    /// The secret strings this authentication sends, to keep out of excerpts.
    var secrets: [String] {
        switch method {
        case .clientSecretBasic(let s), .clientSecretPost(let s): [s.value]
        case .privateKeyJWT, .attestation: []
        }
    }
}
