import HaapiDevServer
import HaapiOnboarding
import HaapiUI

/// The app side of `haapi screen`: accepts the dev server's demo user on the
/// authentication screens and each demo user's passcode on the multi-user screen,
/// and reports every answer through ``onEnd``. Refusals show HaapiUI's keyed words.
@MainActor
final class DemoScreenDelegate {
    let themeRegistry: ThemeRegistry
    /// Called with the outcome once the screen was answered.
    var onEnd: (@MainActor (DemoScreenOutcome) -> Void)?

    init(themeRegistry: ThemeRegistry) {
        self.themeRegistry = themeRegistry
    }

    private func isDemoUser(_ username: String, _ password: String) -> Bool {
        username == DevServerConfiguration.demoUsername && password == DevServerConfiguration.demoPassword
    }
}

extension DemoScreenDelegate: BasicAuthenticationDelegate {
    func didSignIn(
        _ controller: BasicAuthenticationScreen, username: String, password: String,
        completion: @escaping @Sendable (_ errorMessage: String?) -> Void
    ) {
        guard isDemoUser(username, password) else { return completion(themeRegistry.text(.problemIncorrectCredentials)) }
        completion(nil)
        onEnd?(.signedIn(user: username))
    }

    func didCancel(_ controller: BasicAuthenticationScreen) { onEnd?(.cancelled) }
}

extension DemoScreenDelegate: DynamicAuthenticationDelegate {
    func verify(
        _ controller: DynamicAuthenticationScreen, informationStrings: [String],
        completion: @escaping @Sendable (_ errorMessage: String?) -> Void
    ) {
        guard informationStrings.count == 2, isDemoUser(informationStrings[0], informationStrings[1]) else {
            return completion(themeRegistry.text(.problemIncorrectCredentials))
        }
        completion(nil)
        onEnd?(.verified)
    }

    func didCancel(_ controller: DynamicAuthenticationScreen) { onEnd?(.cancelled) }
}

extension DemoScreenDelegate: UserConsentPageViewControllerDelegate {
    func didAllow(_ controller: UserConsentPageViewController) { onEnd?(.agreed) }
    func didDeny(_ controller: UserConsentPageViewController) { onEnd?(.denied) }
}

extension DemoScreenDelegate: MultiUserPasscodeControllerDataSource, MultiUserPasscodeControllerDelegate {
    func users(for controller: MultiUserPasscodeController) -> [PasscodeUser] { DemoScreen.users.map(\.user) }
    func currentUserID(for controller: MultiUserPasscodeController) -> String? { nil }

    func shouldTryPasscode(
        _ passcode: String, forInputMode mode: PasscodeInputMode, fromController controller: PasscodeController
    ) async throws(PasscodeControllerError) {
        guard DemoScreen.users.contains(where: { $0.user.id == controller.userIdentifier && $0.passcode == passcode }) else {
            throw .failedToMatch(message: nil, triesRemaining: PasscodeControllerError.unlimitedTries)
        }
    }

    func didCancelPasscodeEntry(fromController controller: PasscodeController) { onEnd?(.cancelled) }

    func shouldResetPasscode(fromController controller: PasscodeController) {
        onEnd?(.resetRequested(user: (controller as? MultiUserPasscodeController)?.currentUser?.name ?? ""))
    }

    func didReachRetryLimit(fromController controller: PasscodeController, wiped: Bool) { onEnd?(.cancelled) }

    func addNewUser(fromController controller: MultiUserPasscodeController) { onEnd?(.addUser) }
}
