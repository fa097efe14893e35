extension StringKey {
    /// `hui_bankid_instruction_body_1`: Instructions for scanning the BankID QR code; `%@` is how long the code stays valid (seed 000).
    public static let bankIdInstructionBody1: StringKey = "hui_bankid_instruction_body_1"
    /// `hui_bankid_instruction_title_1`: Title of the BankID instructions (seed 000).
    public static let bankIdInstructionTitle1: StringKey = "hui_bankid_instruction_title_1"
    /// `hui_polling_minutes`: A duration in minutes, plural by `%d` (seed 000).
    public static let pollingMinutes: StringKey = "hui_polling_minutes"
    /// `hui_polling_minutes_remaining`: Minutes and seconds left, plural by both numbers (seed 000).
    public static let pollingMinutesRemaining: StringKey = "hui_polling_minutes_remaining"
    /// `hui_or`: The separator between alternatives (seed 000).
    public static let or: StringKey = "hui_or"
    /// `hui_polling_seconds`: A duration in seconds, plural by `%d` (seed 000).
    public static let pollingSeconds: StringKey = "hui_polling_seconds"
    /// `hui_polling_seconds_remaining`: Seconds left, plural by `%d` (seed 000).
    public static let pollingSecondsRemaining: StringKey = "hui_polling_seconds_remaining"
    /// `hui_bankid_logo`: Description of the BankID logo for assistive technologies.
    public static let bankIdLogo: StringKey = "hui_bankid_logo"
    /// `hui_qr_code`: Description of a QR code image for assistive technologies.
    public static let qrCode: StringKey = "hui_qr_code"
    /// `hui_image`: The text alternative of an image that has no description (every renderer uses it).
    public static let image: StringKey = "hui_image"
    /// `hui_close`: The close button of the flow's header.
    public static let close: StringKey = "hui_close"
    /// `hui_cancel`: A button that cancels the current step.
    public static let cancel: StringKey = "hui_cancel"
    /// `hui_submit`: The default title of a form's submit button.
    public static let submit: StringKey = "hui_submit"
    /// `hui_continue`: The default title of a button that moves on.
    public static let continueAction: StringKey = "hui_continue"
    /// `hui_back`: A button that goes back.
    public static let back: StringKey = "hui_back"
    /// `hui_ok`: Acknowledges a message.
    public static let ok: StringKey = "hui_ok"
    /// `hui_retry`: A button that tries again after a failure.
    public static let retry: StringKey = "hui_retry"
    /// `hui_dismiss`: Closes a notification banner.
    public static let dismiss: StringKey = "hui_dismiss"
    /// `hui_loading`: Announced while the screen waits.
    public static let loading: StringKey = "hui_loading"
    /// `hui_expand`: Description of the control that shows an expandable view's content.
    public static let expand: StringKey = "hui_expand"
    /// `hui_collapse`: Description of the control that hides an expandable view's content.
    public static let collapse: StringKey = "hui_collapse"
    /// `hui_show_password`: Shows a secure field's text.
    public static let showPassword: StringKey = "hui_show_password"
    /// `hui_hide_password`: Hides a secure field's text.
    public static let hidePassword: StringKey = "hui_hide_password"
    /// `hui_close_flow_confirm_title`: Title of the question asked before closing a flow.
    public static let closeFlowConfirmTitle: StringKey = "hui_close_flow_confirm_title"
    /// `hui_close_flow_confirm_message`: Body of the question asked before closing a flow.
    public static let closeFlowConfirmMessage: StringKey = "hui_close_flow_confirm_message"
    /// `hui_close_flow_confirm_close`: The answer that closes the flow.
    public static let closeFlowConfirmClose: StringKey = "hui_close_flow_confirm_close"
    /// `hui_close_flow_confirm_stay`: The answer that keeps the flow open.
    public static let closeFlowConfirmStay: StringKey = "hui_close_flow_confirm_stay"
    /// `hui_authenticator_selector_title`: Title of the authenticator picker.
    public static let authenticatorSelectorTitle: StringKey = "hui_authenticator_selector_title"
    /// `hui_polling_pending`: Shown while waiting for the person to confirm elsewhere.
    public static let pollingPending: StringKey = "hui_polling_pending"
    /// `hui_polling_failed`: Shown when waiting ended without confirmation.
    public static let pollingFailed: StringKey = "hui_polling_failed"
    /// `hui_field_required`: Error for an empty required field.
    public static let fieldRequired: StringKey = "hui_field_required"
    /// `hui_field_invalid`: Error for a field whose value the server refused.
    public static let fieldInvalid: StringKey = "hui_field_invalid"
    /// `hui_field_too_short`: Error for a value under the minimum length, plural by `%d`.
    public static let fieldTooShort: StringKey = "hui_field_too_short"
    /// `hui_field_too_long`: Error for a value over the maximum length, plural by `%d`.
    public static let fieldTooLong: StringKey = "hui_field_too_long"
    /// `hui_error_title`: Title of an error banner.
    public static let errorTitle: StringKey = "hui_error_title"
    /// `hui_problem_generic`: Title of a problem without a more specific text.
    public static let problemGeneric: StringKey = "hui_problem_generic"
    /// `hui_problem_invalid_input`: Title of an `invalid-input` problem.
    public static let problemInvalidInput: StringKey = "hui_problem_invalid_input"
    /// `hui_problem_incorrect_credentials`: Title of an `incorrect-credentials` problem.
    public static let problemIncorrectCredentials: StringKey = "hui_problem_incorrect_credentials"
    /// `hui_problem_authentication_failed`: Title of an `authentication-failed` problem.
    public static let problemAuthenticationFailed: StringKey = "hui_problem_authentication_failed"
    /// `hui_problem_too_many_attempts`: Title of a `too-many-attempts` problem.
    public static let problemTooManyAttempts: StringKey = "hui_problem_too_many_attempts"
    /// `hui_problem_unexpected`: Title of an `unexpected` problem.
    public static let problemUnexpected: StringKey = "hui_problem_unexpected"
    /// `hui_problem_authorization_response`: Title of an `error-authorization-response` problem.
    public static let problemAuthorizationResponse: StringKey = "hui_problem_authorization_response"
    /// `hui_problem_session_mismatch`: Title of a `mismatch-between-session-and-access-token` problem.
    public static let problemSessionMismatch: StringKey = "hui_problem_session_mismatch"
    /// `hui_problem_network`: Shown when the server cannot be reached.
    public static let problemNetwork: StringKey = "hui_problem_network"
    /// `hui_webauthn_title`: Title of the passkey screen.
    public static let webAuthnTitle: StringKey = "hui_webauthn_title"
    /// `hui_webauthn_in_progress`: Shown while a passkey or security key is being used.
    public static let webAuthnInProgress: StringKey = "hui_webauthn_in_progress"
    /// `hui_webauthn_not_supported`: Shown where passkeys cannot be used.
    public static let webAuthnNotSupported: StringKey = "hui_webauthn_not_supported"
    /// `hui_external_browser_message`: Shown while the flow continues in a browser.
    public static let externalBrowserMessage: StringKey = "hui_external_browser_message"
    /// `hui_external_browser_open_address`: The banner's title over the address of a browser
    /// page that no program could open here: the person opens it in a browser themselves.
    public static let externalBrowserOpenAddress: StringKey = "hui_external_browser_open_address"
    /// `hui_generic_unsupported_step`: Shown for a step this version cannot display.
    public static let genericUnsupportedStep: StringKey = "hui_generic_unsupported_step"
    /// `hui_flow_title`: Title in the flow container's header.
    public static let flowTitle: StringKey = "hui_flow_title"
    /// `hui_stuck_screen_title`: Title of the banner shown when a screen did not pass the person's action on.
    public static let stuckScreenTitle: StringKey = "hui_stuck_screen_title"
    /// `hui_stuck_screen_message`: Text of the banner shown when a screen did not pass the person's action on.
    public static let stuckScreenMessage: StringKey = "hui_stuck_screen_message"
    /// `hui_unsafe_url_title`: Title of the banner shown when the server asked to open a URL that was refused.
    public static let unsafeURLTitle: StringKey = "hui_unsafe_url_title"
    /// `hui_unsafe_url_message`: Text of the banner shown when the server asked to open a URL that was refused.
    public static let unsafeURLMessage: StringKey = "hui_unsafe_url_message"

    /// Every stock key, in table order.
    public static let stock: [StringKey] = [
        .bankIdInstructionBody1,
        .bankIdInstructionTitle1,
        .pollingMinutes,
        .pollingMinutesRemaining,
        .or,
        .pollingSeconds,
        .pollingSecondsRemaining,
        .bankIdLogo,
        .qrCode,
        .image,
        .close,
        .cancel,
        .submit,
        .continueAction,
        .back,
        .ok,
        .retry,
        .dismiss,
        .loading,
        .expand,
        .collapse,
        .showPassword,
        .hidePassword,
        .closeFlowConfirmTitle,
        .closeFlowConfirmMessage,
        .closeFlowConfirmClose,
        .closeFlowConfirmStay,
        .authenticatorSelectorTitle,
        .pollingPending,
        .pollingFailed,
        .fieldRequired,
        .fieldInvalid,
        .fieldTooShort,
        .fieldTooLong,
        .errorTitle,
        .problemGeneric,
        .problemInvalidInput,
        .problemIncorrectCredentials,
        .problemAuthenticationFailed,
        .problemTooManyAttempts,
        .problemUnexpected,
        .problemAuthorizationResponse,
        .problemSessionMismatch,
        .problemNetwork,
        .webAuthnTitle,
        .webAuthnInProgress,
        .webAuthnNotSupported,
        .externalBrowserMessage,
        .externalBrowserOpenAddress,
        .genericUnsupportedStep,
        .flowTitle,
        .stuckScreenTitle,
        .stuckScreenMessage,
        .unsafeURLTitle,
        .unsafeURLMessage,
    ] + steps + errors
}
