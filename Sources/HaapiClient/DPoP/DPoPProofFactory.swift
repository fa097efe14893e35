import Crypto
import Foundation
import HaapiJOSE
import HaapiModel

/// Makes a fresh DPoP proof for each request, with the client's key, clock and randomness.
struct DPoPProofFactory: Sendable {
    let keyStore: any DPoPKeyStore
    let clock: WallClock
    let random: any RandomSource

    /// The signing key, as a client error when the store fails.
    func key() async throws(HaapiClientError) -> P256.Signing.PrivateKey {
        do {
            return try await keyStore.signingKey()
        } catch {
            throw .dpop(DPoPError(.keyUnavailable(String(describing: type(of: error)))))
        }
    }

    /// A signed proof for `method` `url`, with `ath` for `accessToken` and the server's `nonce`.
    func proof(method: String, url: URL, accessToken: String?, nonce: String?) async throws(HaapiClientError) -> String {
        // Described only for an error: a proof is made per request.
        func request() -> String { "\(method) \(url.redactedDescription)" }
        let proof: DPoPProof
        do {
            proof = try DPoPProof(method: method, url: url, accessToken: accessToken, nonce: nonce)
        } catch {
            throw .dpop(DPoPError(.invalidTargetURL(error.description), request: request()))
        }
        let key = try await key()
        let now = clock.now
        do {
            return try proof.sign(with: key, now: now, jti: random.identifier(byteCount: 16))
        } catch {
            throw .dpop(DPoPError(.signingFailed(error.description), request: request()))
        }
    }
}
