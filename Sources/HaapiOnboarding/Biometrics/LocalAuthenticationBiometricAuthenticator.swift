// iOS (with Mac Catalyst) and macOS only: the package's platforms, whose minimum versions have
// every API used here (LAContext.domainState needs iOS 18 / macOS 15). HAAPI_APPLE_STUBS is set only
// by Tests/AppleStubs/check, which type-checks this file against stubs of the Apple APIs on any platform.
#if canImport(LocalAuthentication) && canImport(Security) && (os(iOS) || os(macOS) || HAAPI_APPLE_STUBS)
import Foundation
import LocalAuthentication
import Logging
import Security

/// The biometrics of Apple devices (Touch ID, Face ID, Optic ID), through the Keychain.
///
/// Each secret is a generic-password item (service ``service``, the account) whose
/// access control is `biometryCurrentSet` with
/// `kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly`: it never leaves the device, it
/// disappears when the device passcode is removed, and adding or removing a finger or
/// face invalidates it. Releasing a secret first authenticates an `LAContext` with the
/// reason (`evaluatePolicy`), then reads the item with that context
/// (`kSecUseAuthenticationContext`), so the system, not this code, decides whether the
/// person was recognised.
///
/// To tell an enrolment change from a missing secret, the biometric domain state
/// (`LAContext.domainState.biometry.stateHash`) at storing time is kept in a second,
/// unprotected item (service ``service`` + `.enrollment`; it is not secret). When the
/// Keychain no longer finds or opens a stored secret and that state differs now, the
/// error is ``BiometricError/enrollmentChanged``; otherwise ``BiometricError/secretNotFound(account:)``
/// or ``BiometricError/failed``. The state can also change with a major OS update, which
/// is why it is only consulted once the Keychain has refused.
///
/// Error mapping: `LAError` codes as ``BiometricError/localAuthentication(code:description:)``
/// says (portable and tested); `errSecAuthFailed` is ``BiometricError/failed`` (or
/// ``BiometricError/enrollmentChanged``), `errSecUserCanceled` ``BiometricError/cancelled``.
public struct LocalAuthenticationBiometricAuthenticator: BiometricAuthenticator {
    /// The Keychain service of the items (one item per account).
    public let service: String
    private let logger: Logger

    /// Creates an authenticator keeping its secrets under `service` (for example the bundle identifier).
    public init(service: String, logger: Logger = Logger(label: "HaapiOnboarding")) {
        self.service = service
        self.logger = logger
    }

