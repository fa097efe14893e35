import Foundation

/// What a passcode must be (seed 002's `FUIPasscodePolicy`; `FUIPasscodePolicy` is an alias).
///
/// A policy is checked when it is made: one that no passcode could meet (digits
/// only with an upper-case letter, a minimum length below 1, more different
/// characters than the longest passcode holds, ...) is refused with a
/// ``PasscodePolicyError`` naming the fields. Passcodes are compared in Unicode NFC
/// and counted in characters as a person sees them.
///
/// ```swift
/// let policy = try PasscodePolicy(minLength: 6, isDigitsOnly: true, retryLimit: 10)
/// policy.validate("12345")          // [.minLength(6)]
/// ```
public struct PasscodePolicy: Sendable {
    /// The shortest passcode (default 8).
    public let minLength: Int
    /// The longest passcode (default 128): longer input is refused at the field.
    public let maxLength: Int
    /// Whether a digit is required.
    public let hasDigit: Bool
    /// Whether an upper-case letter is required.
    public let hasUpper: Bool
    /// Whether a lower-case letter is required.
    public let hasLower: Bool
    /// Whether a character other than a letter or digit is required.
    public let hasSpecial: Bool
    /// Whether the passcode is digits `0`–`9` only (a PIN).
    public let isDigitsOnly: Bool
    /// How many different characters the passcode needs; `0` or `-1` turns the rule off.
    public let minUniqueChars: Int
    /// How many wrong passcodes in a row lock the passcode (`nil`: never; waits still grow).
    public let retryLimit: Int?
    /// Whether the person may unlock with biometrics (Touch ID / Face ID) besides the passcode.
    public let allowsTouchID: Bool
    /// Whether the person may skip setting a passcode.
    public let noPasscodeRequired: Bool
    /// The app's own rules, checked after the built-in ones.
    public let rules: [PasscodeRule]

    /// The seed's defaults: at least 8 characters, no character-class rules, no retry limit, biometrics allowed.
    public static let standard = PasscodePolicy(
        unchecked: 8, 128, false, false, false, false, false, 0, nil, true, false, [])

    /// Creates a policy, refusing one that no passcode could meet.
    /// - Throws: ``PasscodePolicyError`` naming the fields that are out of range or contradict each other.
    public init(
        minLength: Int = 8, maxLength: Int = 128, hasDigit: Bool = false, hasUpper: Bool = false, hasLower: Bool = false,
        hasSpecial: Bool = false, isDigitsOnly: Bool = false, minUniqueChars: Int = 0, retryLimit: Int? = nil,
        allowsTouchID: Bool = true, noPasscodeRequired: Bool = false, rules: [PasscodeRule] = []
    ) throws(PasscodePolicyError) {
        self.init(
            unchecked: minLength, maxLength, hasDigit, hasUpper, hasLower, hasSpecial, isDigitsOnly, minUniqueChars, retryLimit,
            allowsTouchID, noPasscodeRequired, rules)
        try check()
    }

    private init(
        unchecked minLength: Int, _ maxLength: Int, _ hasDigit: Bool, _ hasUpper: Bool, _ hasLower: Bool, _ hasSpecial: Bool,
        _ isDigitsOnly: Bool, _ minUniqueChars: Int, _ retryLimit: Int?, _ allowsTouchID: Bool, _ noPasscodeRequired: Bool,
        _ rules: [PasscodeRule]
    ) {
        self.minLength = minLength
        self.maxLength = maxLength
        self.hasDigit = hasDigit
        self.hasUpper = hasUpper
        self.hasLower = hasLower
        self.hasSpecial = hasSpecial
        self.isDigitsOnly = isDigitsOnly
        self.minUniqueChars = minUniqueChars
        self.retryLimit = retryLimit
        self.allowsTouchID = allowsTouchID
        self.noPasscodeRequired = noPasscodeRequired
        self.rules = rules
    }

