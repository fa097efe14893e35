import HaapiUI
public import HaapiScreenKit
import Logging

/// Asks for a user name and a password (seed 002's `FUIBasicAuthenticationScreen`;
/// `FUIBasicAuthenticationScreen` is an alias).
///
/// Sign In is enabled only when both fields hold something (and neither is over
/// `CredentialLimits`); it calls
/// ``BasicAuthenticationDelegate/didSignIn(_:username:password:completion:)``
/// and waits for the completion, whose message is shown on the screen. The
/// password is cleared after every answer and is never kept or logged.
///
/// Hierarchy (outlets, styled by `fdlFUIBasicAuthenticationScreen_<outlet>`):
/// `rootStackView` holding `headlineLabel`, `detailLabel`, `usernameTextField`,
/// `passwordTextField`, `errorMessageLabel`, `primaryActionButton`,
/// `loadingIndicatorView` and `cancelButton`.
@MainActor
open class BasicAuthenticationScreen: OnboardingScreen {
    /// The outlets of the screen.
    public enum Outlet: String, ScreenOutletSet {
        case headlineLabel, detailLabel, usernameTextField, passwordTextField, errorMessageLabel, primaryActionButton
        case loadingIndicatorView, cancelButton
    }

    nonisolated open override class var styleTarget: StyleTarget { .basicAuthenticationScreen }
    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }

    /// Where sign-in and cancel go. Held weakly: keep it alive.
    public weak var delegate: (any BasicAuthenticationDelegate)?

    /// The screen's title.
    public let headlineLabel = MessageView(identifier: Outlet.headlineLabel.rawValue, style: .heading, text: "")
    /// What to enter.
    public let detailLabel = MessageView(identifier: Outlet.detailLabel.rawValue, style: .content, text: "")
    /// The user name.
    public let usernameTextField = TextField(identifier: Outlet.usernameTextField.rawValue, name: "username")
    /// The password (secure).
    public let passwordTextField = TextField(identifier: Outlet.passwordTextField.rawValue, name: "password", isSecure: true)
    /// The delegate's error message, when sign-in failed.
    public let errorMessageLabel = MessageView(identifier: Outlet.errorMessageLabel.rawValue, style: .error, text: "")
    /// Sign In.
    public let primaryActionButton = Button(identifier: Outlet.primaryActionButton.rawValue, type: .primary, title: "")
    /// Shown while the delegate checks.
    public let loadingIndicatorView = LoadingIndicator(identifier: Outlet.loadingIndicatorView.rawValue)
    /// Cancel.
    public let cancelButton = Button(identifier: Outlet.cancelButton.rawValue, type: .text, title: "", role: .cancel)

    /// Builds the hierarchy.
    open override func loadView() {
        super.loadView()
        headlineLabel.style = style(.basicAuthHeadlineLabel)
        headlineLabel.text = text(.onboardingBasicAuthHeadline)
        detailLabel.style = style(.basicAuthDetailLabel)
        detailLabel.text = text(.onboardingBasicAuthDetail)
        usernameTextField.style = style(.basicAuthUsernameTextField)
        usernameTextField.label = text(.onboardingUsername)
        usernameTextField.placeholder = text(.onboardingUsername)
        passwordTextField.style = style(.basicAuthPasswordTextField)
        passwordTextField.label = text(.onboardingPassword)
        passwordTextField.placeholder = text(.onboardingPassword)
        for field in [usernameTextField, passwordTextField] {
            field.onTextChange = { [weak self] _ in self?.fieldsChanged() }
        }
        errorMessageLabel.style = style(.basicAuthErrorMessageLabel)
        errorMessageLabel.isHidden = true
        primaryActionButton.style = style(.basicAuthPrimaryActionButton)
        primaryActionButton.title = text(.onboardingSignIn)
        primaryActionButton.action = { [weak self] in self?.signIn() }
        loadingIndicatorView.style = style(.basicAuthLoadingIndicatorView)
        loadingIndicatorView.isHidden = true
        cancelButton.style = style(.basicAuthCancelButton)
        cancelButton.title = text(.onboardingCancel)
        cancelButton.action = { [weak self] in self?.cancel() }
        for view in [headlineLabel, detailLabel, usernameTextField, passwordTextField, errorMessageLabel, primaryActionButton,
                     loadingIndicatorView, cancelButton] as [View] {
            rootStackView.addArrangedSubview(view)
        }
        fieldsChanged()
    }

    /// The user name as it will be sent: without surrounding white space.
    public var username: String { usernameTextField.text.trimmingWhiteSpace() }

    /// Enables Sign In when both fields hold something within the limits, and
    /// says at a field when it is too long.
    func fieldsChanged() {
        let usernameTooLong = username.count > CredentialLimits.username
        let passwordTooLong = passwordTextField.text.count > CredentialLimits.secret
        usernameTextField.errorText = usernameTooLong ? text(.onboardingFieldTooLong, .int(CredentialLimits.username)) : nil
        passwordTextField.errorText = passwordTooLong ? text(.onboardingFieldTooLong, .int(CredentialLimits.secret)) : nil
        primaryActionButton.isEnabled = !isWaitingForDelegate && !username.isEmpty && !passwordTextField.text.isEmpty
            && !usernameTooLong && !passwordTooLong
    }

    /// Sends the credentials to the delegate and waits for its completion.
    open func signIn() {
        fieldsChanged()
        guard primaryActionButton.isEnabled else { return }
        guard let delegate else { return delegateMissing("didSignIn(_:username:password:completion:)") }
        errorMessageLabel.isHidden = true
        let wait = beginWaiting(for: "didSignIn(_:username:password:completion:)")
        delegate.didSignIn(self, username: username, password: passwordTextField.text) { [weak self] message in
            Task { @MainActor in self?.finishSignIn(wait, errorMessage: message) }
        }
    }

    private func finishSignIn(_ wait: DelegateWait, errorMessage: String?) {
        guard takeAnswer(wait) else { return }
        passwordTextField.setText("")
        showError(errorMessage)
    }

    /// Abandons a sign-in under way and tells the delegate.
    open func cancel() {
        abandonWaiting()
        passwordTextField.setText("")
        guard let delegate else { return report(.delegateMissing(method: "didCancel(_:)")) }
        delegate.didCancel(self)
    }

    /// Shows `message` (or hides the error when `nil`).
    open override func showError(_ message: String?) {
        errorMessageLabel.show(message)
        fieldsChanged()
        if message != nil { contentDidChange() }
    }

    /// Locks the screen (but not Cancel) while the delegate checks.
    open override func waitingDidChange() {
        let waiting = isWaitingForDelegate
        loadingIndicatorView.setRunning(waiting)
        usernameTextField.isEnabled = !waiting
        passwordTextField.isEnabled = !waiting
        fieldsChanged()
        progressDidChange()
    }

    /// Says that the check takes long; Cancel stays available.
    open override func delegateIsLate() {
        errorMessageLabel.show(text(.onboardingStillWaiting), as: .info)
        contentDidChange()
    }
}
