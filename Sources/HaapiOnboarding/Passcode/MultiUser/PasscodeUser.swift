/// A user onboarded on this device, as the multi-user passcode controller lists it.
public struct PasscodeUser: Sendable, Hashable, Identifiable {
    /// The user's identifier: their biometric copy, store and lockout are kept under it
    /// (it becomes the controller's ``PasscodeController/userIdentifier``).
    public var id: String
    /// The name shown.
    public var name: String
    /// A second line (an e-mail address, a role).
    public var info: String?

    /// Creates a user.
    public init(id: String, name: String, info: String? = nil) {
        self.id = id
        self.name = name
        self.info = info
    }

    /// Up to two initials of the name, for the image placeholder ("Anna van Berg" → "AB").
    public var initials: String {
        let words = name.split(whereSeparator: { $0.isWhitespace }).filter { $0.first?.isLetter == true }
        let chosen = words.count > 1 ? [words.first!, words.last!] : Array(words.prefix(1))
        let letters = chosen.compactMap { $0.first.map { String($0).uppercased() } }.joined()
        return letters.isEmpty ? "?" : letters
    }
}

/// Where the multi-user passcode controller gets its users (seed 002's
/// `FUIMultiUserPasscodeControllerDataSource`; `FUIMultiUserPasscodeControllerDataSource`
/// is an alias). Held weakly.
@MainActor
public protocol MultiUserPasscodeControllerDataSource: AnyObject {
    /// The users onboarded on this device.
    func users(for controller: MultiUserPasscodeController) -> [PasscodeUser]
    /// The user to show first (the last one signed in); `nil` shows the first.
    func currentUserID(for controller: MultiUserPasscodeController) -> String?
}

/// What the multi-user passcode controller tells the app besides
/// ``PasscodeControllerDelegate`` (whose passcodes are tried for the user shown:
/// ``PasscodeController/userIdentifier``). Held weakly.
@MainActor
public protocol MultiUserPasscodeControllerDelegate: PasscodeControllerDelegate {
    /// The person wants to onboard another user (the add-user button).
    func addNewUser(fromController controller: MultiUserPasscodeController)
    /// The person switched to `user`.
    func didSwitchUser(_ user: PasscodeUser, fromController controller: MultiUserPasscodeController)
}

extension MultiUserPasscodeControllerDelegate {
    /// Does nothing: switching needs no answer.
    public func didSwitchUser(_ user: PasscodeUser, fromController controller: MultiUserPasscodeController) {}
}
