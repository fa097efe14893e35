public import Foundation

/// The one error type of the facade's APIs (seed 003's `DigidentityIDKError`): each
/// case says what went wrong, where, and what the app or the person can do.
///
/// ```swift
/// do {
///     let result = try await HaapiKit.sharedInstance.handleURL(url)
/// } catch .urlNotRecognized(let url) {
///     openInBrowser(url)                      // not ours: the app handles it
/// } catch {
///     show(error.description, error.recoverySuggestion)
/// }
/// ```
public enum HaapiKitError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// An API was called before ``HaapiKit/configure(with:delegate:)``.
    case notConfigured
    /// Something inside the facade failed; `message` says what.
    case internalError(message: String)
    /// The person dismissed or cancelled the flow.
    case flowCancelled
    /// The person closed the QR scanner with its close button.
    case flowClosed
    /// The input could not be used; the reason says which input and why (a secret
    /// that is incomplete or modified, a URL missing a parameter, a payload that is
    /// expired or was used before).
    case invalidInput(String)
    /// The server answered with a login state the facade cannot handle; `detail` names it.
    case unknownLoginState(String)
    /// The device or operating system cannot run the flow (e.g. no camera, no passkeys).
    case deviceNotSupported(String)
    /// ``HaapiKitFeatureFlags/customForgotPinButton`` is set and the person tapped "Forgot your PIN?".
    case userForgotPIN
    /// ``HaapiKitFeatureFlags/disableProductRegistration`` is set and a product registration was needed.
    case productRegistrationNotAllowed
    /// ``HaapiKitFeatureFlags/disableManualAccountAddition`` is set and an account had to be added by hand.
    case operationNotAllowed
    /// The person did not allow the camera, which the flow needs.
    case cameraPermissionDenied
    /// The URL is not one of the facade's (another scheme or host); the app may handle it.
    case urlNotRecognized(URL)
    /// The URL is the facade's, but its action (`action`) is not supported by this version.
    case urlActionNotSupported(action: String)
    /// The URL is a short dynamic link on one of ``HaapiKit/dynamicLinkHosts``: only its
    /// service could say which link it stands for, and the facade does not ask it (seed
    /// 003's name, for any dynamic-link service). Its long form, with a `link` parameter, works.
    case noUniquelyMatchedFirebaseDynamicLinkError(URL)
    /// The notification is not meant for the facade; the app should handle it itself.
    case notHaapiKitNotification
    /// Another flow is on screen; the facade runs one flow at a time.
    case flowInProgress

    public var description: String {
        switch self {
        case .notConfigured: "HaapiKit is not configured: call configure(with:delegate:) first"
        case .internalError(let message): "internal error: \(message)"
        case .flowCancelled: "the flow was cancelled"
        case .flowClosed: "the QR scanner was closed"
        case .invalidInput(let reason): "invalid input: \(reason)"
        case .unknownLoginState(let detail): "the server sent a login state HaapiKit cannot handle: \(detail)"
        case .deviceNotSupported(let reason): "this device is not supported: \(reason)"
        case .userForgotPIN: "the person tapped \"Forgot your PIN?\" (customForgotPinButton is set)"
        case .productRegistrationNotAllowed: "a product registration is needed, but disableProductRegistration is set"
        case .operationNotAllowed: "an account must be added by hand, but disableManualAccountAddition is set"
        case .cameraPermissionDenied: "the camera may not be used"
        case .urlNotRecognized(let url): "not a HaapiKit URL: \(url.absoluteString.prefix(200))"
        case .urlActionNotSupported(let action): "the URL's action \"\(action.prefix(100))\" is not supported by this version of HaapiKit"
        case .noUniquelyMatchedFirebaseDynamicLinkError(let url):
            "a short dynamic link, which only its service can resolve: \(url.absoluteString.prefix(200))"
        case .notHaapiKitNotification: "the notification is not meant for HaapiKit"
        case .flowInProgress: "another HaapiKit flow is on screen"
        }
    }

    /// What the app (or the person) can do about it.
    public var recoverySuggestion: String? {
        switch self {
        case .notConfigured: "Configure HaapiKit.sharedInstance once, at launch, with the secret you were given."
        case .internalError: "Try again; if it keeps happening, report the message to the HaapiKit developers."
        case .flowCancelled, .flowClosed: "Nothing to do: start the flow again when the person asks for it."
        case .invalidInput: "Check the input named in the message: copy the secret again, or ask for a new link or code."
        case .unknownLoginState: "Update HaapiKit, or report the state to the HaapiKit developers."
        case .deviceNotSupported: "Offer another way to sign in on this device."
        case .userForgotPIN: "Show the app's own way to recover the PIN."
        case .productRegistrationNotAllowed: "Register the product in the app, then start the flow again."
        case .operationNotAllowed: "Add the account in the app, then start the flow again."
        case .cameraPermissionDenied: "Ask the person to allow the camera in the system settings, or to type the code instead."
        case .urlNotRecognized: "Handle the URL in the app, or open it in a browser."
        case .urlActionNotSupported: "Update HaapiKit to a version that supports this link."
        case .noUniquelyMatchedFirebaseDynamicLinkError: "Share the link's long form (with its link parameter), or the app's own link."
        case .notHaapiKitNotification: "Handle the notification in the app."
        case .flowInProgress: "Wait until the flow on screen ends, or cancel it, then try again."
        }
    }

    /// ``description``, for `LocalizedError`.
    public var errorDescription: String? { description }
}
