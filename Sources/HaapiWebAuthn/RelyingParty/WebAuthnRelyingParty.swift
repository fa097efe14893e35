import Crypto
import Foundation
import HaapiJOSE

/// Verifies registrations and assertions as WebAuthn Level 3 §7.1 and §7.2 require of
/// a relying party. A pure value: challenges, stored credentials and users are the
/// caller's (it hands in what it expects and gets back what to store).
public struct WebAuthnRelyingParty: Sendable, Hashable {
    /// The RP ID (a domain, e.g. `login.example.com`); its SHA-256 must lead the authenticator data.
    public var id: String
    /// The origins a ceremony may come from, exactly as `clientDataJSON` spells them
    /// (e.g. `https://login.example.com`, `http://localhost:8080`).
    public var allowedOrigins: Set<String>
    /// The COSE algorithms accepted for new credentials.
    public var allowedAlgorithms: [COSEAlgorithm]

    /// Creates a relying party.
    public init(id: String, allowedOrigins: Set<String>, allowedAlgorithms: [COSEAlgorithm] = [.es256, .rs256]) {
        self.id = id
        self.allowedOrigins = allowedOrigins
        self.allowedAlgorithms = allowedAlgorithms
    }

    /// Verifies a new credential (§7.1): the credential's type and IDs, the client data
    /// (type `webauthn.create`, the challenge, an allowed origin, not cross-origin), the
    /// attestation object (`none` with an empty statement), the authenticator data (RP ID
    /// hash, UP, UV when required, attested credential data) and the key (an accepted
    /// algorithm, a valid key).
    ///
    /// ```swift
    /// let credential = try relyingParty.verifyRegistration(
    ///     response, expecting: RegistrationExpectation(challenge: challenge, userVerification: .required, userHandle: userID))
    /// ```
    ///
    /// - Returns: The credential to store with the user (its user handle is the expectation's).
    /// - Throws: ``WebAuthnVerificationError``, one case per check.
    public func verifyRegistration(
        _ response: RegistrationResponseJSON, expecting expectation: RegistrationExpectation
    ) throws(WebAuthnVerificationError) -> RegisteredCredential {
        let rawID = try checkCredentialIDs(type: response.type, id: response.id, rawID: response.rawId)
        let clientDataJSON = try Self.base64URL(response.response.clientDataJSON, member: "response.clientDataJSON")
        try checkClientData(clientDataJSON, ceremony: .create, challenge: expectation.challenge)
        let objectBytes = try Self.base64URL(response.response.attestationObject, member: "response.attestationObject")
        let object: AttestationObject
        do throws(AttestationObjectError) {
            object = try AttestationObject(bytes: objectBytes)
        } catch {
            if case .authenticatorData(let inner) = error { throw .malformedAuthenticatorData(reason: inner.description) }
            throw .malformedAttestationObject(reason: error.description)
        }
        let authenticatorData = object.authenticatorData
        try checkAuthenticatorData(
            authenticatorData, userVerification: expectation.userVerification, requiresUserPresence: !expectation.conditional)
        guard let attested = authenticatorData.attestedCredentialData else { throw .missingAttestedCredentialData }
        guard attested.credentialID.count <= 1023 else { throw .credentialIDTooLong(attested.credentialID.count) }
        guard attested.credentialID == rawID else { throw .credentialIDMismatch }
        let key = try acceptedKey(attested.credentialPublicKey)
        guard object.format == "none" else { throw .unsupportedAttestationFormat(String(object.format.prefix(64))) }
        guard object.statement.isEmpty else { throw .invalidAttestationStatement }
        return RegisteredCredential(
            id: rawID, userHandle: expectation.userHandle, publicKey: attested.credentialPublicKey, algorithm: key.algorithm,
            signCount: authenticatorData.signCount, aaguid: attested.aaguid, transports: response.response.transports ?? [],
            userVerified: authenticatorData.flags.contains(.userVerified),
            backupEligible: authenticatorData.flags.contains(.backupEligible),
            backedUp: authenticatorData.flags.contains(.backedUp))
    }

