/// How the person answers one simulated biometric prompt.
public enum SimulatedBiometricOutcome: Sendable, Hashable {
    /// The person is recognised: the secret is released.
    case succeed
    /// The person is not recognised (``BiometricError/failed``); enough of these in a
    /// row lock the simulated sensor (``BiometricError/lockedOut``).
    case fail
    /// The person cancels the prompt (``BiometricError/cancelled``); not counted as a failure.
    case cancel
}

/// One prompt a ``SimulatedBiometricAuthenticator`` showed: whose secret, and the
/// reason it gave the person.
public struct SimulatedBiometricPrompt: Sendable, Hashable {
    /// The account whose secret was asked for.
    public var account: String
    /// The reason shown to the person.
    public var reason: String

    /// Creates a prompt.
    public init(account: String, reason: String) {
        self.account = account
        self.reason = reason
    }
}
