public import HaapiUI
import Logging

/// The base of the welcome and activation screens (seed 002's
/// `FUIWelcomeController`): the weakly held ``delegate``, the e-mail entry both
/// offer, and the way to the scanner.
///
/// An e-mail address is checked before the delegate hears of it (an empty,
/// over-long or malformed address gets its reason under the field); a valid one
/// goes to ``WelcomeControllerDelegate/welcomeController(_:shouldTryUserEmail:)``
/// while the screen shows that it is checking, until the app calls
/// ``finishEmailCheck(errorMessage:)``.
@MainActor
open class WelcomeController: OnboardingScreen {
    /// Where the screen's choices go. Held weakly, as in the seed: keep it alive.
    public weak var delegate: (any WelcomeControllerDelegate)?

    /// The e-mail entry of the screen (subclasses that offer one create it).
    public let emailTextField: TextField

    /// Creates a screen whose e-mail field has the identifier `emailFieldIdentifier`.
    init(themeRegistry: ThemeRegistry, emailFieldIdentifier: String, logger: Logger, clock: any Clock<Duration>) {
        emailTextField = TextField(identifier: emailFieldIdentifier, name: "email", keyboard: .email)
        super.init(themeRegistry: themeRegistry, logger: logger, clock: clock)
    }

    /// Styles the e-mail field and clears its error as the person types.
    open override func loadView() {
        super.loadView()
        emailTextField.label = text(.onboardingEmailLabel)
        emailTextField.placeholder = text(.onboardingEmailPlaceholder)
        emailTextField.onTextChange = { [weak self] _ in self?.emailTextField.errorText = nil }
    }

    // MARK: E-mail

    /// Checks the e-mail field and, when the address is valid, asks the delegate to
    /// try it. What the person sees: the reason under the field, or the screen
    /// waiting for the delegate.
    public func submitEmail() {
        guard !isWaitingForDelegate else { return }
        switch EmailAddress.validate(emailTextField.text) {
        case .failure(let problem):
            emailTextField.errorText = emailProblemText(problem)
            contentDidChange()
        case .success(let address):
            emailTextField.errorText = nil
            guard let delegate else { return delegateMissing("welcomeController(_:shouldTryUserEmail:)") }
            emailWait = beginWaiting(for: "welcomeController(_:shouldTryUserEmail:)")
            delegate.welcomeController(self, shouldTryUserEmail: address)
        }
    }

    /// The app's answer to ``WelcomeControllerDelegate/welcomeController(_:shouldTryUserEmail:)``:
    /// `nil` when the address led to a configuration, otherwise the message shown
    /// under the e-mail field. A second answer is reported and ignored.
    public func finishEmailCheck(errorMessage: String?) {
        guard let wait = emailWait else { return report(.answeredTwice(method: "welcomeController(_:shouldTryUserEmail:)")) }
        guard takeAnswer(wait) else { return }
        emailTextField.errorText = errorMessage
        // Without a message the app moves on; only a message is new content.
        if errorMessage != nil { contentDidChange() }
    }

    private var emailWait: DelegateWait?

    /// The text shown under the field for `problem`.
    func emailProblemText(_ problem: EmailAddress.Problem) -> String {
        switch problem {
        case .empty: text(.onboardingEmailEmpty)
        case .tooLong(let maximum): text(.onboardingEmailTooLong, .int(maximum))
        case .invalid: text(.onboardingEmailInvalid)
        }
    }

    // MARK: Navigation

    /// Shows the scanner in this screen's container after telling the delegate
    /// (which sets the scanner's delegate and QR code source).
    public func navigateToScanner() {
        guard let delegate else { return delegateMissing("welcomeController(_:willNavigateToScannerScreen:)") }
        let scanner = opened(screenFactory.scanner(themeRegistry))
        delegate.welcomeController(self, willNavigateToScannerScreen: scanner)
        screenContainer?.showScreen(scanner)
    }

    // MARK: Delegate defaults

    /// Called by the delegate's default implementations: reports the method and
    /// shows that the step cannot go on.
    public func delegateDidNotHandle(_ method: String) {
        report(.delegateDidNotHandle(method: method))
        showError(text(.onboardingDelegateMissing))
    }

    /// Shows `message` under the e-mail field.
    open override func showError(_ message: String?) {
        emailTextField.errorText = message
        contentDidChange()
    }
}
