import Foundation

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

    /// Verifies a new credential (§7.1).
    public func verifyRegistration(
        _ response: RegistrationResponseJSON, expecting expectation: RegistrationExpectation
    ) throws(WebAuthnVerificationError) -> RegisteredCredential {
        fatalError("implemented by the webauthn branch")
    }

    /// Verifies an assertion of `credential` (§7.2); returns the new signature counter.
    public func verifyAuthentication(
        _ response: AuthenticationResponseJSON, expecting expectation: AuthenticationExpectation,
        credential: RegisteredCredential
    ) throws(WebAuthnVerificationError) -> AuthenticationVerification {
        fatalError("implemented by the webauthn branch")
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
    /// Whether the UV flag is required (`required`); UP is always required.
    public var userVerification: UserVerificationRequirement

    /// Creates the expectation.
    public init(challenge: [UInt8], userVerification: UserVerificationRequirement) {
        self.challenge = challenge
        self.userVerification = userVerification
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

    /// Creates the record.
    public init(
        id: [UInt8], userHandle: [UInt8], publicKey: [UInt8], algorithm: COSEAlgorithm, signCount: UInt32,
        aaguid: [UInt8], transports: [String], userVerified: Bool, backupEligible: Bool
    ) {
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

    /// Creates the result.
    public init(signCount: UInt32, userVerified: Bool) {
        self.signCount = signCount
        self.userVerified = userVerified
    }
}
