public import Foundation

/// The kind of biometrics a device offers.
public enum BiometryKind: String, Sendable, Hashable, Codable {
    /// A fingerprint sensor.
    case touchID
    /// Face recognition.
    case faceID
    /// Iris recognition.
    case opticID
    /// A simulation (Linux, the terminal demo, tests).
    case simulated
}

/// Whether biometrics can be used now.
public enum BiometricAvailability: Sendable, Hashable {
    /// Biometrics are enrolled and usable.
    case available(BiometryKind)
    /// The device has the sensor but nobody enrolled (the person can enrol in the system settings).
    case notEnrolled(BiometryKind)
    /// Too many failed attempts: the system locked biometrics until the device passcode is entered.
    case lockedOut(BiometryKind)
    /// The device has no biometrics (or the app may not use them).
    case notAvailable

    /// The kind of biometrics, when the device has any.
    public var kind: BiometryKind? {
        switch self {
        case .available(let kind), .notEnrolled(let kind), .lockedOut(let kind): kind
        case .notAvailable: nil
        }
    }

    /// Whether a secret can be protected and released now.
    public var isUsable: Bool {
        if case .available = self { return true }
        return false
    }
}

/// Why biometrics did not release a secret.
public enum BiometricError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The person cancelled the biometric prompt.
    case cancelled
    /// The person was not recognised.
    case failed
    /// Too many failed attempts; the system locked biometrics.
    case lockedOut
    /// Nobody is enrolled.
    case notEnrolled
    /// The device has no usable biometrics.
    case notAvailable
    /// The enrolled biometrics changed since the secret was protected: the secret is
    /// gone for good (it was bound to the enrolment) and the passcode must be used.
    case enrollmentChanged
    /// No secret is protected under that account.
    case secretNotFound(account: String)
    /// The platform refused for another reason (its own words, never a secret).
    case system(String)

    public var description: String {
        switch self {
        case .cancelled: "the biometric prompt was cancelled"
        case .failed: "biometrics did not recognise the person"
        case .lockedOut: "biometrics are locked after too many failed attempts"
        case .notEnrolled: "no biometrics are enrolled"
        case .notAvailable: "biometrics are not available on this device"
        case .enrollmentChanged: "the enrolled biometrics changed; the protected secret no longer opens"
        case .secretNotFound(let account): "no biometric-protected secret for account \(account)"
        case .system(let message): "biometrics failed: \(message)"
        }
    }
}

/// Keeps secrets that only the enrolled biometrics release.
///
/// This is not a yes/no check: a secret is bound to the current enrolment when it is
/// stored (on Apple platforms a Keychain item with `biometryCurrentSet`), and
/// ``secret(account:reason:)`` returns it only after the person is recognised. When the
/// enrolment changes, the secret stops opening (``BiometricError/enrollmentChanged``).
///
/// Implementations: ``SimulatedBiometricAuthenticator`` (Linux, the terminal demo,
/// tests) and, on Apple platforms, `LocalAuthenticationBiometricAuthenticator`
/// (Keychain items bound to the enrolment).
///
/// ```swift
/// let biometrics = SimulatedBiometricAuthenticator()          // Linux, tests, demo
/// try await biometrics.storeSecret(Data(passcode.utf8), account: "alice")
/// let released = try await biometrics.secret(account: "alice", reason: "Unlock your data")
/// ```
public protocol BiometricAuthenticator: Sendable {
    /// Whether biometrics can be used now, and which kind the device has.
    func availability() async -> BiometricAvailability
    /// Protects `secret` under `account`, bound to the current enrolment (replaces an
    /// earlier secret of the account).
    func storeSecret(_ secret: Data, account: String) async throws(BiometricError)
    /// Asks the person to authenticate (showing `reason`) and releases the account's secret.
    func secret(account: String, reason: String) async throws(BiometricError) -> Data
    /// Whether a secret is protected under `account` (without prompting).
    func hasSecret(account: String) async -> Bool
    /// Forgets the account's secret (nothing happens when there is none).
    func removeSecret(account: String) async
}
