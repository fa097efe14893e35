// Signature stubs of the parts of Apple's AuthenticationServices framework that
// HaapiKit's platform passkey handler uses, written from Apple's documented Swift
// signatures, so that `Tests/AppleStubs/check` can type-check it on Linux. Only
// declarations: nothing here runs.
import Foundation

/// `UIWindow` / `NSWindow` on Apple platforms.
open class ASPresentationAnchor: NSObject {}

open class ASAuthorizationRequest: NSObject {}

/// `protocol ASAuthorizationCredential: NSObjectProtocol, NSCopying, NSSecureCoding`
public protocol ASAuthorizationCredential: NSObjectProtocol {}

open class ASAuthorization: NSObject {
    // var credential: any ASAuthorizationCredential { get }
    open var credential: any ASAuthorizationCredential { fatalError("stub") }
}

/// `struct ASAuthorizationPublicKeyCredentialUserVerificationPreference: RawRepresentable` (String)
public struct ASAuthorizationPublicKeyCredentialUserVerificationPreference: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let required = Self("required")
    public static let preferred = Self("preferred")
    public static let discouraged = Self("discouraged")
}

/// `struct ASAuthorizationPublicKeyCredentialAttestationKind: RawRepresentable` (String)
public struct ASAuthorizationPublicKeyCredentialAttestationKind: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = Self(rawValue: "none")
    public static let direct = Self(rawValue: "direct")
}

open class ASAuthorizationPlatformPublicKeyCredentialDescriptor: NSObject {
    // init(credentialID: Data)
    public init(credentialID: Data) {}
}

open class ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest: ASAuthorizationRequest {
    // var displayName: String?
    open var displayName: String?
    // var userVerificationPreference: ASAuthorizationPublicKeyCredentialUserVerificationPreference
    open var userVerificationPreference: ASAuthorizationPublicKeyCredentialUserVerificationPreference = .preferred
    // var attestationPreference: ASAuthorizationPublicKeyCredentialAttestationKind
    open var attestationPreference: ASAuthorizationPublicKeyCredentialAttestationKind = .none
    // var excludedCredentials: [ASAuthorizationPlatformPublicKeyCredentialDescriptor] (iOS 17.4, macOS 14.4)
    open var excludedCredentials: [ASAuthorizationPlatformPublicKeyCredentialDescriptor] = []
    // enum RequestStyle: Int (iOS 18, macOS 15)
    public enum RequestStyle: Int, Sendable {
        case standard = 0
        case conditional = 1
    }
    // var requestStyle: ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest.RequestStyle (iOS 18, macOS 15)
    open var requestStyle: RequestStyle = .standard
}

open class ASAuthorizationPlatformPublicKeyCredentialAssertionRequest: ASAuthorizationRequest {
    // var allowedCredentials: [ASAuthorizationPlatformPublicKeyCredentialDescriptor]
    open var allowedCredentials: [ASAuthorizationPlatformPublicKeyCredentialDescriptor] = []
    // var userVerificationPreference: ASAuthorizationPublicKeyCredentialUserVerificationPreference
    open var userVerificationPreference: ASAuthorizationPublicKeyCredentialUserVerificationPreference = .preferred
}

open class ASAuthorizationPlatformPublicKeyCredentialProvider: NSObject {
    // init(relyingPartyIdentifier: String)
    public init(relyingPartyIdentifier: String) {}
    // func createCredentialRegistrationRequest(challenge: Data, name: String, userID: Data) -> ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest
    open func createCredentialRegistrationRequest(challenge: Data, name: String, userID: Data)
        -> ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest { fatalError("stub") }
    // func createCredentialAssertionRequest(challenge: Data) -> ASAuthorizationPlatformPublicKeyCredentialAssertionRequest
    open func createCredentialAssertionRequest(challenge: Data) -> ASAuthorizationPlatformPublicKeyCredentialAssertionRequest {
        fatalError("stub")
    }
    // func createCredentialRegistrationRequest(challenge: Data, name: String, userID: Data, requestStyle: ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest.RequestStyle) -> ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest (iOS 18, macOS 15)
    open func createCredentialRegistrationRequest(
        challenge: Data, name: String, userID: Data, requestStyle: ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest.RequestStyle
    ) -> ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest { fatalError("stub") }
}

