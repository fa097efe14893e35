/// What App Attest's failures mean to the exchange, portable so that it is tested on every
/// platform (the App Attest attester itself only builds where DeviceCheck exists).
extension AttestationError {
    /// The error for a `DCError` with `code` (its documented raw values) when `operation`
    /// (`generateKey`, `attestKey`, `generateAssertion`) failed.
    static func appAttest(code: Int, operation: String) -> AttestationError {
        let reason: Reason
        switch code {
        case 1: reason = .unavailable("App Attest is not supported on this device (\(operation): featureUnsupported)")
        case 2: reason = .attesterFailed("App Attest \(operation): invalidInput (the key ID or client data hash was refused)")
        case 3: reason = .attesterFailed("App Attest \(operation): invalidKey (the attested key is no longer valid; a new one is made next time)")
        case 4: reason = .attesterFailed("App Attest \(operation): serverUnavailable (Apple's attestation service could not be reached)")
        default: reason = .attesterFailed("App Attest \(operation): unknownSystemFailure (code \(code))")
        }
        return AttestationError(reason)
    }
}
