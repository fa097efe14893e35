/// The platform-independent part of ``LocalAuthenticationBiometricAuthenticator``:
/// what LocalAuthentication's error codes and biometry types mean here. It works on
/// the documented raw values, so it compiles, and is tested, on every platform; the
/// Apple-only file only passes the codes in.
extension BiometricError {
    /// The error for an `LAError.Code` raw value (`LAErrorDomain`): cancel by the
    /// person, the app or the system, and the fallback button, are ``cancelled`` (the
    /// app offers its passcode); not recognised is ``failed``; lockout, nothing
    /// enrolled, no biometry and no device passcode map to ``lockedOut``,
    /// ``notEnrolled`` and ``notAvailable``; anything else is ``system(_:)`` with
    /// `description`.
    static func localAuthentication(code: Int, description: String) -> BiometricError {
        switch code {
        case -2, -9, -4, -3: .cancelled  // userCancel, appCancel, systemCancel, userFallback
        case -1: .failed  // authenticationFailed
        case -8: .lockedOut  // biometryLockout
        case -7: .notEnrolled  // biometryNotEnrolled
        case -6, -5: .notAvailable  // biometryNotAvailable, passcodeNotSet
        default: .system(description)
        }
    }
}

extension BiometryKind {
    /// The kind for an `LABiometryType` raw value (`nil` for `.none` and unknown types).
    init?(localAuthenticationBiometryType rawValue: Int) {
        switch rawValue {
        case 1: self = .touchID
        case 2: self = .faceID
        case 4: self = .opticID
        default: return nil
        }
    }
}