open class ASAuthorizationSecurityKeyPublicKeyCredentialDescriptor: NSObject {
    /// `struct Transport: RawRepresentable` (String)
    public struct Transport: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        // static var usb, nfc, bluetooth; static func allSupported() -> [Transport]
        public static let usb = Self(rawValue: "usb")
        public static let nfc = Self(rawValue: "nfc")
        public static let bluetooth = Self(rawValue: "ble")
        public static func allSupported() -> [Transport] { [.usb, .nfc, .bluetooth] }
    }
    // init(credentialID: Data, transports: [ASAuthorizationSecurityKeyPublicKeyCredentialDescriptor.Transport])
    public init(credentialID: Data, transports: [Transport]) {}
}

open class ASAuthorizationSecurityKeyPublicKeyCredentialAssertionRequest: ASAuthorizationRequest {
    // var allowedCredentials: [ASAuthorizationSecurityKeyPublicKeyCredentialDescriptor]
    open var allowedCredentials: [ASAuthorizationSecurityKeyPublicKeyCredentialDescriptor] = []
    // var userVerificationPreference: ASAuthorizationPublicKeyCredentialUserVerificationPreference
    open var userVerificationPreference: ASAuthorizationPublicKeyCredentialUserVerificationPreference = .preferred
}

open class ASAuthorizationSecurityKeyPublicKeyCredentialProvider: NSObject {
    // init(relyingPartyIdentifier: String)
    public init(relyingPartyIdentifier: String) {}
    // func createCredentialAssertionRequest(challenge: Data) -> ASAuthorizationSecurityKeyPublicKeyCredentialAssertionRequest
    open func createCredentialAssertionRequest(challenge: Data) -> ASAuthorizationSecurityKeyPublicKeyCredentialAssertionRequest {
        fatalError("stub")
    }
}

open class ASAuthorizationSecurityKeyPublicKeyCredentialAssertion: NSObject, ASAuthorizationCredential {
    // var credentialID: Data { get }
    open var credentialID: Data { fatalError("stub") }
    // var rawClientDataJSON: Data { get }
    open var rawClientDataJSON: Data { fatalError("stub") }
    // var rawAuthenticatorData: Data! { get }
    open var rawAuthenticatorData: Data! { fatalError("stub") }
    // var signature: Data! { get }
    open var signature: Data! { fatalError("stub") }
    // var userID: Data! { get }
    open var userID: Data! { fatalError("stub") }
}

open class ASAuthorizationPlatformPublicKeyCredentialRegistration: NSObject, ASAuthorizationCredential {
    // var credentialID: Data { get }
    open var credentialID: Data { fatalError("stub") }
    // var rawClientDataJSON: Data { get }
    open var rawClientDataJSON: Data { fatalError("stub") }
    // var rawAttestationObject: Data? { get }
    open var rawAttestationObject: Data? { fatalError("stub") }
}

open class ASAuthorizationPlatformPublicKeyCredentialAssertion: NSObject, ASAuthorizationCredential {
    // var credentialID: Data { get }
    open var credentialID: Data { fatalError("stub") }
    // var rawClientDataJSON: Data { get }
    open var rawClientDataJSON: Data { fatalError("stub") }
    // var rawAuthenticatorData: Data! { get }
    open var rawAuthenticatorData: Data! { fatalError("stub") }
    // var signature: Data! { get }
    open var signature: Data! { fatalError("stub") }
    // var userID: Data! { get }
    open var userID: Data! { fatalError("stub") }
}

/// `struct ASAuthorizationError: CustomNSError` with `enum Code: Int`
public struct ASAuthorizationError: Error {
    public enum Code: Int, Sendable {
        case unknown = 1000
        case canceled = 1001
        case invalidResponse = 1002
        case notHandled = 1003
        case failed = 1004
        case notInteractive = 1005
        case matchedExcludedCredential = 1006
    }

    public var code: Code
}

@MainActor
public protocol ASAuthorizationControllerDelegate: NSObjectProtocol {
    // optional func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    // optional func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

@MainActor
public protocol ASAuthorizationControllerPresentationContextProviding: NSObjectProtocol {
    // func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

@MainActor
open class ASAuthorizationController: NSObject {
    // init(authorizationRequests: [ASAuthorizationRequest])
    public init(authorizationRequests: [ASAuthorizationRequest]) {}
    // weak var delegate: (any ASAuthorizationControllerDelegate)?
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    // weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?
    // func performRequests()
    open func performRequests() {}
    // func cancel()
    open func cancel() {}
}
