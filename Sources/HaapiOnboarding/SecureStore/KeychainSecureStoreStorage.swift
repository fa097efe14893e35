#if canImport(Security)
import Foundation
import Security

/// Keeps a store's bytes in one Keychain generic-password item, readable only while the
/// device is unlocked and never migrated to another device
/// (`kSecAttrAccessibleWhenUnlockedThisDeviceOnly`). The Keychain replaces an item's
/// data in one step.
public struct KeychainSecureStoreStorage: SecureStoreStorage {
    /// The item's service (`kSecAttrService`).
    public let service: String
    /// The item's account (`kSecAttrAccount`).
    public let account: String

    /// Keeps the bytes in the generic-password item `service`/`account`.
    public init(service: String, account: String) {
        self.service = service
        self.account = account
    }

    public var location: String { "Keychain item \(service)/\(account)" }

    private var query: [CFString: Any] {
        [kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: account]
    }

    public func read() throws(SecureStoreError) -> Data? {
        var lookup = query
        lookup[kSecReturnData] = true
        lookup[kSecMatchLimit] = kSecMatchLimitOne
        var result: CFTypeRef?
        let status = SecItemCopyMatching(lookup as CFDictionary, &result)
        switch status {
        case errSecSuccess:
            guard let data = result as? Data else { throw .corrupted(reason: "the Keychain item holds no data") }
            return data
        case errSecItemNotFound:
            return nil
        default:
            throw failure("read", status)
        }
    }

    public func write(_ bytes: Data) throws(SecureStoreError) {
        let update: [CFString: Any] = [kSecValueData: bytes, kSecAttrAccessible: kSecAttrAccessibleWhenUnlockedThisDeviceOnly]
        let status = SecItemUpdate(query as CFDictionary, update as CFDictionary)
        switch status {
        case errSecSuccess:
            return
        case errSecItemNotFound:
            let added = SecItemAdd(query.merging(update) { $1 } as CFDictionary, nil)
            guard added == errSecSuccess else { throw failure("add", added) }
        default:
            throw failure("update", status)
        }
    }

    public func delete() throws(SecureStoreError) {
        let status = SecItemDelete(query as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else { throw failure("delete", status) }
    }

    private func failure(_ operation: String, _ status: OSStatus) -> SecureStoreError {
        let message = SecCopyErrorMessageString(status, nil) as String? ?? "OSStatus \(status)"
        return .io(operation: operation, path: location, message: message)
    }
}
#endif
