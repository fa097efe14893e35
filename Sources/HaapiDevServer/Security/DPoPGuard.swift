import Foundation
import HTTPTypes
import HaapiJOSE
import Hummingbird

/// Checks the `DPoP` header of a request (RFC 9449): the proof itself through HaapiJOSE's
/// ``DPoPProofVerifier`` (signature, `typ`, `alg`, `jwk`, `htm`, `htu`, `iat` window,
/// `ath`), then the server nonce and `jti` replay here.
struct DPoPGuard: Sendable {
    /// Where the proof is checked: errors are shaped differently (RFC 9449 sections 8 and 9).
    enum Place: Sendable {
        /// The token endpoint: 400 with `{"error": ...}`.
        case tokenEndpoint
        /// HAAPI and resource endpoints: 401 with `WWW-Authenticate: DPoP error=...`.
        case resource
    }

    let environment: ServerEnvironment

    /// The nonce to send in `DPoP-Nonce` now.
    func currentNonce() async -> String {
        let lifetime = environment.configuration.security.dpopNonceLifetime
        let random = environment.random
        return await environment.state.currentNonce(now: environment.now, lifetime: lifetime) {
            random.identifier(byteCount: 18)
        }
    }

    /// Verifies the request's single `DPoP` header; `accessToken` must match `ath` when given.
    func verify(_ request: Request, accessToken: String?, place: Place) async throws(HTTPFailure) -> VerifiedDPoPProof {
        let proofs = request.headers[values: .dpop]
        guard proofs.count == 1, let proof = proofs.first, !proof.isEmpty else {
            let reason = proofs.isEmpty ? "the DPoP header is missing" : "more than one DPoP header"
            throw fail("invalid_dpop_proof", reason, place)
        }
        guard proof.utf8.count <= 8192 else { throw fail("invalid_dpop_proof", "the DPoP proof is too large", place) }
        let settings = environment.configuration.security
        let verifier = DPoPProofVerifier(maxAge: settings.dpopMaxAge, futureSkew: settings.dpopClockSkew)
        let now = environment.now
        let url: URL
        do {
            url = try environment.url(request.uri.path)
        } catch {
            throw error.failure
        }
        let verified: VerifiedDPoPProof
        do {
            verified = try verifier.verify(proof, method: request.method.rawValue, url: url, now: now, accessToken: accessToken)
        } catch {
            throw fail("invalid_dpop_proof", error.description, place)
        }
        guard await environment.state.isAcceptedNonce(verified.nonce) else {
            let nonce = await currentNonce()
            let reason = verified.nonce == nil ? "a DPoP nonce is required" : "the DPoP nonce is stale or unknown"
            throw fail("use_dpop_nonce", reason, place, nonce: nonce)
        }
        let expiry = now.addingTimeInterval(settings.dpopMaxAge + settings.dpopClockSkew)
        guard await environment.state.recordProofID(verified.jti, key: verified.jkt, until: expiry, now: now) else {
            throw fail("invalid_dpop_proof", "the DPoP proof's jti was used before (replay)", place)
        }
        return verified
    }

    private func fail(_ error: String, _ reason: String, _ place: Place, nonce: String? = nil) -> HTTPFailure {
        var headers = HTTPFields()
        if let nonce { headers[.dpopNonce] = nonce }
        switch place {
        case .tokenEndpoint: return .oauth(error, reason, status: .badRequest, headers: headers)
        case .resource: return .unauthorized(error, reason, extraHeaders: headers)
        }
    }
}
