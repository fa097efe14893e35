import Foundation

/// What a passcode screen tells the person besides its step's own texts.
public enum PasscodeNotice: Sendable, Hashable {
    /// The confirmation differed from the first entry; the person starts again.
    case mismatch
    /// The passcode misses these requirements of the policy.
    case unmetRequirements([PasscodeRequirement])
    /// The app (its validation delegate or ``PasscodeControllerDelegate/shouldTryPasscode(_:forInputMode:fromController:)``) refused the passcode.
    case refused(PasscodeControllerError)
    /// A wrong passcode; `triesRemaining` when the number of tries is limited.
    case wrongPasscode(triesRemaining: Int?)
    /// Enable was chosen but nobody enrolled biometrics: how to enrol.
    case enrolBiometrics
    /// Biometrics did not release the passcode (not recognised, locked out, ...): the passcode is asked.
    case biometricsFailed(BiometricError)
    /// The enrolled biometrics changed, so the biometric copy of the passcode was dropped.
    case biometricsEnrollmentChanged
}

/// A passcode held by a flow between its steps; its description never shows it.
public struct PendingPasscode: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The passcode.
    public let value: String

    /// Wraps `value`.
    public init(_ value: String) { self.value = value }

    /// Whether `other` is the same passcode (compared in Unicode NFC).
    public func matches(_ other: String) -> Bool {
        value.precomposedStringWithCanonicalMapping == other.precomposedStringWithCanonicalMapping
    }

    public var description: String { "<passcode>" }
    public var debugDescription: String { description }
}