    public func availability() async -> BiometricAvailability {
        let context = LAContext()
        var error: NSError?
        let usable = context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error)
        guard let kind = Self.kind(of: context.biometryType) else { return .notAvailable }
        if usable { return .available(kind) }
        switch Self.biometricError(error) {
        case .notEnrolled: return .notEnrolled(kind)
        case .lockedOut: return .lockedOut(kind)
        default: return .notAvailable
        }
    }

    /// Stores `secret` bound to the current enrolment; needs usable biometrics (not
    /// locked out) so that the enrolment can be recorded.
    public func storeSecret(_ secret: Data, account: String) async throws(BiometricError) {
        let context = LAContext()
        var error: NSError?
        guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else { throw Self.biometricError(error) }
        var accessError: Unmanaged<CFError>?
        guard
            let access = SecAccessControlCreateWithFlags(
                kCFAllocatorDefault, kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly, .biometryCurrentSet, &accessError)
        else {
            let message = accessError.map { ($0.takeRetainedValue() as any Error).localizedDescription } ?? "no access control"
            throw .system(message)
        }
        delete(account: account)
        var item = query(account: account, service: service)
        item[kSecAttrAccessControl as String] = access
        item[kSecValueData as String] = secret
        let status = SecItemAdd(item as CFDictionary, nil)
        guard status == errSecSuccess else { throw Self.systemError(status) }
        if let state = context.domainState.biometry.stateHash {
            var marker = query(account: account, service: enrollmentService)
            marker[kSecAttrAccessible as String] = kSecAttrAccessibleWhenUnlockedThisDeviceOnly
            marker[kSecValueData as String] = state
            let markerStatus = SecItemAdd(marker as CFDictionary, nil)
            if markerStatus != errSecSuccess {
                logger.warning("The biometric enrolment state could not be kept", metadata: ["status": "\(markerStatus)"])
            }
        }
    }

    public func secret(account: String, reason: String) async throws(BiometricError) -> Data {
        guard itemExists(account: account) else { throw missingError(account: account) }
        let context = LAContext()
        context.localizedReason = reason
        do {
            _ = try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: reason)
        } catch {
            throw Self.biometricError(error as NSError)
        }
        var read = query(account: account, service: service)
        read[kSecReturnData as String] = true
        read[kSecMatchLimit as String] = kSecMatchLimitOne
        read[kSecUseAuthenticationContext as String] = context
        var result: CFTypeRef?
        let status = SecItemCopyMatching(read as CFDictionary, &result)
        switch status {
        case errSecSuccess:
            guard let data = result as? Data else { throw .system("the Keychain returned no data") }
            return data
        case errSecUserCanceled:
            throw .cancelled
        case errSecItemNotFound:
            throw missingError(account: account)
        case errSecAuthFailed:
            throw enrollmentChanged(account: account) ? .enrollmentChanged : .failed
        default:
            throw Self.systemError(status)
        }
    }

    /// Whether an item is stored under `account` whose enrolment is still current (no prompt).
    public func hasSecret(account: String) async -> Bool {
        itemExists(account: account) && !enrollmentChanged(account: account)
    }

    public func removeSecret(account: String) async {
        delete(account: account)
    }

    // MARK: - Keychain

    private var enrollmentService: String { service + ".enrollment" }

    private func query(account: String, service: String) -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecUseDataProtectionKeychain as String: true,
        ]
    }

    /// Looks the item up without prompting: a protected item answers "interaction not allowed".
    private func itemExists(account: String) -> Bool {
        let context = LAContext()
        context.interactionNotAllowed = true
        var lookup = query(account: account, service: service)
        lookup[kSecUseAuthenticationContext as String] = context
        lookup[kSecReturnAttributes as String] = true
        let status = SecItemCopyMatching(lookup as CFDictionary, nil)
        return status == errSecSuccess || status == errSecInteractionNotAllowed
    }

    /// Whether the enrolment recorded with the account's secret differs from the current one.
    private func enrollmentChanged(account: String) -> Bool {
        var lookup = query(account: account, service: enrollmentService)
        lookup[kSecReturnData as String] = true
        lookup[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: CFTypeRef?
        guard SecItemCopyMatching(lookup as CFDictionary, &result) == errSecSuccess, let recorded = result as? Data else { return false }
        let context = LAContext()
        var error: NSError?
        _ = context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error)
        return context.domainState.biometry.stateHash != recorded
    }

    private func missingError(account: String) -> BiometricError {
        enrollmentChanged(account: account) ? .enrollmentChanged : .secretNotFound(account: account)
    }

    private func delete(account: String) {
        SecItemDelete(query(account: account, service: service) as CFDictionary)
        SecItemDelete(query(account: account, service: enrollmentService) as CFDictionary)
    }

    // MARK: - Mapping

    private static func kind(of type: LABiometryType) -> BiometryKind? {
        BiometryKind(localAuthenticationBiometryType: type.rawValue)
    }

    private static func biometricError(_ error: NSError?) -> BiometricError {
        guard let error else { return .notAvailable }
        guard error.domain == LAErrorDomain else { return .system(error.localizedDescription) }
        return .localAuthentication(code: error.code, description: error.localizedDescription)
    }

    private static func systemError(_ status: OSStatus) -> BiometricError {
        let message = SecCopyErrorMessageString(status, nil) as String? ?? "Keychain status \(status)"
        return .system(message)
    }
}
#endif
