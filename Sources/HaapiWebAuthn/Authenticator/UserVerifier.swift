/// Asks the person to confirm a passkey ceremony.
public protocol UserVerifier: Sendable {
    /// Whether the person is present and verified (`reason` says what for, to show).
    func verifyUser(reason: String) async -> UserVerificationResult
}

/// The outcome of asking the person.
public enum UserVerificationResult: Sendable, Hashable {
    /// Present and verified (biometrics, a passcode).
    case verified
    /// Present, but not verified (a confirm key only).
    case present
    /// The person said no.
    case cancelled
}

/// Answers every request with one fixed result, without asking anyone: for tests and
/// development (`.verified` by default; `.present` or `.cancelled` to try those paths).
public struct AutomaticUserVerifier: UserVerifier {
    /// The answer given.
    public var result: UserVerificationResult

    /// Creates a verifier that answers `result`.
    public init(answering result: UserVerificationResult = .verified) {
        self.result = result
    }

    /// Returns ``result``.
    public func verifyUser(reason: String) async -> UserVerificationResult { result }
}
