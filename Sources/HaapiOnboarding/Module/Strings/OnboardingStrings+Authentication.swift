import HaapiUI
public import HaapiScreenKit

extension StringKey {
    /// `onb_basic_auth_headline`: The basic authentication screen's headline.
    public static let onboardingBasicAuthHeadline: StringKey = "onb_basic_auth_headline"
    /// `onb_basic_auth_detail`: What the basic authentication screen asks for.
    public static let onboardingBasicAuthDetail: StringKey = "onb_basic_auth_detail"
    /// `onb_username`: The user name field's label and hint.
    public static let onboardingUsername: StringKey = "onb_username"
    /// `onb_password`: The password field's label and hint.
    public static let onboardingPassword: StringKey = "onb_password"
    /// `onb_sign_in`: Signs in.
    public static let onboardingSignIn: StringKey = "onb_sign_in"
    /// `onb_dynamic_auth_detail`: What the dynamic authentication screen asks for.
    public static let onboardingDynamicAuthDetail: StringKey = "onb_dynamic_auth_detail"
}

extension OnboardingStrings {
    static let authentication: Group = [
        .english: [
            .onboardingBasicAuthHeadline: .text("Sign In"),
            .onboardingBasicAuthDetail: .text("Enter your user name and password."),
            .onboardingUsername: .text("User name"),
            .onboardingPassword: .text("Password"),
            .onboardingSignIn: .text("Sign In"),
            .onboardingDynamicAuthDetail: .text("Enter the information needed to sign in."),
        ],
    ]
}
