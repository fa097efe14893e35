import HaapiOnboarding

/// Records what a multi-user passcode controller asks, with the user each passcode
/// was tried for, and answers `shouldTryPasscode` with ``answer`` (accepting by default).
@MainActor
final class RecordingMultiUserDelegate: MultiUserPasscodeControllerDelegate {
    private(set) var tries: [(user: String?, passcode: String, mode: PasscodeInputMode)] = []
    private(set) var added = 0
    private(set) var switched: [String] = []
    private(set) var cancels = 0
    private(set) var resets: [String?] = []
    private(set) var retryLimits: [(user: String?, wiped: Bool)] = []
    /// How `shouldTryPasscode` answers for a user: `nil` accepts.
    var answer: (_ user: String?, _ passcode: String) -> PasscodeControllerError? = { _, _ in nil }

    func shouldTryPasscode(
        _ passcode: String, forInputMode mode: PasscodeInputMode, fromController controller: PasscodeController
    ) async throws(PasscodeControllerError) {
        tries.append((controller.userIdentifier, passcode, mode))
        if let refusal = answer(controller.userIdentifier, passcode) { throw refusal }
    }

    func addNewUser(fromController controller: MultiUserPasscodeController) { added += 1 }
    func didSwitchUser(_ user: PasscodeUser, fromController controller: MultiUserPasscodeController) { switched.append(user.id) }
    func didCancelPasscodeEntry(fromController controller: PasscodeController) { cancels += 1 }
    func shouldResetPasscode(fromController controller: PasscodeController) { resets.append(controller.userIdentifier) }
    func didReachRetryLimit(fromController controller: PasscodeController, wiped: Bool) {
        retryLimits.append((controller.userIdentifier, wiped))
    }
}

/// Hands a multi-user passcode controller a fixed list of users.
@MainActor
final class FixedUsers: MultiUserPasscodeControllerDataSource {
    var users: [PasscodeUser]
    var current: String?

    init(_ users: [PasscodeUser], current: String? = nil) {
        self.users = users
        self.current = current
    }

    func users(for controller: MultiUserPasscodeController) -> [PasscodeUser] { users }
    func currentUserID(for controller: MultiUserPasscodeController) -> String? { current }
}
