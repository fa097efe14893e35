import Foundation

/// A client-attestation challenge: random, for one client, answered once, before it
/// expires. Never logged.
struct AttestationChallenge: Sendable, Hashable {
    var clientID: String
    var expiresAt: Date
    /// Whether an answer named it already: spent, whatever that answer's fate.
    var used = false
}

/// What became of an answer's challenge.
enum AttestationChallengeUse: Sendable, Hashable {
    /// The server never issued it (or forgot it after it expired).
    case unknown
    /// An earlier answer named it.
    case reused
    /// It was issued to another client.
    case otherClient
    /// Its lifetime has passed.
    case expired
    /// Known, unused, the client's and in time: now spent.
    case spent
}

extension ServerState {
    /// Remembers a fresh challenge; expired ones are forgotten once there are many.
    func insertAttestationChallenge(_ value: String, _ challenge: AttestationChallenge, now: Date) {
        if attestationChallenges.count > 1000 {
            attestationChallenges = attestationChallenges.filter { $0.value.expiresAt > now }
        }
        attestationChallenges[value] = challenge
    }

    /// Spends the challenge `value` for an answer from `clientID`. The first answer that
    /// names a known challenge spends it, whether or not that answer is accepted.
    func spendAttestationChallenge(_ value: String, clientID: String, now: Date) -> AttestationChallengeUse {
        guard var challenge = attestationChallenges[value] else { return .unknown }
        guard !challenge.used else { return .reused }
        challenge.used = true
        attestationChallenges[value] = challenge
        guard challenge.clientID == clientID else { return .otherClient }
        guard challenge.expiresAt > now else { return .expired }
        return .spent
    }
}
