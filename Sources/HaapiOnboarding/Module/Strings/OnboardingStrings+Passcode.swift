import HaapiUI
public import HaapiScreenKit

extension StringKey {
    /// `onb_passcode_title`: Heads a passcode session's screens (unlock, change).
    public static let passcodeTitle: StringKey = "onb_passcode_title"
    /// `onb_passcode_create_title`: The create flow's first step.
    public static let passcodeCreateTitle: StringKey = "onb_passcode_create_title"
    /// `onb_passcode_create_detail`: Why a passcode is asked for.
    public static let passcodeCreateDetail: StringKey = "onb_passcode_create_detail"
    /// `onb_passcode_confirm_title`: The confirmation step.
    public static let passcodeConfirmTitle: StringKey = "onb_passcode_confirm_title"
    /// `onb_passcode_confirm_detail`: What the confirmation asks.
    public static let passcodeConfirmDetail: StringKey = "onb_passcode_confirm_detail"
    /// `onb_passcode_new_title`: The new passcode of a change.
    public static let passcodeNewTitle: StringKey = "onb_passcode_new_title"
    /// `onb_passcode_new_confirm_title`: The confirmation of a changed passcode.
    public static let passcodeNewConfirmTitle: StringKey = "onb_passcode_new_confirm_title"
    /// `onb_passcode_input_title`: The unlock screen.
    public static let passcodeInputTitle: StringKey = "onb_passcode_input_title"
    /// `onb_passcode_input_detail`: What the unlock screen asks.
    public static let passcodeInputDetail: StringKey = "onb_passcode_input_detail"
    /// `onb_passcode_current_title`: The current passcode of a change.
    public static let passcodeCurrentTitle: StringKey = "onb_passcode_current_title"
    /// `onb_passcode_current_detail`: Why the current passcode is asked.
    public static let passcodeCurrentDetail: StringKey = "onb_passcode_current_detail"
    /// `onb_passcode_field`: The passcode field's label.
    public static let passcodeField: StringKey = "onb_passcode_field"
    /// `onb_passcode_skip`: Skips setting a passcode.
    public static let passcodeSkip: StringKey = "onb_passcode_skip"
    /// `onb_passcode_reset`: Forgot the passcode: start over.
    public static let passcodeReset: StringKey = "onb_passcode_reset"
    /// `onb_passcode_requirements`: Heads the requirement checklist.
    public static let passcodeRequirements: StringKey = "onb_passcode_requirements"
    /// `onb_passcode_requirement_met`: A checklist line that is met (`%@`: the requirement).
    public static let passcodeRequirementMet: StringKey = "onb_passcode_requirement_met"
    /// `onb_passcode_requirement_unmet`: A checklist line not met yet.
    public static let passcodeRequirementUnmet: StringKey = "onb_passcode_requirement_unmet"
    /// `onb_passcode_rule_min_length`: At least `%d` characters (plural).
    public static let passcodeRuleMinLength: StringKey = "onb_passcode_rule_min_length"
    /// `onb_passcode_rule_min_digits`: At least `%d` digits, for a PIN (plural).
    public static let passcodeRuleMinDigits: StringKey = "onb_passcode_rule_min_digits"
    /// `onb_passcode_rule_exact_digits`: `%d` digits, for a PIN of one length (plural).
    public static let passcodeRuleExactDigits: StringKey = "onb_passcode_rule_exact_digits"
    /// `onb_passcode_rule_exact_length`: Exactly `%d` characters, when the policy allows one length (plural).
    public static let passcodeRuleExactLength: StringKey = "onb_passcode_rule_exact_length"
    /// `onb_passcode_rule_max_length`: At most `%d` characters (plural).
    public static let passcodeRuleMaxLength: StringKey = "onb_passcode_rule_max_length"
    /// `onb_passcode_rule_digit`: A digit.
    public static let passcodeRuleDigit: StringKey = "onb_passcode_rule_digit"
    /// `onb_passcode_rule_upper`: An upper-case letter.
    public static let passcodeRuleUpper: StringKey = "onb_passcode_rule_upper"
    /// `onb_passcode_rule_lower`: A lower-case letter.
    public static let passcodeRuleLower: StringKey = "onb_passcode_rule_lower"
    /// `onb_passcode_rule_special`: A character other than a letter or digit.
    public static let passcodeRuleSpecial: StringKey = "onb_passcode_rule_special"
    /// `onb_passcode_rule_digits_only`: Digits only.
    public static let passcodeRuleDigitsOnly: StringKey = "onb_passcode_rule_digits_only"
    /// `onb_passcode_rule_unique`: At least `%d` different characters (plural).
    public static let passcodeRuleUnique: StringKey = "onb_passcode_rule_unique"
    /// `onb_passcode_mismatch`: The confirmation differed.
    public static let passcodeMismatch: StringKey = "onb_passcode_mismatch"
    /// `onb_passcode_unmet`: The passcode misses requirements.
    public static let passcodeUnmet: StringKey = "onb_passcode_unmet"
    /// `onb_passcode_empty`: Done with an empty field.
    public static let passcodeEmpty: StringKey = "onb_passcode_empty"
    /// `onb_passcode_store_damaged`: The secure store is damaged (or from another version).
    public static let passcodeStoreDamaged: StringKey = "onb_passcode_store_damaged"
    /// `onb_passcode_store_missing`: There is no secure store to open.
    public static let passcodeStoreMissing: StringKey = "onb_passcode_store_missing"
    /// `onb_passcode_store_unavailable`: The secure store cannot be used now.
    public static let passcodeStoreUnavailable: StringKey = "onb_passcode_store_unavailable"
    /// `onb_passcode_wrong`: A wrong passcode.
    public static let passcodeWrong: StringKey = "onb_passcode_wrong"
    /// `onb_passcode_tries_left`: `%d` tries left (plural).
    public static let passcodeTriesLeft: StringKey = "onb_passcode_tries_left"
    /// `onb_passcode_invalid`: The app refused the passcode with code `%d`.
    public static let passcodeInvalid: StringKey = "onb_passcode_invalid"
    /// `onb_passcode_wait_seconds`: Wait `%d` seconds before trying again (plural).
    public static let passcodeWaitSeconds: StringKey = "onb_passcode_wait_seconds"
    /// `onb_passcode_wait_minutes`: Wait `%d` minutes before trying again (plural).
    public static let passcodeWaitMinutes: StringKey = "onb_passcode_wait_minutes"
    /// `onb_passcode_locked`: The retry limit was reached.
    public static let passcodeLocked: StringKey = "onb_passcode_locked"
    /// `onb_passcode_wiped`: The app's data was removed at the retry limit.
    public static let passcodeWiped: StringKey = "onb_passcode_wiped"
    /// `onb_multi_user_log_in`: The multi-user controller's Log In.
    public static let multiUserLogIn: StringKey = "onb_multi_user_log_in"
    /// `onb_multi_user_forgot_passcode`: Forgot Passcode.
    public static let multiUserForgotPasscode: StringKey = "onb_multi_user_forgot_passcode"
    /// `onb_multi_user_switch_user`: Switch User.
    public static let multiUserSwitchUser: StringKey = "onb_multi_user_switch_user"
    /// `onb_multi_user_choose_user`: The title of the user list.
    public static let multiUserChooseUser: StringKey = "onb_multi_user_choose_user"
    /// `onb_multi_user_search`: The search over the users to switch to.
    public static let multiUserSearch: StringKey = "onb_multi_user_search"
    /// `onb_multi_user_add_new_user`: Add New User.
    public static let multiUserAddNewUser: StringKey = "onb_multi_user_add_new_user"
}

