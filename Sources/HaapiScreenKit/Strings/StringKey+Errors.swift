extension StringKey {
    /// `hui_error_action_unavailable`: An action the current screen cannot take (a screen out of step with the flow).
    public static let errorActionUnavailable: StringKey = "hui_error_action_unavailable"
    /// `hui_error_busy`: The person acted while an earlier request was still under way.
    public static let errorBusy: StringKey = "hui_error_busy"
    /// `hui_error_stopped`: The app stopped an action before anything was sent.
    public static let errorStopped: StringKey = "hui_error_stopped"
    /// `hui_error_timed_out`: The server did not answer in time.
    public static let errorTimedOut: StringKey = "hui_error_timed_out"
    /// `hui_error_service_unavailable`: The server is busy or failing (HTTP 5xx, `temporarily_unavailable`).
    public static let errorServiceUnavailable: StringKey = "hui_error_service_unavailable"
    /// `hui_error_server_answer`: The server answered something the app cannot use.
    public static let errorServerAnswer: StringKey = "hui_error_server_answer"
    /// `hui_error_refused`: The server refused a request (an HTTP 4xx status).
    public static let errorRefused: StringKey = "hui_error_refused"
    /// `hui_error_access_denied`: The server refused the sign-in (`access_denied`).
    public static let errorAccessDenied: StringKey = "hui_error_access_denied"
    /// `hui_error_app_setup`: The app's own set-up does not work with the server (client, scopes, registration).
    public static let errorAppSetup: StringKey = "hui_error_app_setup"
    /// `hui_error_not_secure`: A security check failed (DPoP, attestation, a server's answer that failed a check).
    public static let errorNotSecure: StringKey = "hui_error_not_secure"
    /// `hui_error_storage`: The device could not keep the sign-in.
    public static let errorStorage: StringKey = "hui_error_storage"
    /// `hui_error_cancelled`: Signing in was stopped.
    public static let errorCancelled: StringKey = "hui_error_cancelled"
    /// `hui_error_method_unavailable`: A way of signing in (a client operation) cannot be used here.
    public static let errorMethodUnavailable: StringKey = "hui_error_method_unavailable"

    /// The keys of ``ErrorPresentation`` messages, in table order.
    static let errors: [StringKey] = [
        .errorActionUnavailable, .errorBusy, .errorStopped, .errorTimedOut, .errorServiceUnavailable, .errorServerAnswer,
        .errorRefused, .errorAccessDenied, .errorAppSetup, .errorNotSecure, .errorStorage, .errorCancelled,
        .errorMethodUnavailable,
    ]
}