    /// Verifies an assertion of `credential` (§7.2): the credential's type and IDs, the
    /// user handle, the client data (type `webauthn.get`, the challenge, an allowed
    /// origin, not cross-origin), the authenticator data (RP ID hash, UP, UV when
    /// required), the signature over `authenticatorData ‖ SHA-256(clientDataJSON)` and the
    /// signature counter.
    ///
    /// ```swift
    /// let result = try relyingParty.verifyAuthentication(
    ///     response, expecting: AuthenticationExpectation(challenge: challenge, userVerification: .required),
    ///     credential: stored)
    /// stored.signCount = result.signCount
    /// ```
    ///
    /// - Returns: The new signature counter to store.
    /// - Throws: ``WebAuthnVerificationError``, one case per check.
    public func verifyAuthentication(
        _ response: AuthenticationResponseJSON, expecting expectation: AuthenticationExpectation,
        credential: RegisteredCredential
    ) throws(WebAuthnVerificationError) -> AuthenticationVerification {
        let rawID = try checkCredentialIDs(type: response.type, id: response.id, rawID: response.rawId)
        guard rawID == credential.id else { throw .credentialIDMismatch }
        if let expected = expectation.userHandle, expected != credential.userHandle { throw .credentialOfAnotherUser }
        let userHandle = try response.response.userHandle.map { text throws(WebAuthnVerificationError) in
            try Self.base64URL(text, member: "response.userHandle")
        }
        if let userHandle, !userHandle.isEmpty {
            guard userHandle == credential.userHandle else { throw .credentialOfAnotherUser }
        } else if expectation.userHandle == nil {
            throw .userHandleMissing
        }
        let clientDataJSON = try Self.base64URL(response.response.clientDataJSON, member: "response.clientDataJSON")
        try checkClientData(clientDataJSON, ceremony: .get, challenge: expectation.challenge)
        let authenticatorDataBytes = try Self.base64URL(response.response.authenticatorData, member: "response.authenticatorData")
        let authenticatorData: AuthenticatorData
        do throws(AuthenticatorDataError) {
            authenticatorData = try AuthenticatorData(bytes: authenticatorDataBytes)
        } catch {
            throw .malformedAuthenticatorData(reason: error.description)
        }
        try checkAuthenticatorData(authenticatorData, userVerification: expectation.userVerification)
        let signature = try Self.base64URL(response.response.signature, member: "response.signature")
        let key: COSEKey
        do throws(COSEKeyError) {
            key = try COSEKey(cborBytes: credential.publicKey)
        } catch {
            throw .malformedPublicKey(reason: error.description)
        }
        let signed = authenticatorDataBytes + SHA256.hash(data: clientDataJSON)
        guard key.isValidSignature(signature, for: signed) else { throw .badSignature }
        let received = authenticatorData.signCount
        if received != 0 || credential.signCount != 0, received <= credential.signCount {
            throw .signCountRegressed(stored: credential.signCount, received: received)
        }
        return AuthenticationVerification(
            signCount: received, userVerified: authenticatorData.flags.contains(.userVerified),
            backedUp: authenticatorData.flags.contains(.backedUp))
    }
}

/// `discouraged`, `preferred` or `required` (WebAuthn `UserVerificationRequirement`).
public enum UserVerificationRequirement: String, Sendable, Hashable, Codable {
    case discouraged, preferred, required
}

/// What a registration must match.
public struct RegistrationExpectation: Sendable, Hashable {
    /// The challenge the server issued for this ceremony (raw bytes).
    public var challenge: [UInt8]
    /// Whether the UV flag is required (`required`); UP is required unless ``conditional``.
    public var userVerification: UserVerificationRequirement
    /// The user handle the options named (`user.id`), stored in the returned
    /// ``RegisteredCredential`` (a registration response does not carry it).
    public var userHandle: [UInt8]
    /// Whether the ceremony was a conditional creation (`mediation: "conditional"`, the
    /// automatic passkey a password manager makes after a password sign-in): the person
    /// was not asked, so the UP flag may be clear (WebAuthn Level 3, §7.1 step 14).
    public var conditional: Bool

