import HaapiUI
public import HaapiScreenKit

extension StringKey {
    /// `onb_info_title`: The info screen's title until the app sets one.
    public static let onboardingInfoTitle: StringKey = "onb_info_title"
    /// `onb_info_detail`: The info screen's text until the app sets one.
    public static let onboardingInfoDetail: StringKey = "onb_info_detail"
    /// `onb_info_later`: The info screen's secondary button until the app names it.
    public static let onboardingInfoLater: StringKey = "onb_info_later"
    /// `onb_web_title`: The web page container's title until the app names the page.
    public static let onboardingWebTitle: StringKey = "onb_web_title"
    /// `onb_web_open`: Opens the page in the browser.
    public static let onboardingWebOpen: StringKey = "onb_web_open"
    /// `onb_web_https_only`: The page's address was refused (only `https` pages are opened).
    public static let onboardingWebHTTPSOnly: StringKey = "onb_web_https_only"
    /// `onb_web_open_failed`: Nothing could open the page.
    public static let onboardingWebOpenFailed: StringKey = "onb_web_open_failed"
    /// `onb_web_no_page`: The container was given no page.
    public static let onboardingWebNoPage: StringKey = "onb_web_no_page"
}

extension OnboardingStrings {
    /// The info screen's and web page container's texts.
    static let info: Group = [
        .english: [
            .onboardingInfoTitle: .text("Information"),
            .onboardingInfoDetail: .text("Continue when you are ready."),
            .onboardingInfoLater: .text("Later"),
            .onboardingWebTitle: .text("Web Page"),
            .onboardingWebOpen: .text("Open in Browser"),
            .onboardingWebHTTPSOnly: .text("This page cannot be opened: only secure (https) pages are allowed."),
            .onboardingWebOpenFailed: .text("The page could not be opened. Try again later."),
            .onboardingWebNoPage: .text("There is no page to open."),
        ],
    ]
}
