/// Why a relying party refused a registration or an assertion: one case per check, so
/// that a test can name the check it means and a log can say which one failed. Never
/// holds a signature, key or challenge.
public enum WebAuthnVerificationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A base64url member of the credential JSON is not base64url (`member` names it, e.g. `response.clientDataJSON`).
    case notBase64URL(member: String)
    /// `type` of the credential is not `public-key`.
    case wrongCredentialType(String)
    /// `id` and `rawId` (or the attested credential ID) differ.
    case credentialIDMismatch
    /// `clientDataJSON` is not a JSON object with string `type`, `challenge` and `origin`.
    case clientDataNotJSON(reason: String)
    /// `clientDataJSON.type` is not `webauthn.create` / `webauthn.get` as the ceremony needs.
    case wrongClientDataType(expected: String, found: String)
    /// The challenge in `clientDataJSON` is not the one issued for this ceremony.
    case challengeMismatch
    /// The challenge was issued but has expired.
    case challengeExpired
    /// The challenge was already used by an earlier answer.
    case challengeReplayed
    /// `clientDataJSON.origin` is not an allowed origin.
    case originNotAllowed(String)
    /// `crossOrigin` is true (an iframe of another site).
    case crossOrigin
    /// The authenticator data's `rpIdHash` is not SHA-256 of the RP ID.
    case rpIDHashMismatch
    /// The user-present flag is not set.
    case userNotPresent
    /// The user-verified flag is not set although the options required it.
    case userNotVerified
    /// The authenticator data (or attestation object) cannot be read.
    case malformedAuthenticatorData(reason: String)
    /// The attestation object is not valid CBOR of the right shape.
    case malformedAttestationObject(reason: String)
    /// The attestation format is not `none` (the only one accepted).
    case unsupportedAttestationFormat(String)
    /// A `none` attestation with a non-empty statement.
    case invalidAttestationStatement
    /// The registration carries no attested credential data.
    case missingAttestedCredentialData
    /// The credential public key is not a valid COSE key.
    case malformedPublicKey(reason: String)
    /// The key's algorithm is not one the relying party accepts.
    case unsupportedAlgorithm(Int)
    /// The credential ID is longer than 1023 bytes.
    case credentialIDTooLong(Int)
    /// The signature does not verify over `authenticatorData ‖ SHA-256(clientDataJSON)`.
    case badSignature
    /// The signature counter went backwards (or stayed) while the authenticator keeps one: a possible clone.
    case signCountRegressed(stored: UInt32, received: UInt32)
    /// The credential is not registered with this server.
    case unknownCredential
    /// The credential is registered to another user than the one signing in.
    case credentialOfAnotherUser
    /// A discoverable sign-in (no user named beforehand) without a `userHandle` in the response.
    case userHandleMissing
    /// A credential with this ID is already registered.
    case credentialAlreadyRegistered

    public var description: String {
        switch self {
        case .notBase64URL(let member): "\(member) is not base64url"
        case .wrongCredentialType(let type): "the credential type is \"\(type)\", not \"public-key\""
        case .credentialIDMismatch: "the credential's id, rawId and attested credential ID differ"
        case .clientDataNotJSON(let reason): "clientDataJSON is not valid client data: \(reason)"
        case .wrongClientDataType(let expected, let found): "clientDataJSON.type is \"\(found)\", expected \"\(expected)\""
        case .challengeMismatch: "the challenge is not the one issued for this ceremony"
        case .challengeExpired: "the challenge has expired"
        case .challengeReplayed: "the challenge was already used"
        case .originNotAllowed(let origin): "the origin \(origin) is not allowed"
        case .crossOrigin: "the ceremony ran in a cross-origin frame"
        case .rpIDHashMismatch: "the authenticator data is for another relying party (rpIdHash)"
        case .userNotPresent: "the user-present flag is not set"
        case .userNotVerified: "the user-verified flag is not set, and user verification is required"
        case .malformedAuthenticatorData(let reason): "the authenticator data cannot be read: \(reason)"
        case .malformedAttestationObject(let reason): "the attestation object cannot be read: \(reason)"
        case .unsupportedAttestationFormat(let format): "the attestation format \"\(format)\" is not supported (only \"none\")"
        case .invalidAttestationStatement: "a \"none\" attestation must have an empty statement"
        case .missingAttestedCredentialData: "the authenticator data has no attested credential data"
        case .malformedPublicKey(let reason): "the credential public key is not a valid COSE key: \(reason)"
        case .unsupportedAlgorithm(let alg): "the COSE algorithm \(alg) is not accepted"
        case .credentialIDTooLong(let length): "the credential ID is \(length) bytes (at most 1023)"
        case .badSignature: "the signature does not verify"
        case .signCountRegressed(let stored, let received): "the signature counter went from \(stored) to \(received)"
        case .unknownCredential: "the credential is not registered"
        case .credentialOfAnotherUser: "the credential belongs to another user"
        case .userHandleMissing: "the response names no user handle, and no user was named beforehand"
        case .credentialAlreadyRegistered: "a credential with this ID is already registered"
        }
    }
}
