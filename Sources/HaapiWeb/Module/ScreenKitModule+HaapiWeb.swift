import HaapiUI
public import HaapiScreenKit

extension StringKey {
    /// `web_page_title`: The browser tab's title while signing in.
    public static let webPageTitle: StringKey = "web_page_title"
    /// `web_signed_in_title`: Heading of the page shown after signing in.
    public static let webSignedInTitle: StringKey = "web_signed_in_title"
    /// `web_signed_in_detail`: Says what the claims on the result page are.
    public static let webSignedInDetail: StringKey = "web_signed_in_detail"
    /// `web_not_signed_in_title`: Heading of the page shown when the sign-in ended without tokens.
    public static let webNotSignedInTitle: StringKey = "web_not_signed_in_title"
    /// `web_cancelled`: The sign-in was cancelled.
    public static let webCancelled: StringKey = "web_cancelled"
    /// `web_sign_in_again`: Starts a new sign-in.
    public static let webSignInAgain: StringKey = "web_sign_in_again"
    /// `web_session_expired`: The browser's session was unknown or had expired; a new sign-in started.
    public static let webSessionExpired: StringKey = "web_session_expired"
    /// `web_page_out_of_date`: A form was posted from an old page (or without its token); nothing was sent.
    public static let webPageOutOfDate: StringKey = "web_page_out_of_date"
    /// `web_choice_gone`: The pressed button is no longer on the screen.
    public static let webChoiceGone: StringKey = "web_choice_gone"
    /// `web_eula_rejected`: The onboarding ended because the licence agreement was not accepted.
    public static let webEULARejected: StringKey = "web_eula_rejected"
    /// `web_consent_refused`: The onboarding ended because a required consent was refused.
    public static let webConsentRefused: StringKey = "web_consent_refused"
    /// `web_demo_chosen`: The person chose the demo instead of signing in.
    public static let webDemoChosen: StringKey = "web_demo_chosen"
    /// `web_open_page_title`: Heading of the page that links to a page a screen opens.
    public static let webOpenPageTitle: StringKey = "web_open_page_title"
    /// `web_open_page_detail`: Says the linked page is outside the sign-in.
    public static let webOpenPageDetail: StringKey = "web_open_page_detail"
    /// `web_back_to_sign_in`: Goes back to the sign-in from the linked page's page.
    public static let webBackToSignIn: StringKey = "web_back_to_sign_in"
    /// `web_continue_sign_in_title`: Heading of the page that links to an external sign-in page.
    public static let webContinueSignInTitle: StringKey = "web_continue_sign_in_title"
    /// `web_continue_sign_in_detail`: Says the sign-in goes on at the linked page and comes back.
    public static let webContinueSignInDetail: StringKey = "web_continue_sign_in_detail"
    /// `web_open_app_title`: Heading of the page that links to an app (BankID).
    public static let webOpenAppTitle: StringKey = "web_open_app_title"
    /// `web_open_app_detail`: Says to open the app on this device and come back.
    public static let webOpenAppDetail: StringKey = "web_open_app_detail"
    /// `web_form_too_large`: A post was larger than the host reads (an upload, most likely); `%d` is the limit in MiB.
    public static let webFormTooLarge: StringKey = "web_form_too_large"
    /// `web_form_unreadable`: A post could not be read as a form; nothing was sent.
    public static let webFormUnreadable: StringKey = "web_form_unreadable"
    /// `web_go_to`: The link to a page that a screen opens; `%@` is its host.
    public static let webGoTo: StringKey = "web_go_to"
    /// `web_passkey_use`: Starts signing in with a passkey again (the browser may need a click to ask).
    public static let webPasskeyUse: StringKey = "web_passkey_use"
    /// `web_passkey_create`: Starts creating a passkey again (the browser may need a click to ask).
    public static let webPasskeyCreate: StringKey = "web_passkey_create"
    /// `web_passkey_needs_script`: Shown on a passkey step in a browser without JavaScript.
    public static let webPasskeyNeedsScript: StringKey = "web_passkey_needs_script"
    /// `web_service_busy_title`: Heading of the page shown while the host cannot reach its session store.
    public static let webServiceBusyTitle: StringKey = "web_service_busy_title"
    /// `web_service_busy`: Says the sign-in service is busy for a moment and to try again in a few seconds.
    public static let webServiceBusy: StringKey = "web_service_busy"
    /// `web_page_failed_title`: Heading of the page shown when a page could not be made.
    public static let webPageFailedTitle: StringKey = "web_page_failed_title"
    /// `web_page_failed`: Says the page could not be shown, to try again, and to contact support if it goes on.
    public static let webPageFailed: StringKey = "web_page_failed"
    /// `web_try_again`: The link on a failure page that asks for the sign-in page again.
    public static let webTryAgain: StringKey = "web_try_again"
    /// `web_consent_answered`: Heading of the page shown after a consent page used alone was answered.
    public static let webConsentAnswered: StringKey = "web_consent_answered"
}