extension OnboardingStrings {
    static let passcode: Group = [
        .english: [
            .passcodeTitle: .text("Passcode"),
            .passcodeCreateTitle: .text("Create Passcode"),
            .passcodeCreateDetail: .text("Choose a passcode to protect the app's data on this device."),
            .passcodeConfirmTitle: .text("Confirm Passcode"),
            .passcodeConfirmDetail: .text("Enter the passcode again."),
            .passcodeNewTitle: .text("Enter New Passcode"),
            .passcodeNewConfirmTitle: .text("Confirm New Passcode"),
            .passcodeInputTitle: .text("Enter Passcode"),
            .passcodeInputDetail: .text("Enter your passcode to unlock the app."),
            .passcodeCurrentTitle: .text("Enter Current Passcode"),
            .passcodeCurrentDetail: .text("Enter your current passcode to change it."),
            .passcodeField: .text("Passcode"),
            .passcodeSkip: .text("Skip"),
            .passcodeReset: .text("Reset Passcode"),
            .passcodeRequirements: .text("The passcode needs:"),
            .passcodeRequirementMet: .text("✓ %@"),
            .passcodeRequirementUnmet: .text("• %@"),
            .passcodeRuleMinLength: .plural([[.one]: "At least %d character", [.other]: "At least %d characters"]),
            .passcodeRuleMinDigits: .plural([[.one]: "At least %d digit", [.other]: "At least %d digits"]),
            .passcodeRuleExactDigits: .plural([[.one]: "%d digit", [.other]: "%d digits"]),
            .passcodeRuleExactLength: .plural([[.one]: "Exactly %d character", [.other]: "Exactly %d characters"]),
            .passcodeRuleMaxLength: .plural([[.one]: "At most %d character", [.other]: "At most %d characters"]),
            .passcodeRuleDigit: .text("A digit"),
            .passcodeRuleUpper: .text("An upper-case letter"),
            .passcodeRuleLower: .text("A lower-case letter"),
            .passcodeRuleSpecial: .text("A character that is not a letter or digit"),
            .passcodeRuleDigitsOnly: .text("Digits only"),
            .passcodeRuleUnique: .plural([[.one]: "At least %d different character", [.other]: "At least %d different characters"]),
            .passcodeMismatch: .text("The passcodes did not match. Enter a new passcode."),
            .passcodeUnmet: .text("The passcode does not meet every requirement."),
            .passcodeEmpty: .text("Enter your passcode."),
            .passcodeStoreDamaged: .text("The app's data on this device is damaged and cannot be opened. Reset the passcode to set up the app again."),
            .passcodeStoreMissing: .text("The app has no data on this device yet. Reset the passcode to set up the app."),
            .passcodeStoreUnavailable: .text("The app's data on this device cannot be used right now. Try again."),
            .passcodeWrong: .text("Wrong passcode."),
            .passcodeTriesLeft: .plural([[.one]: "%d try left.", [.other]: "%d tries left."]),
            .passcodeInvalid: .text("This passcode cannot be used (code %d)."),
            .passcodeWaitSeconds: .plural([
                [.one]: "Too many wrong passcodes. Try again in %d second.",
                [.other]: "Too many wrong passcodes. Try again in %d seconds.",
            ]),
            .passcodeWaitMinutes: .plural([
                [.one]: "Too many wrong passcodes. Try again in %d minute.",
                [.other]: "Too many wrong passcodes. Try again in %d minutes.",
            ]),
            .passcodeLocked: .text("Too many wrong passcodes: the passcode is locked."),
            .passcodeWiped: .text("For your protection, the app's data on this device was removed. Set up the app again."),
            .multiUserLogIn: .text("Log In"),
            .multiUserForgotPasscode: .text("Forgot Passcode?"),
            .multiUserSwitchUser: .text("Switch User"),
            .multiUserChooseUser: .text("Choose a user"),
            .multiUserSearch: .text("Search users"),
            .multiUserAddNewUser: .text("Add New User"),
        ],
    ]
}
