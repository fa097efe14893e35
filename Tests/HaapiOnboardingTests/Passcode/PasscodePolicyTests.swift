import HaapiOnboarding
import Testing

@Suite struct PasscodePolicyTests {
    @Test func theStandardPolicyIsTheSeedsDefaults() {
        let policy = PasscodePolicy.standard
        #expect(policy.minLength == 8)
        #expect(policy.retryLimit == nil)
        #expect(policy.allowsTouchID)
        #expect(!policy.noPasscodeRequired && !policy.isDigitsOnly)
        #expect(policy.requirements == [.minLength(8)])
        #expect(policy.validate("1234567") == [.minLength(8)])
        #expect(policy.isSatisfied(by: "12345678"))
    }

    @Test(arguments: [
        ("abc", [PasscodeRequirement.digit, .upper, .special]),
        ("abc1", [.upper, .special]),
        ("Abc1", [.special]),
        ("Abc1!", []),
        ("ABC1!", [.lower]),
        ("Ab c1", []),
    ])
    func eachCharacterClassRuleIsCheckedOnItsOwn(passcode: String, failing: [PasscodeRequirement]) throws {
        let policy = try PasscodePolicy(minLength: 1, hasDigit: true, hasUpper: true, hasLower: true, hasSpecial: true)
        #expect(policy.validate(passcode) == failing)
    }

    @Test func digitsOnlyAcceptsTheTenASCIIDigitsOnly() throws {
        let policy = try PasscodePolicy(minLength: 4, isDigitsOnly: true)
        #expect(policy.requirements == [.minLength(4), .digitsOnly])
        #expect(policy.validate("0123").isEmpty)
        #expect(policy.validate("01a3") == [.digitsOnly])
        #expect(policy.validate("٠١٢٣") == [.digitsOnly], "Arabic-Indic digits are not on a PIN pad")
        #expect(policy.validate("12") == [.minLength(4)])
    }

    @Test func minUniqueCharsCountsDifferentCharactersAndZeroOrMinusOneTurnsItOff() throws {
        let policy = try PasscodePolicy(minLength: 4, minUniqueChars: 3)
        #expect(policy.validate("aaaa") == [.minUniqueChars(3)])
        #expect(policy.validate("abab") == [.minUniqueChars(3)])
        #expect(policy.validate("abca").isEmpty)
        for off in [0, -1] {
            #expect(try PasscodePolicy(minLength: 4, minUniqueChars: off).validate("aaaa").isEmpty)
        }
    }

    @Test func appRulesAreCheckedAndOnlyShownRulesAreListedUntilTheyFail() throws {
        let noYear = PasscodeRule(displayName: "Not a year") { !($0.count == 4 && $0.hasPrefix("19")) }
        let hidden = PasscodeRule(displayName: "Not the user name", isShown: false) { $0 != "anna" }
        let policy = try PasscodePolicy(minLength: 4, rules: [noYear, hidden])
        #expect(policy.requirements == [.minLength(4), .rule(index: 0, displayName: "Not a year")])
        #expect(policy.validate("1984") == [.rule(index: 0, displayName: "Not a year")])
        #expect(policy.validate("anna") == [.rule(index: 1, displayName: "Not the user name")])
        #expect(policy.validate("2bad").isEmpty)
    }

    @Test func charactersAreCountedAsAPersonSeesThemInNFC() throws {
        let policy = try PasscodePolicy(minLength: 4, minUniqueChars: 4)
        let decomposed = "e\u{301}e\u{301}ab"  // éé a b as combining sequences
        #expect(policy.validate(decomposed) == [.minUniqueChars(4)], "é written twice is one different character")
        #expect(policy.validate("🇸🇪🇳🇱ab").isEmpty, "a flag is one character")
    }

    @Test func aTenThousandCharacterPasscodeIsRefusedAsTooLongWithoutRunningTheAppsRules() throws {
        let rule = PasscodeRule(displayName: "never") { _ in Issue.record("the rule ran on an over-long passcode"); return false }
        let policy = try PasscodePolicy(rules: [rule])
        #expect(policy.validate(String(repeating: "x", count: 10_000)) == [.maxLength(128)])
    }

    /// The description of the error `make` throws, or `nil` when it made a policy.
    func refusal(_ make: () throws(PasscodePolicyError) -> PasscodePolicy) -> String? {
        do {
            _ = try make()
            return nil
        } catch {
            return error.description
        }
    }

    @Test func anImpossiblePolicyIsRefusedNamingItsFields() {
        #expect(refusal { () throws(PasscodePolicyError) in try PasscodePolicy(minLength: 0) }
            == "PasscodePolicy.minLength is 0; it must be at least 1")
        #expect(refusal { () throws(PasscodePolicyError) in try PasscodePolicy(retryLimit: 0) }
            == "PasscodePolicy.retryLimit is 0; it must be at least 1, or nil for no limit")
        #expect(refusal { () throws(PasscodePolicyError) in try PasscodePolicy(minUniqueChars: -2) }
            == "PasscodePolicy.minUniqueChars is -2; it must be -1 or 0 (off), or a positive count")
        #expect(refusal { () throws(PasscodePolicyError) in try PasscodePolicy(isDigitsOnly: true, minUniqueChars: 11) }
            == "PasscodePolicy: isDigitsOnly and minUniqueChars cannot be combined: there are only 10 different digits")
        #expect(refusal { () throws(PasscodePolicyError) in try PasscodePolicy(minLength: 10, maxLength: 9) }
            == "PasscodePolicy: minLength and maxLength cannot be combined: the longest passcode (9) is shorter than the shortest (10)")
        #expect(refusal { () throws(PasscodePolicyError) in try PasscodePolicy(minLength: 2, maxLength: 4, minUniqueChars: 5) }
            == "PasscodePolicy: minUniqueChars and maxLength cannot be combined: 5 different characters do not fit in 4")
        #expect(refusal { () throws(PasscodePolicyError) in try PasscodePolicy(minLength: 1, maxLength: 2, hasDigit: true, hasUpper: true, hasLower: true) }
            == "PasscodePolicy: maxLength and hasDigit and hasUpper and hasLower cannot be combined: 3 required kinds of character do not fit in 2")
        #expect(refusal { () throws(PasscodePolicyError) in try PasscodePolicy(minLength: 6, isDigitsOnly: true, retryLimit: 5) } == nil)
    }

    @Test func digitsOnlyWithLetterRulesIsAContradictionNamingEveryField() {
        #expect(throws: PasscodePolicyError.contradiction(
            fields: ["isDigitsOnly", "hasUpper", "hasSpecial"], reason: "a passcode of digits only has no letters or other characters")) {
            try PasscodePolicy(hasUpper: true, hasSpecial: true, isDigitsOnly: true)
        }
    }
}
