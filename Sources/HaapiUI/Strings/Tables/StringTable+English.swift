extension StringTable {
    /// English, the reference for every other language and for overrides.
    /// The seed 000 keys carry seed 000's texts exactly.
    static let english: Entries = [
        .bankIdInstructionBody1: text(
            "• Open the BankID app\n"
                + "• Press the Scan QR code button\n"
                + "• Point your phone's camera at the QR code\n"
                + "• Follow the instructions in the app\n\n"
                + "The QR code is displayed for %@, then identification is canceled for security reasons. "
                + "You can then try again. Make sure the entire QR code fits on the screen, otherwise it cannot be scanned."
        ),
        .bankIdInstructionTitle1: text("Help with scanning the QR code"),
        .pollingMinutes: plural(one: "%d minute", other: "%d minutes"),
        .pollingMinutesRemaining: plural(
            one: "%d minute and %d seconds remaining",
            other: "%d minutes and %d seconds remaining",
            oneAndOne: "%d minute and %d second remaining",
            otherAndOne: "%d minutes and %d second remaining"
        ),
        .or: text("Or"),
        .pollingSeconds: plural(one: "%d second", other: "%d seconds"),
        .pollingSecondsRemaining: plural(one: "%d second remaining", other: "%d seconds remaining"),
        .bankIdLogo: text("BankID logo"),
        .qrCode: text("QR code"),
        .close: text("Close"),
        .cancel: text("Cancel"),
        .submit: text("Submit"),
        .continueAction: text("Continue"),
        .back: text("Back"),
        .ok: text("OK"),
        .retry: text("Try again"),
        .dismiss: text("Dismiss"),
        .loading: text("Loading…"),
        .expand: text("Show more"),
        .collapse: text("Show less"),
        .showPassword: text("Show password"),
        .hidePassword: text("Hide password"),
        .closeFlowConfirmTitle: text("Stop signing in?"),
        .closeFlowConfirmMessage: text("If you close now, you will have to start again from the beginning."),
        .closeFlowConfirmClose: text("Stop"),
        .closeFlowConfirmStay: text("Keep signing in"),
        .authenticatorSelectorTitle: text("Choose how to sign in"),
        .pollingPending: text("Waiting for you to confirm…"),
        .pollingFailed: text("The request was not confirmed in time. Please try again."),
        .fieldRequired: text("This field is required."),
        .fieldInvalid: text("This value is not valid."),
        .fieldTooShort: plural(one: "Enter at least %d character.", other: "Enter at least %d characters."),
        .fieldTooLong: plural(one: "Enter at most %d character.", other: "Enter at most %d characters."),
        .errorTitle: text("Error"),
        .problemGeneric: text("Something went wrong"),
        .problemInvalidInput: text("Some fields need your attention"),
        .problemIncorrectCredentials: text("The username or password is incorrect"),
        .problemAuthenticationFailed: text("Signing in failed"),
        .problemTooManyAttempts: text("Too many attempts. Wait a moment, then try again."),
        .problemUnexpected: text("An unexpected error occurred"),
        .problemAuthorizationResponse: text("Signing in could not be completed"),
        .problemSessionMismatch: text("Your session has expired. Please start again."),
        .problemNetwork: text("The server could not be reached. Check your connection and try again."),
        .webAuthnTitle: text("Sign in with a passkey"),
        .webAuthnInProgress: text("Follow the instructions on your device or security key."),
        .webAuthnNotSupported: text("Passkeys are not supported here. Choose another way to sign in."),
        .externalBrowserMessage: text("Continue in the browser window that has opened."),
        .genericUnsupportedStep: text("This step cannot be shown in this app."),
        .flowTitle: text("Sign in"),
        .stuckScreenTitle: text("Something went wrong"),
        .stuckScreenMessage: text("This screen did not respond. Close it and try again."),
    ]
}
