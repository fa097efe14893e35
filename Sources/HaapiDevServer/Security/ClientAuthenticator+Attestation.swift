import Foundation
import HaapiJOSE
import Hummingbird

extension ClientAuthenticator {
    /// A client attestation token (from `POST /oauth/token/cat`) as `client_assertion`:
    /// signed by this server as a `cat+jwt`, unexpired, for a client configured for
    /// attestation, and bound (`cnf.jkt`) to the key of the request's DPoP proof, which is
    /// verified here when the endpoint has not verified it (revocation).
    func checkAttestationToken(
        _ token: String, claimedID: String?, request: Request, proof: VerifiedDPoPProof?
    ) async throws(HTTPFailure) -> ClientConfiguration {
        guard environment.configuration.attestation.enabled else {
            throw invalidClient("client attestation is turned off on this server", basic: false)
        }
        let jwt: VerifiedJWT
        do {
            jwt = try environment.tokens.verifyAttestationToken(token, issuer: environment.issuer, now: environment.now)
        } catch {
            throw invalidClient("client attestation token rejected: \(error)", basic: false)
        }
        guard let id = jwt.claims["client_id"]?.stringValue, let client = environment.configuration.client(id), client.attestation else {
            throw invalidClient("the client attestation token names no client configured for attestation", basic: false)
        }
        if let claimedID, claimedID != id {
            throw invalidClient("client_id differs from the client of the client attestation token", basic: false)
        }
        guard let bound = jwt.claims["cnf"]?.objectValue?["jkt"]?.stringValue else {
            throw invalidClient("the client attestation token names no DPoP key (cnf.jkt)", basic: false)
        }
        let verified: VerifiedDPoPProof
        if let proof {
            verified = proof
        } else {
            verified = try await DPoPGuard(environment: environment).verify(request, accessToken: nil, place: .tokenEndpoint)
        }
        guard verified.jkt == bound else {
            throw invalidClient("the client attestation token is bound to another DPoP key than the proof's", basic: false)
        }
        return client
    }
}
