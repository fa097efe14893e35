import Foundation
import HaapiOnboarding
import HaapiScreenKit
import Testing

/// A passcode policy read from JSON (`PasscodePolicy(json:file:)`): seed 002's policy as
/// an app or `haapi onboard --passcode-policy` gives it, bad files refused naming the key.
@Suite("Passcode policy files")
struct PasscodePolicyFileTests {
    @Test func aPINPolicyIsReadWithTheDefaultsForWhatItLeavesOut() throws {
        let json = #"{"isDigitsOnly": true, "minLength": 6, "maxLength": 6, "minUniqueChars": 3, "allowsTouchID": false, "retryLimit": 5}"#
        let policy = try PasscodePolicy(json: Data(json.utf8), file: "pin.json")
        #expect(policy.isDigitsOnly && policy.minLength == 6 && policy.maxLength == 6 && policy.minUniqueChars == 3)
        #expect(!policy.allowsTouchID && policy.retryLimit == 5 && !policy.noPasscodeRequired && !policy.hasUpper)
        let empty = try PasscodePolicy(json: Data("{}".utf8), file: "empty.json")
        #expect(empty.minLength == PasscodePolicy.standard.minLength && empty.allowsTouchID && empty.retryLimit == nil)
        let noLimit = try PasscodePolicy(json: Data(#"{"retryLimit": null}"#.utf8), file: "n.json")
        #expect(noLimit.retryLimit == nil)
    }

    @Test(arguments: [
        (#"[1]"#, "p.json: not a JSON object"),
        (#"{"minLenght": 4}"#, "p.json: minLenght: not a policy key (known: minLength, maxLength, hasDigit, hasUpper, hasLower, hasSpecial, isDigitsOnly, minUniqueChars, retryLimit, allowsTouchID, noPasscodeRequired)"),
        (#"{"minLength": "6"}"#, "p.json: minLength: expected a whole number, found a string"),
        (#"{"minLength": 6.5}"#, "p.json: minLength: expected a whole number, found a number"),
        (#"{"isDigitsOnly": 1}"#, "p.json: isDigitsOnly: expected true or false, found a number"),
        (#"{"isDigitsOnly": true, "hasUpper": true}"#,
         "p.json: PasscodePolicy: isDigitsOnly and hasUpper cannot be combined: a passcode of digits only has no letters or other characters"),
        (#"{"minLength": 0}"#, "p.json: PasscodePolicy.minLength is 0; it must be at least 1"),
    ])
    func aBadFileIsRefusedNamingItsKeyAndWhy(_ json: String, _ message: String) {
        let error = #expect(throws: PasscodePolicyFileError.self) { try PasscodePolicy(json: Data(json.utf8), file: "p.json") }
        #expect(error?.description == message)
    }

    @Test func notJSONSaysSo() {
        let error = #expect(throws: PasscodePolicyFileError.self) { try PasscodePolicy(json: Data("{minLength: 6".utf8), file: "p.json") }
        #expect(error?.description.hasPrefix("p.json: not JSON: ") == true)
    }
}

/// The checklist's length line says digits for a PIN, and "exactly" for one length.
@MainActor
@Suite("Passcode checklist lengths")
struct PasscodeChecklistLengthTests {
    @Test func aPINSaysDigitsAndOneLengthSaysExactly() throws {
        let english = try ThemeRegistry.standard.registering(.onboarding)
        func text(_ policy: PasscodePolicy, _ registry: ThemeRegistry = english) -> String {
            let controller = PasscodeCreateController(themeRegistry: registry)
            controller.policy = policy
            return controller.requirementText(.minLength(policy.minLength))
        }
        #expect(text(try PasscodePolicy(minLength: 6, maxLength: 6, isDigitsOnly: true)) == "6 digits")
        #expect(text(try PasscodePolicy(minLength: 4, maxLength: 8, isDigitsOnly: true)) == "At least 4 digits")
        #expect(text(try PasscodePolicy(minLength: 8, maxLength: 8)) == "Exactly 8 characters")
        #expect(text(try PasscodePolicy(minLength: 6)) == "At least 6 characters")
        #expect(text(try PasscodePolicy(minLength: 6, maxLength: 6, isDigitsOnly: true), english.withLanguage(tag: "nl")) == "6 cijfers")
        #expect(text(try PasscodePolicy(minLength: 1, maxLength: 1, isDigitsOnly: true), english.withLanguage(tag: "sv")) == "1 siffra")
    }
}
