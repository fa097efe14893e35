import Foundation
import HaapiJOSE

/// The challenge of a passkey registration through the account API: for one access
/// token (its `jti`) and one kind (an automatic passkey or one the person asked for),
/// answered once, before it expires. Never logged.
struct AccountPasskeyChallenge: Sendable, Hashable {
    var bytes: [UInt8]
    /// The user the options named, as stored.
    var username: String
    /// The options' `user.id`.
    var userHandle: [UInt8]
    /// Whether the options asked for conditional creation (an automatic passkey).
    var conditional: Bool
    var expiresAt: Date
}

extension ServerState {
    /// Keeps `challenge` for the access token `tokenID`, beside its challenge of the other
    /// kind (an automatic passkey's options do not undo an "add a passkey" under way, nor
    /// the other way round), and forgets expired challenges.
    func storeAccountChallenge(_ challenge: AccountPasskeyChallenge, for tokenID: String, now: Date) {
        accountChallenges = accountChallenges.filter { $0.value.expiresAt > now }
        accountChallenges[Self.accountChallengeKey(tokenID, conditional: challenge.conditional)] = challenge
    }

    /// The challenge of access token `tokenID` whose bytes are `bytes`, spent: a second
    /// answer finds none.
    func takeAccountChallenge(for tokenID: String, bytes: [UInt8]) -> AccountPasskeyChallenge? {
        for conditional in [false, true] {
            let key = Self.accountChallengeKey(tokenID, conditional: conditional)
            if let challenge = accountChallenges[key], ConstantTime.equals(challenge.bytes, bytes) {
                return accountChallenges.removeValue(forKey: key)
            }
        }
        return nil
    }

    private static func accountChallengeKey(_ tokenID: String, conditional: Bool) -> String {
        tokenID + (conditional ? "#conditional" : "#modal")
    }
}
