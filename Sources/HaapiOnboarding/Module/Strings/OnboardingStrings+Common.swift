import HaapiUI
public import HaapiScreenKit

extension StringKey {
    /// `onb_cancel`: Cancels the onboarding screen.
    public static let onboardingCancel: StringKey = "onb_cancel"
    /// `onb_next`: Moves to the next step.
    public static let onboardingNext: StringKey = "onb_next"
    /// `onb_done`: Finishes entering information.
    public static let onboardingDone: StringKey = "onb_done"
    /// `onb_continue`: Continues the onboarding.
    public static let onboardingContinue: StringKey = "onb_continue"
    /// `onb_still_waiting`: Shown when the app takes long to answer a screen; the person may keep waiting or cancel.
    public static let onboardingStillWaiting: StringKey = "onb_still_waiting"
    /// `onb_delegate_missing`: Shown when the app does not handle what the person asked for.
    public static let onboardingDelegateMissing: StringKey = "onb_delegate_missing"
    /// `onb_field_too_long`: Under a field whose value is too long; `%d` is the limit.
    public static let onboardingFieldTooLong: StringKey = "onb_field_too_long"
}

extension OnboardingStrings {
    static let common: Group = [
        .english: [
            .onboardingCancel: .text("Cancel"),
            .onboardingNext: .text("Next"),
            .onboardingDone: .text("Done"),
            .onboardingContinue: .text("Continue"),
            .onboardingStillWaiting: .text("This takes longer than usual. You can keep waiting or cancel."),
            .onboardingDelegateMissing: .text("This step cannot continue right now. Close the app and try again."),
            .onboardingFieldTooLong: .text("Use at most %d characters."),
        ],
    ]
}
