public import HaapiScreenKit

/// The words of the app facade's pages in a web host (``WebApp``).
extension StringKey {
    /// `web_app_home_title`: Heading of the app's home page.
    public static let webAppHomeTitle: StringKey = "web_app_home_title"
    /// `web_app_home_detail`: What the person can do from the app's home page.
    public static let webAppHomeDetail: StringKey = "web_app_home_detail"
    /// `web_app_sign_in`: The home page's button that starts a sign-in.
    public static let webAppSignIn: StringKey = "web_app_sign_in"
    /// `web_app_scan`: The home page's button that opens the QR scanner.
    public static let webAppScan: StringKey = "web_app_scan"
    /// `web_app_home`: The button of a facade flow's result page that goes back to the home page.
    public static let webAppHome: StringKey = "web_app_home"
    /// `web_sign_in_approved_title`: Heading after the person approved a sign-in elsewhere.
    public static let webSignInApprovedTitle: StringKey = "web_sign_in_approved_title"
    /// `web_sign_in_approved`: Says the sign-in on the other device was approved.
    public static let webSignInApproved: StringKey = "web_sign_in_approved"
    /// `web_sign_in_denied_title`: Heading after the person denied a sign-in elsewhere.
    public static let webSignInDeniedTitle: StringKey = "web_sign_in_denied_title"
    /// `web_sign_in_denied`: Says the sign-in on the other device was denied.
    public static let webSignInDenied: StringKey = "web_sign_in_denied"
    /// `web_app_action_done_title`: Heading after the app's own flow for a link ran.
    public static let webAppActionDoneTitle: StringKey = "web_app_action_done_title"
    /// `web_app_action_done`: Says the app did what the link asked for.
    public static let webAppActionDone: StringKey = "web_app_action_done"
}

extension ScreenKitModule {
    /// The words of the app facade's pages (``WebApp``), in the languages of ``haapiWeb``.
    static let webAppStrings: [Language: [StringKey: StringOverride]] = [
        .english: [
            .webAppHomeTitle: .text("Welcome"),
            .webAppHomeDetail: .text("Sign in, or scan a QR code that another screen shows you."),
            .webAppSignIn: .text("Sign in"),
            .webAppScan: .text("Scan a QR code"),
            .webAppHome: .text("Back to the start"),
            .webSignInApprovedTitle: .text("Sign-in approved"),
            .webSignInApproved: .text("You approved the sign-in on the other device."),
            .webSignInDeniedTitle: .text("Sign-in denied"),
            .webSignInDenied: .text("You denied the sign-in on the other device, so it cannot go on."),
            .webAppActionDoneTitle: .text("Done"),
            .webAppActionDone: .text("The app did what the link asked for."),
        ],
    ]
}
