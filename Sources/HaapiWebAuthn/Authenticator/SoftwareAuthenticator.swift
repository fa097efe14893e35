import Foundation
import HaapiJOSE

/// A passkey authenticator in software, for Linux, the terminal and tests: P-256 keys
/// in a ``PasskeyStore``, user verification by a ``UserVerifier``, and the bytes a
/// platform authenticator would produce (`authenticatorData` with attested credential
/// data, a `none` attestation object, `clientDataJSON`, counters).
///
/// It is a **development authenticator**: its keys are only as safe as its store.
public actor SoftwareAuthenticator {
    /// Creates an authenticator.
    ///
    /// - Parameters:
    ///   - store: Where the keys live.
    ///   - userVerifier: Asks the person (biometrics, a confirm key); `AlwaysVerified` in tests.
    ///   - origin: The origin written into `clientDataJSON` (a native app's is `https://<rpId>`);
    ///     `nil` uses `https://<rpId>` of each ceremony.
    ///   - random: Key and ID randomness.
    public init(store: any PasskeyStore, userVerifier: any UserVerifier, origin: String? = nil, random: any RandomSource = SystemRandomSource()) {
        fatalError("implemented by the webauthn branch")
    }

    /// `navigator.credentials.create`: makes a new ES256 passkey.
    public func register(_ options: PublicKeyCredentialCreationOptionsJSON) async throws(WebAuthnCeremonyError) -> RegistrationResponseJSON {
        fatalError("implemented by the webauthn branch")
    }

    /// `navigator.credentials.get`: signs the challenge with a passkey for the RP
    /// (one of `allowCredentials`, or any held for the RP when that is empty).
    public func authenticate(_ options: PublicKeyCredentialRequestOptionsJSON) async throws(WebAuthnCeremonyError) -> AuthenticationResponseJSON {
        fatalError("implemented by the webauthn branch")
    }
}

/// One passkey a ``SoftwareAuthenticator`` holds.
public struct StoredPasskey: Sendable, Hashable, Codable {
    /// The credential ID.
    public var credentialID: [UInt8]
    /// The RP ID it is for.
    public var rpID: String
    /// The user handle the RP gave.
    public var userHandle: [UInt8]
    /// The account name, to tell passkeys apart.
    public var userName: String
    /// The P-256 private key (raw 32 bytes).
    public var privateKey: [UInt8]
    /// The signature counter.
    public var signCount: UInt32
    /// When it was made.
    public var createdAt: Date
}

/// Where a ``SoftwareAuthenticator`` keeps its passkeys.
public protocol PasskeyStore: Sendable {
    /// Every passkey held.
    func passkeys() async throws(WebAuthnCeremonyError) -> [StoredPasskey]
    /// Replaces every passkey held.
    func save(_ passkeys: [StoredPasskey]) async throws(WebAuthnCeremonyError)
}

/// Asks the person to confirm a passkey ceremony.
public protocol UserVerifier: Sendable {
    /// Whether the person is present and verified (`reason` says what for, to show).
    func verifyUser(reason: String) async -> UserVerificationResult
}

/// The outcome of asking the person.
public enum UserVerificationResult: Sendable, Hashable {
    /// Present and verified (biometrics, a passcode).
    case verified
    /// Present, but not verified (a confirm key only).
    case present
    /// The person said no.
    case cancelled
}