    /// Creates the expectation.
    ///
    /// - Parameters:
    ///   - challenge: The challenge issued for this ceremony.
    ///   - userVerification: Whether the UV flag is required.
    ///   - userHandle: The options' `user.id`; pass it, or set
    ///     ``RegisteredCredential/userHandle`` on the result before storing it.
    ///   - conditional: Whether the options asked for conditional creation.
    public init(challenge: [UInt8], userVerification: UserVerificationRequirement, userHandle: [UInt8] = [], conditional: Bool = false) {
        self.challenge = challenge
        self.userVerification = userVerification
        self.userHandle = userHandle
        self.conditional = conditional
    }
}

/// What an assertion must match.
public struct AuthenticationExpectation: Sendable, Hashable {
    /// The challenge the server issued for this ceremony (raw bytes).
    public var challenge: [UInt8]
    /// Whether the UV flag is required.
    public var userVerification: UserVerificationRequirement
    /// The user handle of the account the credential must belong to (`nil`: whoever
    /// owns `credential`, as in a discoverable sign-in; then a `userHandle` in the
    /// response must be the credential's own).
    public var userHandle: [UInt8]?

    /// Creates the expectation.
    public init(challenge: [UInt8], userVerification: UserVerificationRequirement, userHandle: [UInt8]? = nil) {
        self.challenge = challenge
        self.userVerification = userVerification
        self.userHandle = userHandle
    }
}

/// A verified credential: what the relying party stores with the user.
public struct RegisteredCredential: Sendable, Hashable, Codable {
    /// The credential ID.
    public var id: [UInt8]
    /// The user handle it was made for.
    public var userHandle: [UInt8]
    /// The public key as its COSE_Key CBOR bytes.
    public var publicKey: [UInt8]
    /// The key's COSE algorithm.
    public var algorithm: COSEAlgorithm
    /// The signature counter last seen (0 when the authenticator keeps none).
    public var signCount: UInt32
    /// The authenticator's AAGUID (zeros for `none` attestation from most authenticators).
    public var aaguid: [UInt8]
    /// The transports the client reported.
    public var transports: [String]
    /// Whether the UV flag was set when it was made.
    public var userVerified: Bool
    /// Backup eligibility (BE flag): a synced passkey.
    public var backupEligible: Bool
    /// Backup state (BS flag) when it was made: the passkey is backed up (synced) now.
    public var backedUp: Bool

    /// Creates the record.
    public init(
        id: [UInt8], userHandle: [UInt8], publicKey: [UInt8], algorithm: COSEAlgorithm, signCount: UInt32,
        aaguid: [UInt8], transports: [String], userVerified: Bool, backupEligible: Bool, backedUp: Bool = false
    ) {
        self.backedUp = backedUp
        self.id = id
        self.userHandle = userHandle
        self.publicKey = publicKey
        self.algorithm = algorithm
        self.signCount = signCount
        self.aaguid = aaguid
        self.transports = transports
        self.userVerified = userVerified
        self.backupEligible = backupEligible
    }
}

/// A verified assertion.
public struct AuthenticationVerification: Sendable, Hashable {
    /// The counter to store (unchanged when the authenticator keeps none).
    public var signCount: UInt32
    /// Whether the UV flag was set.
    public var userVerified: Bool
    /// Backup state (BS flag): the passkey is backed up (synced) now; it may change from one assertion to the next.
    public var backedUp: Bool

    /// Creates the result.
    public init(signCount: UInt32, userVerified: Bool, backedUp: Bool = false) {
        self.signCount = signCount
        self.userVerified = userVerified
        self.backedUp = backedUp
    }
}
