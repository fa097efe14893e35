// Signature stubs of the parts of Apple's Security framework (and the CoreFoundation
// types it hands around) that HaapiKit's Apple-only files use, written from Apple's
// documented Swift signatures, so that `Tests/AppleStubs/check` can type-check those
// files on Linux. Only declarations: nothing here runs.
//
// Deviations a type checker on Linux forces (see README.md): CoreFoundation's
// toll-free bridging does not exist here, so `CFString` is `String`, `CFDictionary`
// is an existential every `Dictionary` converts to, and `CFTypeRef` parameters that
// take a `CFString` constant are `Any`.
import Foundation

public typealias OSStatus = Int32
public typealias CFString = String
public typealias CFTypeRef = AnyObject

/// Stands for `CFDictionary`: `someDictionary as CFDictionary` type-checks as on Darwin.
public protocol CFDictionaryBridge {}
extension Dictionary: CFDictionaryBridge {}
public typealias CFDictionary = any CFDictionaryBridge

public final class CFError: Error, Sendable {}
public final class CFAllocator: Sendable {}
public let kCFAllocatorDefault: CFAllocator? = nil

public final class SecAccessControl: Sendable {}

public struct SecAccessControlCreateFlags: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let userPresence = SecAccessControlCreateFlags(rawValue: 1 << 0)
    public static let biometryAny = SecAccessControlCreateFlags(rawValue: 1 << 1)
    public static let biometryCurrentSet = SecAccessControlCreateFlags(rawValue: 1 << 3)
    public static let devicePasscode = SecAccessControlCreateFlags(rawValue: 1 << 4)
}

// Result codes (SecBase.h).
public let errSecSuccess: OSStatus = 0
public let errSecUserCanceled: OSStatus = -128
public let errSecAuthFailed: OSStatus = -25293
public let errSecDuplicateItem: OSStatus = -25299
public let errSecItemNotFound: OSStatus = -25300
public let errSecInteractionNotAllowed: OSStatus = -25308

// Item classes, attributes and search keys (SecItem.h).
public let kSecClass: CFString = "class"
public let kSecClassGenericPassword: CFString = "genp"
public let kSecAttrService: CFString = "svce"
public let kSecAttrAccount: CFString = "acct"
public let kSecAttrAccessible: CFString = "pdmn"
public let kSecAttrAccessControl: CFString = "accc"
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
public let kSecValueData: CFString = "v_Data"
public let kSecReturnData: CFString = "r_Data"
public let kSecReturnAttributes: CFString = "r_Attributes"
public let kSecMatchLimit: CFString = "m_Limit"
public let kSecMatchLimitOne: CFString = "m_LimitOne"
public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"
public let kSecUseDataProtectionKeychain: CFString = "nleg"

// func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus
@discardableResult
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus { fatalError("stub") }
// func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus
@discardableResult
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus { fatalError("stub") }
// func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus
@discardableResult
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus { fatalError("stub") }
// func SecItemDelete(_ query: CFDictionary) -> OSStatus
@discardableResult
public func SecItemDelete(_ query: CFDictionary) -> OSStatus { fatalError("stub") }
// func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString?
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? { fatalError("stub") }
// func SecAccessControlCreateWithFlags(_ allocator: CFAllocator?, _ protection: CFTypeRef,
//     _ flags: SecAccessControlCreateFlags, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecAccessControl?
public func SecAccessControlCreateWithFlags(
    _ allocator: CFAllocator?, _ protection: Any, _ flags: SecAccessControlCreateFlags, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> SecAccessControl? { fatalError("stub") }
