import HaapiUI
public import HaapiScreenKit

extension StringKey {
    /// `onb_welcome_headline`: The welcome screen's headline.
    public static let onboardingWelcomeHeadline: StringKey = "onb_welcome_headline"
    /// `onb_welcome_headline_app`: The welcome screen's headline naming the application (`%@`: its name).
    public static let onboardingWelcomeHeadlineApplication: StringKey = "onb_welcome_headline_app"
    /// `onb_welcome_detail_configured`: Welcome, standard setting: the app is configured.
    public static let onboardingWelcomeDetailConfigured: StringKey = "onb_welcome_detail_configured"
    /// `onb_welcome_detail_link`: Welcome, launched with link: the app waits for an activation link.
    public static let onboardingWelcomeDetailLink: StringKey = "onb_welcome_detail_link"
    /// `onb_welcome_detail_discovery`: Welcome, with discovery service: asks for the e-mail address.
    public static let onboardingWelcomeDetailDiscovery: StringKey = "onb_welcome_detail_discovery"
    /// `onb_welcome_detail_scanner`: Welcome, with scanner: asks for the QR code.
    public static let onboardingWelcomeDetailScanner: StringKey = "onb_welcome_detail_scanner"
    /// `onb_welcome_detail_activation`: Welcome, with activation: e-mail address or QR code.
    public static let onboardingWelcomeDetailActivation: StringKey = "onb_welcome_detail_activation"
    /// `onb_start`: The welcome screen's Start.
    public static let onboardingStart: StringKey = "onb_start"
    /// `onb_scan`: Opens the QR code scanner.
    public static let onboardingScan: StringKey = "onb_scan"
    /// `onb_welcome_footnote`: The question before the demo.
    public static let onboardingWelcomeFootnote: StringKey = "onb_welcome_footnote"
    /// `onb_welcome_demo`: Starts the demo mode.
    public static let onboardingWelcomeDemo: StringKey = "onb_welcome_demo"
    /// `onb_logo`: Description of the company logo for assistive technologies.
    public static let onboardingLogo: StringKey = "onb_logo"
    /// `onb_checking`: Shown while the app checks what the person entered.
    public static let onboardingChecking: StringKey = "onb_checking"
    /// `onb_email_label`: The e-mail field's label.
    public static let onboardingEmailLabel: StringKey = "onb_email_label"
    /// `onb_email_placeholder`: The hint in the empty e-mail field.
    public static let onboardingEmailPlaceholder: StringKey = "onb_email_placeholder"
    /// `onb_email_empty`: Under the e-mail field when nothing was entered.
    public static let onboardingEmailEmpty: StringKey = "onb_email_empty"
    /// `onb_email_invalid`: Under the e-mail field when the address is malformed.
    public static let onboardingEmailInvalid: StringKey = "onb_email_invalid"
    /// `onb_email_too_long`: Under the e-mail field when the address is too long; `%d` is the limit.
    public static let onboardingEmailTooLong: StringKey = "onb_email_too_long"
    /// `onb_activation_headline`: The activation screen's headline.
    public static let onboardingActivationHeadline: StringKey = "onb_activation_headline"
    /// `onb_activation_detail`: How to activate the app.
    public static let onboardingActivationDetail: StringKey = "onb_activation_detail"
    /// `onb_or`: Between the e-mail entry and the scanner.
    public static let onboardingOr: StringKey = "onb_or"
}

extension OnboardingStrings {
    static let welcome: Group = [
        .english: [
            .onboardingWelcomeHeadline: .text("Welcome"),
            .onboardingWelcomeHeadlineApplication: .text("Welcome to %@"),
            .onboardingWelcomeDetailConfigured: .text("Everything is ready. Tap Start to set up the app and sign in."),
            .onboardingWelcomeDetailLink: .text("To activate the app, open the activation link from your welcome e-mail on this device."),
            .onboardingWelcomeDetailDiscovery: .text("Enter your work e-mail address to connect to your organisation."),
            .onboardingWelcomeDetailScanner: .text("Scan the QR code you received to connect to your organisation."),
            .onboardingWelcomeDetailActivation: .text("Activate the app with your work e-mail address or by scanning a QR code."),
            .onboardingStart: .text("Start"),
            .onboardingScan: .text("Scan"),
            .onboardingWelcomeFootnote: .text("Want to explore?"),
            .onboardingWelcomeDemo: .text("Try the Demo"),
            .onboardingLogo: .text("Company logo"),
            .onboardingChecking: .text("Checking…"),
            .onboardingEmailLabel: .text("E-mail address"),
            .onboardingEmailPlaceholder: .text("name@company.com"),
            .onboardingEmailEmpty: .text("Enter your e-mail address."),
            .onboardingEmailInvalid: .text("Enter an e-mail address like name@company.com."),
            .onboardingEmailTooLong: .text("An e-mail address has at most %d characters."),
            .onboardingActivationHeadline: .text("Activation"),
            .onboardingActivationDetail: .text(
                "If you received a welcome e-mail, follow the activation link in it. Otherwise enter your e-mail address or scan the QR code."),
            .onboardingOr: .text("Or"),
        ],
    ]
}
