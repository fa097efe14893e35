public import HaapiFlow

/// The keys chosen for what a step of the flow holds.
extension StringKey {
    /// The banner text key that tells `failure`.
    public static func passkeyFailureKey(for failure: PasskeyFailure) -> StringKey {
        switch failure {
        case .cancelled: .passkeyCancelled
        case .timedOut: .passkeyTimedOut
        case .alreadyRegistered: .passkeyAlreadyRegistered
        case .notSupported: .passkeyNotSupported
        case .unusableRequest: .passkeyUnusable
        }
    }

    /// The header title key for a step of `purpose` (`hui_flow_title` for signing in).
    public static func flowTitleKey(for purpose: ScreenHeading.Purpose) -> StringKey {
        switch purpose {
        case .signIn: .flowTitle
        case .signUp: .flowTitleSignUp
        case .registration: .flowTitleRegistration
        case .consent: .flowTitleConsent
        case .approval: .flowTitleApproval
        case .passwordReset: .flowTitlePasswordReset
        case .accountRecovery: .flowTitleAccountRecovery
        }
    }

    /// The label key for a text field the server sent without a label, from what
    /// the field holds; `nil` for plain text (the field's name is shown then).
    public static func fieldLabelKey(for configuration: InputConfiguration) -> StringKey? {
        switch configuration.contentType {
        case .username?: return .fieldUsername
        case .password?: return .fieldPassword
        case .email?: return .fieldEmail
        case .phone?: return .fieldPhone
        case .oneTimeCode?, nil: break
        }
        switch configuration.keyboard {
        case .number: return .fieldNumber
        case .url: return .fieldURL
        case .email: return .fieldEmail
        case .phone: return .fieldPhone
        case .text: return configuration.isSecure ? .fieldPassword : nil
        }
    }

    /// The header title key for a WebAuthn ceremony.
    public static func webAuthnTitleKey(for model: WebAuthnOperationModel) -> StringKey {
        switch (model.operation, model.authenticators) {
        case (.authentication, _): .webAuthnTitle
        case (.registration, .thisDevice): .webAuthnRegisterThisDeviceTitle
        case (.registration, .anotherDevice): .webAuthnRegisterAnotherDeviceTitle
        case (.registration, .any): .webAuthnRegisterTitle
        }
    }
}
