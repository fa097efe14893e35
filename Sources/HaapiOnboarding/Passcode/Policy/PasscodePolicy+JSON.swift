public import Foundation
import HaapiModel

/// Why a passcode policy file cannot be used: the file, the key (when one is at fault)
/// and the reason.
public struct PasscodePolicyFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's name, as given.
    public var file: String
    /// The key at fault, if one is.
    public var key: String?
    /// What is wrong.
    public var reason: String

    /// Creates an error.
    public init(file: String, key: String? = nil, reason: String) {
        self.file = file
        self.key = key
        self.reason = reason
    }

    public var description: String { "\(file)" + (key.map { ": \($0)" } ?? "") + ": \(reason)" }
}

extension PasscodePolicy {
    /// The keys a policy file may hold: the initializer's parameters but the app's own rules.
    public static let fileKeys = [
        "minLength", "maxLength", "hasDigit", "hasUpper", "hasLower", "hasSpecial", "isDigitsOnly", "minUniqueChars",
        "retryLimit", "allowsTouchID", "noPasscodeRequired",
    ]

    /// Reads a policy from a JSON object whose keys are ``fileKeys`` (each optional, with
    /// the initializer's defaults), as an app or `haapi onboard --passcode-policy` gives it:
    ///
    /// ```json
    /// { "isDigitsOnly": true, "minLength": 6, "maxLength": 6, "minUniqueChars": 3, "allowsTouchID": false }
    /// ```
    ///
    /// - Throws: ``PasscodePolicyFileError`` naming `file`, the key and why: not a JSON
    ///   object, an unknown key, a value of the wrong type, or a policy no passcode could meet.
    public init(json data: Data, file: String) throws(PasscodePolicyFileError) {
        let object: [String: JSONValue]
        do {
            guard let parsed = try JSONValue.parse(data, limits: JSONParsingLimits(maximumDocumentSize: 64 * 1024, maximumDepth: 8)).objectValue
            else { throw PasscodePolicyFileError(file: file, reason: "not a JSON object") }
            object = parsed
        } catch let error as PasscodePolicyFileError {
            throw error
        } catch {
            throw PasscodePolicyFileError(file: file, reason: "not JSON: \(error)")
        }
        if let unknown = object.keys.sorted().first(where: { !Self.fileKeys.contains($0) }) {
            throw PasscodePolicyFileError(file: file, key: unknown, reason: "not a policy key (known: \(Self.fileKeys.joined(separator: ", ")))")
        }
        func integer(_ key: String, _ fallback: Int) throws(PasscodePolicyFileError) -> Int {
            guard let value = object[key] else { return fallback }
            guard let number = value.numberValue?.intValue else {
                throw PasscodePolicyFileError(file: file, key: key, reason: "expected a whole number, found \(value.typeDescription)")
            }
            return number
        }
        func flag(_ key: String, _ fallback: Bool) throws(PasscodePolicyFileError) -> Bool {
            guard let value = object[key] else { return fallback }
            guard let flag = value.boolValue else {
                throw PasscodePolicyFileError(file: file, key: key, reason: "expected true or false, found \(value.typeDescription)")
            }
            return flag
        }
        let retryLimit: Int? = object["retryLimit"].map(\.isNull) == false ? try integer("retryLimit", 0) : nil
        let (minLength, maxLength, minUniqueChars) = (try integer("minLength", 8), try integer("maxLength", 128), try integer("minUniqueChars", 0))
        let (hasDigit, hasUpper, hasLower, hasSpecial) = (try flag("hasDigit", false), try flag("hasUpper", false), try flag("hasLower", false), try flag("hasSpecial", false))
        let (isDigitsOnly, allowsTouchID, noPasscodeRequired) = (try flag("isDigitsOnly", false), try flag("allowsTouchID", true), try flag("noPasscodeRequired", false))
        do {
            try self.init(
                minLength: minLength, maxLength: maxLength, hasDigit: hasDigit, hasUpper: hasUpper, hasLower: hasLower, hasSpecial: hasSpecial,
                isDigitsOnly: isDigitsOnly, minUniqueChars: minUniqueChars, retryLimit: retryLimit, allowsTouchID: allowsTouchID,
                noPasscodeRequired: noPasscodeRequired)
        } catch {
            throw PasscodePolicyFileError(file: file, reason: error.description)
        }
    }
}
