import HaapiUI
public import HaapiScreenKit

extension StringKey {
    /// `app_error_not_configured`: The app was not set up to sign in.
    public static let appErrorNotConfigured: StringKey = "app_error_not_configured"
    /// `app_error_internal`: Something failed inside the app.
    public static let appErrorInternal: StringKey = "app_error_internal"
    /// `app_error_cancelled`: The person stopped the flow.
    public static let appErrorCancelled: StringKey = "app_error_cancelled"
    /// `app_error_invalid_link`: A link or code that cannot be used (incomplete, expired, used before).
    public static let appErrorInvalidLink: StringKey = "app_error_invalid_link"
    /// `app_error_update_app`: Something this version of the app cannot handle.
    public static let appErrorUpdateApp: StringKey = "app_error_update_app"
    /// `app_error_device`: The device cannot run the flow.
    public static let appErrorDevice: StringKey = "app_error_device"
    /// `app_error_forgot_pin`: The app recovers a forgotten PIN itself.
    public static let appErrorForgotPIN: StringKey = "app_error_forgot_pin"
    /// `app_error_register_in_app`: A product must be registered in the app first.
    public static let appErrorRegisterInApp: StringKey = "app_error_register_in_app"
    /// `app_error_add_account_in_app`: An account must be added in the app first.
    public static let appErrorAddAccountInApp: StringKey = "app_error_add_account_in_app"
    /// `app_error_link_not_ours`: A link not meant for this app.
    public static let appErrorLinkNotOurs: StringKey = "app_error_link_not_ours"
    /// `app_error_short_link`: A short link only its service could resolve.
    public static let appErrorShortLink: StringKey = "app_error_short_link"
    /// `app_error_notification`: A notification the app cannot open.
    public static let appErrorNotification: StringKey = "app_error_notification"
    /// `app_error_flow_in_progress`: Another flow is on screen.
    public static let appErrorFlowInProgress: StringKey = "app_error_flow_in_progress"
    /// `app_contact_support`: The button that contacts the app's support.
    public static let appContactSupport: StringKey = "app_contact_support"
    /// `app_support_contact`: How to reach support, added to an error; `%@` is the contact the app gave.
    public static let appSupportContact: StringKey = "app_support_contact"
    /// `app_notification_approval_waiting`: The local notification of a sign-in request that waits.
    public static let appNotificationApprovalWaiting: StringKey = "app_notification_approval_waiting"
    /// `app_camera_explain_title`: Title of the screen that says why the camera is used.
    public static let appCameraExplainTitle: StringKey = "app_camera_explain_title"
    /// `app_camera_explain`: Why the camera is used, shown before the system asks for it.
    public static let appCameraExplain: StringKey = "app_camera_explain"
    /// `app_continue`: Moves on.
    public static let appContinue: StringKey = "app_continue"
}

extension AppStrings {
    /// The texts of ``HaapiKitError`` for people, and of the support contact.
    static let errors: Group = [
        .english: [
            .appErrorNotConfigured: .text("This app is not set up to sign in yet. Contact support."),
            .appErrorInternal: .text("Something went wrong in the app. Try again; if it happens again, contact support."),
            .appErrorCancelled: .text("You stopped before the end. Start again when you are ready."),
            .appErrorInvalidLink: .text("This link or code cannot be used: it may be incomplete, expired or used before. Ask for a new one."),
            .appErrorUpdateApp: .text("This app cannot handle this yet. Update the app, or contact support."),
            .appErrorDevice: .text("This cannot be done on this device. Use another device, or contact support."),
            .appErrorForgotPIN: .text("Reset your PIN in the app."),
            .appErrorRegisterInApp: .text("Register this product in the app first, then try again."),
            .appErrorAddAccountInApp: .text("Add your account in the app first, then try again."),
            .appErrorLinkNotOurs: .text("This link is not meant for this app."),
            .appErrorShortLink: .text("This short link cannot be opened in the app. Open it in a browser, or ask for a new link."),
            .appErrorNotification: .text("This notification cannot be opened in this app."),
            .appErrorFlowInProgress: .text("Finish or close what is on screen first, then try again."),
            .appContactSupport: .text("Contact support"),
            .appSupportContact: .text("Support: %@"),
            .appNotificationApprovalWaiting: .text("A sign-in is waiting for your approval. Tap to review it."),
            .appCameraExplainTitle: .text("Scan with the camera"),
            .appCameraExplain: .text("To read the QR code, this app uses the camera. It only looks for the code and keeps no pictures. Your device will ask you to allow it."),
            .appContinue: .text("Continue"),
        ],
    ]
}
