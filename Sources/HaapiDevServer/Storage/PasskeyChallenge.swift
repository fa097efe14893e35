import Foundation
import HaapiWebAuthn

/// A WebAuthn challenge a flow issued: 32 random bytes, for one ceremony, answered once,
/// before it expires. Never logged.
struct PasskeyChallenge: Sendable, Hashable {
    /// The ceremony a challenge is for.
    enum Purpose: Sendable, Hashable {
        /// Signing in with the passkey authenticator (discoverable, or the known user's passkeys).
        case authentication
        /// Passkey autofill on the password step (`mediation: conditional`).
        case conditional
        /// Creating a passkey on this device (`credentialCreationOptions`).
        case registration
        /// Creating a passkey on any device (`platformCredentialCreationOptions` and
        /// `crossPlatformCredentialCreationOptions`).
        case anyDeviceRegistration
    }

    var bytes: [UInt8]
    var purpose: Purpose
    var expiresAt: Date
    /// For a registration: the user handle its options named.
    var userHandle: [UInt8]?
    /// Whether an answer was received already: the challenge is spent, whatever that answer's fate.
    var used = false
}

extension FlowSession {
    /// Spends the flow's challenge for an answer of one of `purposes` and returns it.
    ///
    /// The first answer spends the challenge whatever happens next; a later one is
    /// `challengeReplayed`. No challenge, or one for another ceremony, is
    /// `challengeMismatch`; a challenge answered after its lifetime is `challengeExpired`.
    mutating func spendPasskeyChallenge(
        for purposes: Set<PasskeyChallenge.Purpose>, now: Date
    ) throws(WebAuthnVerificationError) -> PasskeyChallenge {
        guard var challenge = passkeyChallenge else { throw .challengeMismatch }
        guard !challenge.used else { throw .challengeReplayed }
        challenge.used = true
        passkeyChallenge = challenge
        guard purposes.contains(challenge.purpose) else { throw .challengeMismatch }
        guard challenge.expiresAt > now else { throw .challengeExpired }
        return challenge
    }
}
