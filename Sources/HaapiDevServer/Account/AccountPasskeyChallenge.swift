import Foundation

/// The challenge of a passkey registration through the account API: for one access
/// token (its `jti`), answered once, before it expires. Never logged.
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
    /// Keeps `challenge` for the access token `tokenID` (replacing its earlier one) and
    /// forgets the expired challenges of other tokens.
    func storeAccountChallenge(_ challenge: AccountPasskeyChallenge, for tokenID: String, now: Date) {
        accountChallenges = accountChallenges.filter { $0.value.expiresAt > now }
        accountChallenges[tokenID] = challenge
    }

    /// The challenge of access token `tokenID`, spent: a second answer finds none.
    func takeAccountChallenge(for tokenID: String) -> AccountPasskeyChallenge? {
        accountChallenges.removeValue(forKey: tokenID)
    }
}
