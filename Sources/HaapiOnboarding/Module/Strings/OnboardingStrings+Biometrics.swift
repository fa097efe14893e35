import HaapiUI
public import HaapiScreenKit

extension StringKey {
    /// `onb_biometrics_touch_id`: The name of Touch ID.
    public static let biometricsTouchID: StringKey = "onb_biometrics_touch_id"
    /// `onb_biometrics_face_id`: The name of Face ID.
    public static let biometricsFaceID: StringKey = "onb_biometrics_face_id"
    /// `onb_biometrics_optic_id`: The name of Optic ID.
    public static let biometricsOpticID: StringKey = "onb_biometrics_optic_id"
    /// `onb_biometrics_generic`: The name of other (simulated) biometrics.
    public static let biometricsGeneric: StringKey = "onb_biometrics_generic"
    /// `onb_biometrics_enable_title`: Offers biometrics (`%@`: their name).
    public static let biometricsEnableTitle: StringKey = "onb_biometrics_enable_title"
    /// `onb_biometrics_enable_detail`: What enabling biometrics does (`%@`: their name).
    public static let biometricsEnableDetail: StringKey = "onb_biometrics_enable_detail"
    /// `onb_biometrics_enable`: Enables biometrics.
    public static let biometricsEnable: StringKey = "onb_biometrics_enable"
    /// `onb_biometrics_not_now`: Goes on without biometrics.
    public static let biometricsNotNow: StringKey = "onb_biometrics_not_now"
    /// `onb_biometrics_settings`: Opens the device's settings to enrol biometrics.
    public static let biometricsSettings: StringKey = "onb_biometrics_settings"
    /// `onb_biometrics_enrol`: Nobody enrolled: how to (`%@`: their name).
    public static let biometricsEnrol: StringKey = "onb_biometrics_enrol"
    /// `onb_biometrics_reason`: Why the system's biometric prompt is shown.
    public static let biometricsReason: StringKey = "onb_biometrics_reason"
    /// `onb_biometrics_prompting`: While the prompt is up (`%@`: their name).
    public static let biometricsPrompting: StringKey = "onb_biometrics_prompting"
    /// `onb_biometrics_failed`: Biometrics did not unlock (`%@`: their name).
    public static let biometricsFailed: StringKey = "onb_biometrics_failed"
    /// `onb_biometrics_changed`: The enrolment changed (`%@`: their name).
    public static let biometricsChanged: StringKey = "onb_biometrics_changed"
    /// `onb_biometrics_use`: Asks for biometrics again (`%@`: their name).
    public static let biometricsUse: StringKey = "onb_biometrics_use"
    /// `onb_biometrics_cancelled_title`: Seed 002's `FUITouchIDErrorViewController` title (`%@`: their name).
    public static let biometricsCancelledTitle: StringKey = "onb_biometrics_cancelled_title"
    /// `onb_biometrics_cancelled_message`: What the person can do after cancelling biometrics.
    public static let biometricsCancelledMessage: StringKey = "onb_biometrics_cancelled_message"
    /// `onb_biometrics_enter_passcode`: Goes to the passcode instead.
    public static let biometricsEnterPasscode: StringKey = "onb_biometrics_enter_passcode"
}

extension OnboardingStrings {
    static let biometrics: Group = [
        .english: [
            .biometricsTouchID: .text("Touch ID"),
            .biometricsFaceID: .text("Face ID"),
            .biometricsOpticID: .text("Optic ID"),
            .biometricsGeneric: .text("Biometrics"),
            .biometricsEnableTitle: .text("Enable %@"),
            .biometricsEnableDetail: .text("Unlock the app with %@ instead of typing your passcode."),
            .biometricsEnable: .text("Enable"),
            .biometricsNotNow: .text("Not Now"),
            .biometricsSettings: .text("Settings"),
            .biometricsEnrol: .text("%@ is not set up on this device. Set it up in the device's settings and choose Enable again, or choose Not Now."),
            .biometricsReason: .text("Unlock the app"),
            .biometricsPrompting: .text("Waiting for %@…"),
            .biometricsFailed: .text("%@ did not unlock the app. Enter your passcode."),
            .biometricsChanged: .text("The %@ settings of this device changed. Enter your passcode."),
            .biometricsUse: .text("Use %@"),
            .biometricsCancelledTitle: .text("%@ Cancelled"),
            .biometricsCancelledMessage: .text("Try again, or enter your passcode instead."),
            .biometricsEnterPasscode: .text("Enter Passcode"),
        ],
    ]
}
