import HaapiUI
public import HaapiScreenKit

extension StringKey {
    /// `onb_title`: The onboarding container's title.
    public static let onboardingTitle: StringKey = "onb_title"
    /// `onb_login_unavailable`: Shown when the app cannot start the login (why goes to the log).
    public static let onboardingLoginUnavailable: StringKey = "onb_login_unavailable"
}

extension OnboardingStrings {
    static let sequence: Group = [
        .english: [
            .onboardingTitle: .text("Set up"),
            .onboardingLoginUnavailable: .text("The sign-in cannot start. Try again later; if it happens again, contact support."),
        ],
    ]
}
