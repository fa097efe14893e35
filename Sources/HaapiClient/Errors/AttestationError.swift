/// Client attestation failed: the device could not attest, or the server's challenge and
/// token endpoint (`{token endpoint}/cat`) would not give a client attestation token.
///
/// It never carries the challenge, the device's evidence, a key or the token. With a
/// fallback configured (``ClientAuthentication/attestation(_:fallback:)``) the client logs it
/// and authenticates with the fallback instead; without one it ends the request as
/// ``HaapiClientError/attestation(_:)``.
public struct AttestationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// This device cannot attest (App Attest unsupported, no attester): `String` says why.
        case unavailable(String)
        /// The server offers no attestation challenge: the challenge request was answered
        /// with `status` (404 when the server has attestation turned off).
        case noChallenge(status: Int)
        /// The challenge answer is unusable (not JSON, no `challenge`, a bad `expires_in`).
        case malformedChallenge(String)
        /// The challenge's lifetime passed before the attestation was sent, or the server said so.
        case challengeExpired
        /// The server refused the challenge request or the attestation with an OAuth error
        /// (for example a challenge used before, or a certificate it does not trust).
        case rejected(OAuthError)
        /// The server answered with an HTTP status that is not part of the exchange.
        case unexpectedStatus(Int)
        /// The token answer is unusable (not JSON, no `cat`, a bad `expires_in`).
        case malformedToken(String)
        /// The device attester failed: `String` says what and where.
        case attesterFailed(String)
    }

    /// What went wrong.
    public var reason: Reason
    /// The request's method and URL without query or fragment, when one was involved.
    public var request: String?

    /// Creates an attestation error.
    public init(_ reason: Reason, request: String? = nil) {
        self.reason = reason
        self.request = request
    }

    public var description: String {
        let what: String
        switch reason {
        case .unavailable(let text): what = "attestation is not available on this device: \(text)"
        case .noChallenge(let status): what = "the server offers no attestation challenge (HTTP \(status))"
        case .malformedChallenge(let text): what = "the attestation challenge answer is unusable: \(text)"
        case .challengeExpired: what = "the attestation challenge expired before it was answered"
        case .rejected(let error): what = "the server refused attestation: \(error)"
        case .unexpectedStatus(let status): what = "the server answered HTTP \(status)"
        case .malformedToken(let text): what = "the client attestation token answer is unusable: \(text)"
        case .attesterFailed(let text): what = "the device attester failed: \(text)"
        }
        return request.map { "\($0): \(what)" } ?? what
    }

    /// What to do next.
    public var recoverySuggestion: String {
        switch reason {
        case .unavailable:
            "Configure a fallback client authentication for devices that cannot attest."
        case .noChallenge:
            "Turn on attestation at the server for this client, or configure a fallback client authentication."
        case .malformedChallenge, .malformedToken, .unexpectedStatus:
            "The server's attestation endpoint does not follow the exchange; report it to the server's operator."
        case .challengeExpired:
            "Try again; a new challenge is fetched."
        case .rejected(let error):
            error.error == "unauthorized_client"
                ? "Configure the client for attestation at the server."
                : "Check that the server trusts this device's attester; see the error description."
        case .attesterFailed:
            "Check the device attester's key store and certificate source; see the description."
        }
    }

    /// Whether the same call may succeed later.
    public var isRetryable: Bool {
        switch reason {
        case .challengeExpired: true
        case .unexpectedStatus(let status): status == 429 || status >= 500
        case .rejected(let error): error.error == "temporarily_unavailable"
        case .unavailable, .noChallenge, .malformedChallenge, .malformedToken, .attesterFailed: false
        }
    }
}
