// Signature stubs of the parts of Apple's LocalAuthentication framework that
// HaapiKit's Apple-only files use, written from Apple's documented Swift signatures,
// so that `Tests/AppleStubs/check` can type-check those files on Linux. Only
// declarations: nothing here runs.
import Foundation

public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1
    case deviceOwnerAuthentication = 2
}

public enum LABiometryType: Int, Sendable {
    case none = 0
    case touchID = 1
    case faceID = 2
    case opticID = 4
}

public let LAErrorDomain = "com.apple.LocalAuthentication"

public struct LAError: Error {
    public enum Code: Int, Sendable {
        case authenticationFailed = -1
        case userCancel = -2
        case userFallback = -3
        case systemCancel = -4
        case passcodeNotSet = -5
        case biometryNotAvailable = -6
        case biometryNotEnrolled = -7
        case biometryLockout = -8
        case appCancel = -9
        case invalidContext = -10
        case companionNotAvailable = -11
        case notInteractive = -1004
    }

    public var code: Code
}

/// `LADomainState` (iOS 18, macOS 15).
public final class LADomainState {
    public final class Biometry {
        /// The state of the enrolled biometry; changes when a finger or face is added or removed.
        public var stateHash: Data? { fatalError("stub") }
        /// The kind of biometry.
        public var biometryType: LABiometryType { fatalError("stub") }
    }

    public var biometry: Biometry { fatalError("stub") }
    public var stateHash: Data? { fatalError("stub") }
}

open class LAContext {
    public init() {}
    // var localizedReason: String
    open var localizedReason: String = ""
    // var interactionNotAllowed: Bool
    open var interactionNotAllowed: Bool = false
    // var biometryType: LABiometryType { get }
    open var biometryType: LABiometryType { fatalError("stub") }
    // var domainState: LADomainState { get }
    open var domainState: LADomainState { fatalError("stub") }
    // func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool { fatalError("stub") }
    // func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool { fatalError("stub") }
    // func invalidate()
    open func invalidate() {}
}
