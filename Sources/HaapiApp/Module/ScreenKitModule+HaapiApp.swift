import HaapiUI
public import HaapiScreenKit

extension StringKey {
    /// `app_approve_title`: Title of the screen that asks to approve a sign-in elsewhere.
    public static let appApproveTitle: StringKey = "app_approve_title"
    /// `app_approve_detail`: What is approved; `%1$@` is the app that asks, `%2$@` the account.
    public static let appApproveDetail: StringKey = "app_approve_detail"
    /// `app_approve_expiry`: How long the request stays valid; `%@` is a duration.
    public static let appApproveExpiry: StringKey = "app_approve_expiry"
    /// `app_approve_warning`: Advice shown with every approval request.
    public static let appApproveWarning: StringKey = "app_approve_warning"
    /// `app_approve`: Approves the sign-in.
    public static let appApprove: StringKey = "app_approve"
    /// `app_deny`: Denies the sign-in.
    public static let appDeny: StringKey = "app_deny"
    /// `app_error_title`: Title of the screen shown when a flow could not go on.
    public static let appErrorTitle: StringKey = "app_error_title"
    /// `app_try_again`: Tries the failed step again.
    public static let appTryAgain: StringKey = "app_try_again"
    /// `app_close`: Closes the flow.
    public static let appClose: StringKey = "app_close"
    /// `app_open_settings`: Opens the system settings (to allow the camera).
    public static let appOpenSettings: StringKey = "app_open_settings"
    /// `app_scan_not_ours`: A scanned code that holds no HaapiKit link.
    public static let appScanNotOurs: StringKey = "app_scan_not_ours"
    /// `app_scan_approval`: The name shown on the scan confirmation for an approval request.
    public static let appScanApproval: StringKey = "app_scan_approval"
    /// `app_scan_title`: Header of the QR scanner.
    public static let appScanTitle: StringKey = "app_scan_title"
    /// `app_unlock_title`: Header of the unlock flow.
    public static let appUnlockTitle: StringKey = "app_unlock_title"
    /// `app_camera_denied`: The camera may not be used.
    public static let appCameraDenied: StringKey = "app_camera_denied"
}

extension ScreenKitModule {
    /// The facade's own words (`app_*`, in every shipped language): the sign-in
    /// approval screen and the screens shown when a flow cannot go on.
    public static let haapiApp = ScreenKitModule(name: "HaapiApp", strings: [.english: AppStrings.all[.english] ?? [:]], translations: BundledTranslations.Catalog(module: "HaapiApp"))
}

/// The facade's English texts: its screens' and its errors' (``AppStrings/errors``); the
/// other languages are in `Resources/HaapiApp.xcstrings`.
enum AppStrings {
    /// One group's texts by language.
    typealias Group = [Language: [StringKey: StringOverride]]

    /// Every group merged.
    static let all: Group = {
        var merged: Group = [:]
        for group in [screens, errors] {
            for (language, table) in group {
                merged[language, default: [:]].merge(table) { _, new in new }
            }
        }
        return merged
    }()

    /// The approval, scanner and unlock screens' texts.
    static let screens: Group = [
        .english: [
            .appApproveTitle: .text("Approve sign-in?"),
            .appApproveDetail: .text("%1$@ asks to sign in as %2$@."),
            .appApproveExpiry: .text("This request expires in %@."),
            .appApproveWarning: .text("Only approve if you are signing in right now. If you did not start this, deny it."),
            .appApprove: .text("Approve"),
            .appDeny: .text("Deny"),
            .appErrorTitle: .text("Something went wrong"),
            .appTryAgain: .text("Try again"),
            .appClose: .text("Close"),
            .appOpenSettings: .text("Open Settings"),
            .appScanNotOurs: .text("This code is not a sign-in code for this app."),
            .appScanApproval: .text("Sign-in request"),
            .appScanTitle: .text("Scan a code"),
            .appUnlockTitle: .text("Unlock"),
            .appCameraDenied: .text("The camera may not be used. Allow it in Settings, or choose an image or type the code."),
        ],
    ]
}