    /// The requirements the checklist shows, in order (rules the app hid are left out).
    public var requirements: [PasscodeRequirement] {
        var list: [PasscodeRequirement] = [.minLength(minLength)]
        if isDigitsOnly {
            list.append(.digitsOnly)
        } else {
            if hasDigit { list.append(.digit) }
            if hasUpper { list.append(.upper) }
            if hasLower { list.append(.lower) }
            if hasSpecial { list.append(.special) }
        }
        if minUniqueChars > 0 { list.append(.minUniqueChars(minUniqueChars)) }
        for (index, rule) in rules.enumerated() where rule.isShown {
            list.append(.rule(index: index, displayName: rule.displayName))
        }
        return list
    }

    /// The requirements `passcode` fails, in checklist order (the longest length and
    /// hidden rules included when they fail); empty when it meets the policy.
    public func validate(_ passcode: String) -> [PasscodeRequirement] {
        let characters = Array(passcode.precomposedStringWithCanonicalMapping)
        var failing: [PasscodeRequirement] = []
        if characters.count < minLength { failing.append(.minLength(minLength)) }
        if characters.count > maxLength { failing.append(.maxLength(maxLength)) }
        if isDigitsOnly {
            if !characters.allSatisfy(Self.isASCIIDigit) { failing.append(.digitsOnly) }
        } else {
            if hasDigit, !characters.contains(where: \.isNumber) { failing.append(.digit) }
            if hasUpper, !characters.contains(where: \.isUppercase) { failing.append(.upper) }
            if hasLower, !characters.contains(where: \.isLowercase) { failing.append(.lower) }
            if hasSpecial, !characters.contains(where: Self.isSpecial) { failing.append(.special) }
        }
        if minUniqueChars > 0, Set(characters).count < minUniqueChars { failing.append(.minUniqueChars(minUniqueChars)) }
        // The app's rules see at most the longest allowed passcode's worth of text.
        if characters.count <= maxLength {
            for (index, rule) in rules.enumerated() where !rule.check(passcode) {
                failing.append(.rule(index: index, displayName: rule.displayName))
            }
        }
        return failing
    }

    /// Whether `passcode` meets the policy.
    public func isSatisfied(by passcode: String) -> Bool { validate(passcode).isEmpty }

    static func isASCIIDigit(_ character: Character) -> Bool {
        character.isASCII && character.isWholeNumber
    }

    static func isSpecial(_ character: Character) -> Bool {
        !character.isLetter && !character.isNumber
    }

    private func check() throws(PasscodePolicyError) {
        if minLength < 1 { throw .outOfRange(field: "minLength", value: minLength, allowed: "at least 1") }
        if maxLength < minLength {
            throw .contradiction(fields: ["minLength", "maxLength"], reason: "the longest passcode (\(maxLength)) is shorter than the shortest (\(minLength))")
        }
        if let retryLimit, retryLimit < 1 { throw .outOfRange(field: "retryLimit", value: retryLimit, allowed: "at least 1, or nil for no limit") }
        if minUniqueChars < -1 { throw .outOfRange(field: "minUniqueChars", value: minUniqueChars, allowed: "-1 or 0 (off), or a positive count") }
        if isDigitsOnly {
            let classes = [("hasUpper", hasUpper), ("hasLower", hasLower), ("hasSpecial", hasSpecial)].filter(\.1).map(\.0)
            if !classes.isEmpty {
                throw .contradiction(fields: ["isDigitsOnly"] + classes, reason: "a passcode of digits only has no letters or other characters")
            }
            if minUniqueChars > 10 {
                throw .contradiction(fields: ["isDigitsOnly", "minUniqueChars"], reason: "there are only 10 different digits")
            }
        }
        if minUniqueChars > maxLength {
            throw .contradiction(fields: ["minUniqueChars", "maxLength"], reason: "\(minUniqueChars) different characters do not fit in \(maxLength)")
        }
        let classes = [("hasDigit", hasDigit), ("hasUpper", hasUpper), ("hasLower", hasLower), ("hasSpecial", hasSpecial)]
            .filter(\.1).map(\.0)
        if !isDigitsOnly, classes.count > maxLength {
            throw .contradiction(fields: ["maxLength"] + classes, reason: "\(classes.count) required kinds of character do not fit in \(maxLength)")
        }
    }
}
