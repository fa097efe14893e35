// Signature stubs of the parts of Apple's DeviceCheck framework (App Attest) that
// HaapiKit's Apple-only files use, written from Apple's documented Swift signatures,
// so that `Tests/AppleStubs/check` can type-check those files on Linux. Only
// declarations: nothing here runs.
import Foundation

public let DCErrorDomain = "com.apple.devicecheck.error"

// struct DCError: CustomNSError, Hashable, Error { enum Code: Int { ... }; var code: Code }
public struct DCError: Error, Hashable {
    public enum Code: Int, Sendable {
        case unknownSystemFailure = 0
        case featureUnsupported = 1
        case invalidInput = 2
        case invalidKey = 3
        case serverUnavailable = 4
    }

    public var code: Code
}

// class DCAppAttestService : NSObject
open class DCAppAttestService {
    // class var shared: DCAppAttestService { get }
    open class var shared: DCAppAttestService { fatalError("stub") }
    // var isSupported: Bool { get }
    open var isSupported: Bool { fatalError("stub") }
    // func generateKey() async throws -> String
    open func generateKey() async throws -> String { fatalError("stub") }
    // func attestKey(_ keyId: String, clientDataHash: Data) async throws -> Data
    open func attestKey(_ keyId: String, clientDataHash: Data) async throws -> Data { fatalError("stub") }
    // func generateAssertion(_ keyId: String, clientDataHash: Data) async throws -> Data
    open func generateAssertion(_ keyId: String, clientDataHash: Data) async throws -> Data { fatalError("stub") }
}
