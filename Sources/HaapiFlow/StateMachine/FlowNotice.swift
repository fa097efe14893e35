public import HaapiModel
public import HaapiWebAuthn

/// Something the person should be told along with the next screen, which the UI says
/// in the app's words and language (``FlowScreen/notice``).
///
/// ```swift
/// if case .urlRefused? = screen.notice {
///     showBanner(title: strings["hui_unsafe_url_title"], message: strings["hui_unsafe_url_message"])
/// }
/// ```
public enum FlowNotice: Sendable, Hashable, Codable {
    /// The server asked to open a URL (an external browser, the BankID app) that
    /// `URLPolicy` refused; nothing was opened and the operation's fallback was taken.
    case urlRefused(URLRefusedError)
    /// A passkey ceremony did not produce a credential (cancelled, timed out, not
    /// possible here); the operation's fallback was taken.
    case passkeyFailed(PasskeyFailure)
}

/// Why a passkey ceremony did not produce a credential, as the person should hear it.
public enum PasskeyFailure: String, Sendable, Hashable, Codable {
    /// The person cancelled, or no passkey for this site was found.
    case cancelled
    /// The ceremony took too long.
    case timedOut
    /// This device already holds a passkey for the account.
    case alreadyRegistered
    /// Passkeys cannot be used here.
    case notSupported
    /// The server's request could not be used, or the authenticator failed.
    case unusableRequest

    /// The failure a ceremony error means.
    public init(_ error: WebAuthnCeremonyError) {
        switch error {
        case .notAllowed: self = .cancelled
        case .timedOut: self = .timedOut
        case .alreadyRegistered: self = .alreadyRegistered
        case .notSupported: self = .notSupported
        case .invalidOptions, .storage: self = .unusableRequest
        }
    }
}
