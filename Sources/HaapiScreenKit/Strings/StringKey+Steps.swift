extension StringKey {
    /// `hui_flow_title_sign_up`: Header of a step that creates an account.
    public static let flowTitleSignUp: StringKey = "hui_flow_title_sign_up"
    /// `hui_flow_title_registration`: Header of a step that registers a device, a passkey or an authenticator.
    public static let flowTitleRegistration: StringKey = "hui_flow_title_registration"
    /// `hui_flow_title_consent`: Header of a step that asks to allow an app access.
    public static let flowTitleConsent: StringKey = "hui_flow_title_consent"
    /// `hui_flow_title_approval`: Header of a step that asks to approve what a consentor shows.
    public static let flowTitleApproval: StringKey = "hui_flow_title_approval"
    /// `hui_flow_title_password_reset`: Header of a step that resets a password.
    public static let flowTitlePasswordReset: StringKey = "hui_flow_title_password_reset"
    /// `hui_flow_title_account_recovery`: Header of a step that finds a forgotten account.
    public static let flowTitleAccountRecovery: StringKey = "hui_flow_title_account_recovery"
    /// `hui_field_username`: Label of a user-name field the server sent without one.
    public static let fieldUsername: StringKey = "hui_field_username"
    /// `hui_field_password`: Label of a password field the server sent without one.
    public static let fieldPassword: StringKey = "hui_field_password"
    /// `hui_field_email`: Label of an e-mail field the server sent without one.
    public static let fieldEmail: StringKey = "hui_field_email"
    /// `hui_field_phone`: Label of a telephone-number field the server sent without one.
    public static let fieldPhone: StringKey = "hui_field_phone"
    /// `hui_field_number`: Label of a number field the server sent without one.
    public static let fieldNumber: StringKey = "hui_field_number"
    /// `hui_field_url`: Label of a web-address field the server sent without one.
    public static let fieldURL: StringKey = "hui_field_url"
    /// `hui_webauthn_register_title`: Title of the screen that registers a passkey.
    public static let webAuthnRegisterTitle: StringKey = "hui_webauthn_register_title"
    /// `hui_webauthn_register_this_device_title`: Title of the screen that registers a passkey on this device.
    public static let webAuthnRegisterThisDeviceTitle: StringKey = "hui_webauthn_register_this_device_title"
    /// `hui_webauthn_register_another_device_title`: Title of the screen that registers a passkey on another device or a security key.
    public static let webAuthnRegisterAnotherDeviceTitle: StringKey = "hui_webauthn_register_another_device_title"
    /// `hui_webauthn_register_not_supported`: Shown where passkeys cannot be registered.
    public static let webAuthnRegisterNotSupported: StringKey = "hui_webauthn_register_not_supported"
    /// `hui_passkey_failed_title`: Title of the banner shown when a passkey ceremony did not succeed.
    public static let passkeyFailedTitle: StringKey = "hui_passkey_failed_title"
    /// `hui_passkey_cancelled`: The passkey ceremony was cancelled or found no passkey.
    public static let passkeyCancelled: StringKey = "hui_passkey_cancelled"
    /// `hui_passkey_timed_out`: The passkey ceremony took too long.
    public static let passkeyTimedOut: StringKey = "hui_passkey_timed_out"
    /// `hui_passkey_already_registered`: This device already holds a passkey for the account.
    public static let passkeyAlreadyRegistered: StringKey = "hui_passkey_already_registered"
    /// `hui_passkey_not_supported`: Passkeys cannot be used on this device.
    public static let passkeyNotSupported: StringKey = "hui_passkey_not_supported"
    /// `hui_passkey_unusable`: The passkey request could not be used.
    public static let passkeyUnusable: StringKey = "hui_passkey_unusable"

    /// The keys of this file, in table order.
    static let steps: [StringKey] = [
        .flowTitleSignUp, .flowTitleRegistration, .flowTitleConsent, .flowTitleApproval, .flowTitlePasswordReset,
        .flowTitleAccountRecovery, .fieldUsername, .fieldPassword, .fieldEmail, .fieldPhone, .fieldNumber, .fieldURL,
        .webAuthnRegisterTitle, .webAuthnRegisterThisDeviceTitle, .webAuthnRegisterAnotherDeviceTitle,
        .webAuthnRegisterNotSupported, .passkeyFailedTitle, .passkeyCancelled, .passkeyTimedOut,
        .passkeyAlreadyRegistered, .passkeyNotSupported, .passkeyUnusable,
    ]
}
