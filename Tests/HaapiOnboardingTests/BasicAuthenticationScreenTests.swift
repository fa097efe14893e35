import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Testing

@MainActor
@Suite struct BasicAuthenticationScreenTests {
    @Test func signInIsEnabledOnlyWithBothFieldsWithinTheLimits() throws {
        let screen = BasicAuthenticationScreen(themeRegistry: try onboardingRegistry())
        screen.loadViewIfNeeded()
        #expect(!screen.primaryActionButton.isEnabled)
        screen.usernameTextField.enterText("anna")
        #expect(!screen.primaryActionButton.isEnabled)
        screen.passwordTextField.enterText("secret")
        #expect(screen.primaryActionButton.isEnabled)
        screen.usernameTextField.enterText("   ")
        #expect(!screen.primaryActionButton.isEnabled)
        screen.usernameTextField.enterText(String(repeating: "u", count: CredentialLimits.username + 1))
        #expect(!screen.primaryActionButton.isEnabled)
        #expect(screen.usernameTextField.errorText == "Use at most 256 characters.")
        screen.usernameTextField.enterText("anna")
        screen.passwordTextField.enterText(String(repeating: "p", count: CredentialLimits.secret + 1))
        #expect(screen.passwordTextField.errorText == "Use at most 1024 characters.")
        #expect(!screen.primaryActionButton.isEnabled)
    }

    @Test func theCompletionsMessageIsShownAndThePasswordCleared() async throws {
        let screen = BasicAuthenticationScreen(themeRegistry: try onboardingRegistry())
        let delegate = RecordingBasicAuthenticationDelegate()
        screen.delegate = delegate
        let container = contained(screen, registry: try onboardingRegistry())
        screen.usernameTextField.enterText(" anna ")
        screen.passwordTextField.enterText("wrong")
        let version = container.displayVersion
        #expect(screen.primaryActionButton.tap())
        #expect(delegate.signIns.map(\.username) == ["anna"])
        #expect(delegate.signIns.map(\.password) == ["wrong"])
        #expect(screen.isWaitingForDelegate)
        #expect(!screen.primaryActionButton.isEnabled && !screen.usernameTextField.isEnabled)
        #expect(screen.cancelButton.isEnabled)
        delegate.completions[0]("Sign In Failed")
        try await waitUntil("the error shown", seconds: 300) { !screen.errorMessageLabel.isHidden }
        #expect(screen.errorMessageLabel.text == "Sign In Failed")
        #expect(screen.passwordTextField.text.isEmpty)
        #expect(screen.usernameTextField.text == " anna ")
        #expect(!screen.isWaitingForDelegate)
        #expect(container.displayVersion > version)
        screen.passwordTextField.enterText("right")
        screen.primaryActionButton.tap()
        delegate.completions[1](nil)
        try await waitUntil("the sign-in answered", seconds: 300) { !screen.isWaitingForDelegate }
        #expect(screen.errorMessageLabel.isHidden)
    }

    /// Gives `screen` a recording delegate and diagnostics, and signs in as anna.
    func signIn(on screen: BasicAuthenticationScreen) -> (RecordingBasicAuthenticationDelegate, DiagnosticsRecorder) {
        let delegate = RecordingBasicAuthenticationDelegate()
        let diagnostics = DiagnosticsRecorder()
        diagnostics.attach(to: screen)
        screen.delegate = delegate
        screen.loadViewIfNeeded()
        screen.usernameTextField.enterText("anna")
        screen.passwordTextField.enterText("pw")
        screen.primaryActionButton.tap()
        return (delegate, diagnostics)
    }

    @Test func aSecondCompletionIsReportedAndIgnored() async throws {
        let screen = BasicAuthenticationScreen(themeRegistry: try onboardingRegistry())
        let (delegate, diagnostics) = signIn(on: screen)
        delegate.completions[0](nil)
        delegate.completions[0]("late")
        try await waitUntil("the second answer reported", seconds: 300) { !diagnostics.diagnostics.isEmpty }
        #expect(diagnostics.diagnostics == [.answeredTwice(method: "didSignIn(_:username:password:completion:)")])
        #expect(screen.errorMessageLabel.isHidden)
    }

    @Test func cancelWhileWaitingEndsTheWaitAndAnAnswerAfterItIsIgnored() async throws {
        let clock = TestClock()
        let screen = BasicAuthenticationScreen(themeRegistry: try onboardingRegistry(), clock: clock)
        let (delegate, diagnostics) = signIn(on: screen)
        _ = try await clock.advanceToNextSleeper(within: .seconds(30))
        try await waitUntil("the late-delegate diagnostic", seconds: 300) { !diagnostics.diagnostics.isEmpty }
        #expect(diagnostics.diagnostics == [.delegateDidNotRespond(method: "didSignIn(_:username:password:completion:)", timeout: .seconds(30))])
        #expect(screen.errorMessageLabel.text == "This takes longer than usual. You can keep waiting or cancel.")
        #expect(screen.cancelButton.tap())
        #expect(delegate.cancels == 1)
        #expect(!screen.isWaitingForDelegate)
        #expect(screen.passwordTextField.text.isEmpty)
        delegate.completions[0]("too late")
        try await Task.sleep(for: .milliseconds(20))
        #expect(diagnostics.diagnostics.count == 1)
    }

    @Test func withoutADelegateSignInIsReported() throws {
        let screen = BasicAuthenticationScreen(themeRegistry: try onboardingRegistry())
        let diagnostics = DiagnosticsRecorder()
        diagnostics.attach(to: screen)
        screen.loadViewIfNeeded()
        screen.usernameTextField.enterText("anna")
        screen.passwordTextField.enterText("pw")
        screen.primaryActionButton.tap()
        #expect(diagnostics.diagnostics == [.delegateMissing(method: "didSignIn(_:username:password:completion:)")])
        #expect(!screen.errorMessageLabel.isHidden)
    }
}
