/// The key of a text the dev server shows on a flow's steps (its name is the key in the
/// String Catalog, ``DevServerTexts``). `{1}`, `{2}`, ... in a value are its arguments,
/// which a translation may put in another order.
enum DevServerText: String, Sendable, Hashable, CaseIterable {
    // The authenticators' titles when the configuration gives none.
    case titleUsernamePassword, titleEmailCode, titleTOTP, titleBankID, titleExternalBrowser, titlePushApproval, titlePasskey

    // Words several steps use.
    case login, cancel, back, tryAgain, verify, username, password, usernameRequired, notAnEmailAddress, continueIfNotRedirected

    // The flow between authenticators.
    case selectAuthenticator, loginComplete, concurrentChange, notSecondFactor, cannotBeChosen, notCurrentStep
    case secondFactorOfAnotherUser, noUserAtEnd, noFirstFactor

    // Problems.
    case formErrors, incorrectCredentials, attemptsLeft, tooManyAttempts, tooManyAttemptsMessage
    case authenticationFailed, authorizationFailed, notFound, notFoundDetail

    // Consent.
    case consent, consentAllow, consentDeny, consentHeading, consentChoose, consentNotCurrent
    case scopeOpenID, scopeProfile, scopeEmail, scopeOther

    // Username and password: sign-in, password reset, new account.
    case passwordRequired, forgotPassword, createAccount, resetPassword, sendResetEmail, usernameOrEmail, backToLogin
    case usernameOrEmailRequired, resetEmailSubject, resetEmailSent, email, newUsernameRequired, usernameRules, usernameTaken
    case passwordLength, passwordNotHashed, accountNotStored, accountCreated

    // E-mailed codes.
    case noAddressForCode, noCodeSent, codeResent, emailAddressRequired, codeRequired, codeExpired, codeExpiredMessage
    case loginCodeSubject, emailLogin, sendCode, emailAddress, emailPlaceholder, enterCode, emailCode, sendNewCode, resendCode
    case codeSentTo

    // TOTP.
    case totpCodeRequired, totpDigits, totpCode, totpEnterCode

    // BankID.
    case personalNumberFormat, noBankIDOrder, bankIDNotComplete, personalNumber, personalNumberPlaceholder
    case bankIDThisDevice, bankIDOtherDevice, bankIDLogin, bankIDStartApp, cancelOperation, bankIDStartYourApp, bankIDScanQR
    case bankIDQRCode, bankIDApproved, bankIDExpired, bankIDCancelled, bankIDRejected

    // The external browser.
    case externalBrowser, resumeNonceMissing

    // Push approval.
    case usernameTooLong, noSignInRequest, pushDenied, pushDeniedMessage, pushCancelled, pushAlertTitle, pushAlertBody
    case sendRequest, pushSent, pushNoPhone, pushQRCode, pushExpired

    // Passkeys.
    case noPasskey, passkeyOptionsFailed, passkeyNotPrepared, createPasskeyOrNotNow, signInWithAPasskey, signInAnotherWay
    case signInWithYourPasskey, passkeyOfferHeading, passkeyOfferMessage, createPasskey, useAnotherDeviceOrKey, useAnotherDevice
    case notNow, createPasskeyAnyDevice, createPasskeyThisDevice, passkeyAnyDeviceHint, passkeyThisDeviceHint, passkeyNotVerified
    case passkeySignInNotRecorded, noUserForPasskey, sendNewCredential, passkeyNotSaved, passkeyNotStored, passkeySaved
    case credentialMissing, notACredential
}
