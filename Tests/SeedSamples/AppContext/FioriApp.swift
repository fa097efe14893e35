// What seed 002's samples take from the app around them: the view controller they are
// written in (`self`), which is the welcome screen's delegate and holds the passcode
// delegates, the bundle and the navigation controller they present. The app writes
// this; it is not HaapiKit's.
import Foundation
import HaapiOnboarding
import UIKit

/// The app's passcode delegate: it would create or open the app's secure store.
@MainActor final class AppPasscodeDelegate: FUIPasscodeControllerDelegate, FUIPasscodeValidationDelegate {
    func shouldTryPasscode(
        _ passcode: String, forInputMode mode: FUIPasscodeInputMode, fromController controller: FUIPasscodeController
    ) async throws(FUIPasscodeControllerError) {}
    func didCancelPasscodeEntry(fromController controller: FUIPasscodeController) {}
    func shouldResetPasscode(fromController controller: FUIPasscodeController) {}
    func didReachRetryLimit(fromController controller: FUIPasscodeController, wiped: Bool) {}
    func validate(passcode: String, fromController controller: FUIPasscodeController) throws(FUIPasscodeControllerError) {}
}

@MainActor class SeedHost: UIViewController, FUIWelcomeControllerDelegate, FUIPasscodeControllerDelegate,
    FUIMultiUserPasscodeControllerDataSource, FUIEULADelegate {
    let passcodeControllerDelegate = AppPasscodeDelegate()
    var validationDelegate: AppPasscodeDelegate { passcodeControllerDelegate }
    let bundle = Bundle.main
    let navController = UINavigationController(rootViewController: UIViewController())
    let passcodeController = FUIPasscodeInputController(themeRegistry: .standard)
    var signInOk = true
    var verificationErrorMessage: String?

    func shouldTryPasscode(
        _ passcode: String, forInputMode mode: FUIPasscodeInputMode, fromController controller: FUIPasscodeController
    ) async throws(FUIPasscodeControllerError) {}
    func didCancelPasscodeEntry(fromController controller: FUIPasscodeController) {}
    func shouldResetPasscode(fromController controller: FUIPasscodeController) {}
    func didReachRetryLimit(fromController controller: FUIPasscodeController, wiped: Bool) {}
    func users(for controller: FUIMultiUserPasscodeController) -> [PasscodeUser] { [] }
    func currentUserID(for controller: FUIMultiUserPasscodeController) -> String? { nil }
    func eulaAccepted(_ controller: FUIEULAViewController) {}
    func eulaRejected(_ controller: FUIEULAViewController) {}
    func eulaCancelled(_ controller: FUIEULAViewController) {}
    func welcomeController(_ welcomeController: FUIWelcomeController, shouldTryUserEmail userEmail: String) {}
    func welcomeController(_ welcomeController: FUIWelcomeController, willNavigateToActivationScreen activationScreen: FUIActivationScreen) {}
    func welcomeController(
        _ welcomeController: FUIWelcomeController, willNavigateToScannerScreen scanController: FUIOnboardingScanViewController
    ) {}
}
