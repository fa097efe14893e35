/// Everything that can go wrong in ``HaapiClient``, in one type.
///
/// Each case carries a value that says what failed and where; ``recoverySuggestion``
/// says what to do next and ``isRetryable`` whether the same call may succeed later.
///
/// ```swift
/// do {
///     let step = try await client.start()
/// } catch {
///     logger.error("sign-in failed: \(error) (\(error.recoverySuggestion))")
///     if error.isRetryable { offerRetry() }
/// }
/// ```
public enum HaapiClientError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The configuration is invalid; nothing was sent.
    case configuration(ConfigurationError)
    /// The request did not get an HTTP response (no connection, timeout, TLS, ...).
    case network(NetworkError)
    /// The server answered with an HTTP status that is not part of the protocol here.
    case httpStatus(HTTPStatusError)
    /// The server's answer breaks the protocol (wrong content type, undecodable body, ...).
    case protocolViolation(ProtocolViolationError)
    /// The server answered with an OAuth error (`error`, `error_description`).
    case oauth(OAuthError)
    /// A DPoP proof could not be made, or the server kept rejecting proofs.
    case dpop(DPoPError)
    /// A security check failed (state, issuer, insecure URL); the flow must end.
    case security(SecurityCheckError)
    /// The token store (or another store of the client's) failed.
    case storage(StorageError)
    /// Client attestation failed and no fallback authentication is configured.
    case attestation(AttestationError)
    /// Dynamic client registration, or reading or deleting the registration, failed.
    case registration(RegistrationError)
    /// The call was used in a way the client does not allow (e.g. exchanging a code without a flow).
    case invalidUse(InvalidUseError)
    /// The surrounding task was cancelled.
    case cancelled

    public var description: String {
        switch self {
        case .configuration(let e): "configuration error: \(e)"
        case .network(let e): "network error: \(e)"
        case .httpStatus(let e): "HTTP error: \(e)"
        case .protocolViolation(let e): "protocol violation: \(e)"
        case .oauth(let e): "OAuth error: \(e)"
        case .dpop(let e): "DPoP error: \(e)"
        case .security(let e): "security check failed: \(e)"
        case .storage(let e): "storage error: \(e)"
        case .attestation(let e): "attestation failed: \(e)"
        case .registration(let e): "registration error: \(e)"
        case .invalidUse(let e): "invalid use: \(e)"
        case .cancelled: "cancelled"
        }
    }

    /// What the app (or its developer) should do next.
    public var recoverySuggestion: String {
        switch self {
        case .configuration(let e): e.recoverySuggestion
        case .network(let e): e.recoverySuggestion
        case .httpStatus(let e): e.recoverySuggestion
        case .protocolViolation(let e): e.recoverySuggestion
        case .oauth(let e): e.recoverySuggestion
        case .dpop(let e): e.recoverySuggestion
        case .security(let e): e.recoverySuggestion
        case .storage(let e): e.recoverySuggestion
        case .attestation(let e): e.recoverySuggestion
        case .registration(let e): e.recoverySuggestion
        case .invalidUse(let e): e.recoverySuggestion
        case .cancelled: "Nothing to do: the caller cancelled the operation."
        }
    }

    /// Whether repeating the same call may succeed and is safe: a request the server
    /// certainly did not process (the connection failed before it was sent, or a 429 or
    /// 503 answer), or an idempotent one (`GET`) after a temporary failure. A `POST` that
    /// may have reached the server (the connection broke after it was sent, no answer in
    /// time, a 502 or 504) is not: see ``NetworkError/isRetryable`` and
    /// ``HTTPStatusError/isRetryable``.
    public var isRetryable: Bool {
        switch self {
        case .network(let e): e.isRetryable
        case .httpStatus(let e): e.isRetryable
        case .oauth(let e): e.error == "temporarily_unavailable"
        case .attestation(let e): e.isRetryable
        case .configuration, .protocolViolation, .dpop, .security, .storage, .registration, .invalidUse, .cancelled: false
        }
    }
}