extension ScreenKitModule {
    /// The web host's own words (`web_*`, in every shipped language).
    public static let haapiWeb = ScreenKitModule(
        name: "HaapiWeb",
        strings: [
            .english: (hostStrings[.english] ?? [:]).merging(webAppStrings[.english] ?? [:]) { first, _ in first }
                .merging(webPasskeyStrings) { first, _ in first }
        ],
        translations: BundledTranslations.Catalog(module: "HaapiWeb"))

    private static let hostStrings: [Language: [StringKey: StringOverride]] = [
        .english: [
            .webConsentAnswered: .text("Your answer is saved"),
            .webServiceBusyTitle: .text("One moment, please"),
            .webServiceBusy: .text("The sign-in service is busy for a moment. Try again in a few seconds: your sign-in goes on where it was."),
            .webPageFailedTitle: .text("This page could not be shown"),
            .webPageFailed: .text("Something went wrong on our side. Try again; if it keeps happening, contact the service's support."),
            .webTryAgain: .text("Try again"),
            .webPageTitle: .text("Sign in"),
            .webSignedInTitle: .text("You are signed in"),
            .webSignedInDetail: .text("The server vouched for these facts in a verified ID token:"),
            .webNotSignedInTitle: .text("You are not signed in"),
            .webCancelled: .text("The sign-in was cancelled."),
            .webSignInAgain: .text("Sign in again"),
            .webSessionExpired: .text("Your session had expired, so the sign-in started again."),
            .webPageOutOfDate: .text("This page was out of date, so nothing was sent. Check it and send it again."),
            .webChoiceGone: .text("That choice is no longer on the page. Choose again."),
            .webEULARejected: .text("You did not accept the licence agreement, so you cannot sign in."),
            .webConsentRefused: .text("You did not give a consent the sign-in needs, so you cannot sign in."),
            .webDemoChosen: .text("You chose the demo, so you did not sign in."),
            .webOpenPageTitle: .text("Open the page"),
            .webOpenPageDetail: .text("This page is not part of the sign-in. Read it, then come back here to go on."),
            .webBackToSignIn: .text("Back to the sign-in"),
            .webContinueSignInTitle: .text("Continue signing in"),
            .webContinueSignInDetail: .text("The sign-in goes on at this page. When it is done, you come back here."),
            .webOpenAppTitle: .text("Open the app"),
            .webOpenAppDetail: .text("Open the app on this device with the link, then come back to the sign-in."),
            .webGoTo: .text("Go to %@"),
            .webFormTooLarge: .text("The file is too large: send one of at most %d MiB. Nothing was sent."),
            .webFormUnreadable: .text("This form could not be read, so nothing was sent. Send it again."),
            .webPasskeyUse: .text("Use a passkey"),
            .webPasskeyCreate: .text("Create a passkey"),
            .webPasskeyNeedsScript: .text(
                "A passkey needs JavaScript, which is off in this browser. Choose another way, or turn JavaScript on and reload this page."),
        ],
    ]
}
