/// The words of the client-attestation exchange, shared by the client and the dev server
/// so the two cannot drift apart.
///
/// `GET {token endpoint}/cat?client_id=…` answers `{"challenge", "expires_in"}`; a `POST`
/// there (form: `client_id`, `challenge`, `attestation_format`, `attestation`) answers
/// `{"cat", "expires_in"}`; the client then sends the CAT to the token endpoint as
/// `client_assertion` with `client_assertion_type` ``assertionType``.
///
/// ```swift
/// let challengeURL = tokenEndpoint.appendingPathComponent(ClientAttestationWire.challengePath)
/// parameters.append(("client_assertion_type", ClientAttestationWire.assertionType))
/// ```
public enum ClientAttestationWire {
    /// The `client_assertion_type` of a client attestation token: `urn:se:curity:attestation:client`.
    public static let assertionType = "urn:se:curity:attestation:client"
    /// The challenge and answer endpoint's path below the token endpoint: `cat`.
    public static let challengePath = "cat"
    /// The `attestation_format` of an Apple App Attest attestation or assertion.
    public static let appAttestFormat = "apple-app-attest"
    /// The OAuth error of a challenge whose lifetime passed before it was answered.
    public static let expiredChallengeError = "expired_attestation_challenge"
    /// The OAuth error of a challenge that is unknown, used before, or another client's.
    public static let invalidChallengeError = "invalid_attestation_challenge"
    /// The OAuth error of an attestation that fails a check (format, certificate,
    /// signature, time, challenge or client named inside it).
    public static let invalidAttestationError = "invalid_client_attestation"
}
