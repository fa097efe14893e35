/// Why a passkey ceremony on the client did not produce a credential, in the terms of
/// the DOMException names a browser uses, so that every platform maps the same way.
public enum WebAuthnCeremonyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The person cancelled, or no passkey was found for this site (`NotAllowedError`).
    case notAllowed(reason: String)
    /// The ceremony was aborted or timed out (`AbortError`, or the options' `timeout`).
    case timedOut
    /// The authenticator already holds a credential named in `excludeCredentials` (`InvalidStateError`).
    case alreadyRegistered
    /// Nothing here can run the ceremony (`NotSupportedError`), e.g. no algorithm in
    /// `pubKeyCredParams` is supported.
    case notSupported(reason: String)
    /// The options are not usable (`SecurityError`, `TypeError`), e.g. the RP ID does not fit the origin.
    case invalidOptions(reason: String)
    /// The authenticator could not keep or read its keys.
    case storage(reason: String)

    /// The DOMException name a browser would report for this case.
    public var domExceptionName: String {
        switch self {
        case .notAllowed: "NotAllowedError"
        case .timedOut: "AbortError"
        case .alreadyRegistered: "InvalidStateError"
        case .notSupported: "NotSupportedError"
        case .invalidOptions: "SecurityError"
        case .storage: "UnknownError"
        }
    }

    public var description: String {
        switch self {
        case .notAllowed(let reason): "the passkey ceremony was not allowed: \(reason)"
        case .timedOut: "the passkey ceremony timed out"
        case .alreadyRegistered: "this authenticator already holds a passkey for the account"
        case .notSupported(let reason): "passkeys are not supported here: \(reason)"
        case .invalidOptions(let reason): "the passkey options cannot be used: \(reason)"
        case .storage(let reason): "the passkey store failed: \(reason)"
        }
    }
}
