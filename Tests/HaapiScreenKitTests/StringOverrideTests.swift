import Foundation
import Testing
@testable import HaapiScreenKit

@Suite("String overrides")
struct StringOverrideTests {
    let catalog = StringCatalog.standard

    @Test func sameArgumentsAreAccepted() throws {
        let changed = try catalog
            .overriding(.or, with: .text("Alternatively"), language: .english)
            .overriding(.pollingMinutesRemaining, with: .plural([[.one]: "%1$d min %2$d s left", [.other]: "%1$d mins %2$d s left"]), language: .english)
            .overriding(.bankIdInstructionBody1, with: .text("Scan within %s."), language: .english)
            .overriding(.pollingMinutesRemaining, with: .text("Nog %2$d seconden en %1$d minuten"), language: .dutch)
        #expect(try changed.string(.or, language: .english) == "Alternatively")
        #expect(try changed.string(.pollingMinutesRemaining, language: .english, arguments: [1, 5]) == "1 min 5 s left")
        #expect(try changed.string(.bankIdInstructionBody1, language: .english, arguments: ["3 minutes"]) == "Scan within 3 minutes.")
        #expect(try changed.string(.pollingMinutesRemaining, language: .dutch, arguments: [2, 9]) == "Nog 9 seconden en 2 minuten")
        // Other languages keep their built-in texts.
        #expect(try changed.string(.or, language: .swedish) == "Eller")
    }

    @Test(arguments: [
        ("%d seconds", "dropped an argument"),
        ("%d minutes, %d seconds, %d more", "added an argument"),
        ("%@ minutes and %d seconds", "changed a kind"),
        ("%2$d minutes and %3$d seconds", "skips argument 1"),
    ])
    func differentPlaceholdersAreRejected(_ template: String, _ why: String) {
        #expect(throws: StringOverrideError.self, "\(why)") {
            try catalog.overriding(.pollingMinutesRemaining, with: .text(template), language: .english)
        }
    }

    @Test func mismatchNamesTheKey() {
        let error = #expect(throws: StringOverrideError.self) {
            try catalog.overriding(.bankIdInstructionBody1, with: .text("Scan within %d minutes."), language: .dutch)
        }
        #expect(error == .placeholderMismatch(key: .bankIdInstructionBody1, expected: "[%1$@]", found: "[%1$d]"))
        #expect(error?.description.hasPrefix("hui_bankid_instruction_body_1:") == true)
        let reordered = #expect(throws: StringOverrideError.self) {
            try catalog.overriding("app_greeting", with: .text("ok"), language: .english)
                .overriding(.bankIdInstructionBody1, with: .text("Scan QR code"), language: .english)
        }
        #expect(reordered == .placeholderMismatch(key: .bankIdInstructionBody1, expected: "[%1$@]", found: "[]"))
    }

    @Test func pluralFormsAreCheckedOneByOne() {
        let error = #expect(throws: StringOverrideError.self) {
            try catalog.overriding(.pollingSeconds, with: .plural([[.one]: "one second", [.other]: "%d seconds"]), language: .english)
        }
        guard case .placeholderMismatch(let key, _, let found)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(key == .pollingSeconds)
        #expect(found.contains("form one"))
        #expect(throws: StringOverrideError.invalidPluralForms(key: .pollingSeconds, .missingOtherForm)) {
            try catalog.overriding(.pollingSeconds, with: .plural([[.one]: "%d s"]), language: .english)
        }
        #expect(throws: StringOverrideError.pluralNotAllowed(.or)) {
            try catalog.overriding(.or, with: .plural([[.other]: "Or"]), language: .english)
        }
        #expect(throws: StringOverrideError.invalidPluralForms(key: .pollingSeconds, .invalidFormKey("one.one"))) {
            try catalog.overriding(.pollingSeconds, with: .plural([[.other]: "%d s", [.one, .one]: "%d s"]), language: .english)
        }
    }

    @Test func aPlainTextForAPluralKeyServesEveryNumber() throws {
        let changed = try catalog.overriding(.pollingSecondsRemaining, with: .text("%d s left"), language: .english)
        #expect(try changed.string(.pollingSecondsRemaining, language: .english, arguments: [1]) == "1 s left")
    }

    @Test func unknownStockKeysAndAppKeys() throws {
        #expect(throws: StringOverrideError.unknownStockKey("hui_polling_secs")) {
            try catalog.overriding("hui_polling_secs", with: .text("x"), language: .english)
        }
        let app = try catalog.overriding("app_banner", with: .text("Hello %@"), language: .english)
        #expect(try app.string("app_banner", language: .dutch, arguments: ["Eva"]) == "Hello Eva")
        #expect(throws: StringLookupError.missingKey("app_other")) { try app.string("app_other", language: .english) }
        #expect(ThemeRegistry.standard.text("app_other") == "⟦app_other⟧")
    }

    @Test func stringsFileOverridesOneLanguage() throws {
        let file = Data("""
            /* Dutch wording of the app */
            "hui_or" = "Ofwel";
            "hui_polling_seconds_remaining" = { one = "Nog %d tel"; other = "Nog %d tellen"; };
            "hui_orr" = "typo";
            """.utf8)
        let loaded = try ThemeRegistry.standard.loadingStrings(file, language: .dutch, file: "nl.strings")
        #expect(loaded.warnings.map(\.keyPath) == [["hui_orr"]])
        let dutch = loaded.registry.withLanguage(tag: "nl-BE")
        #expect(dutch.text(.or) == "Ofwel")
        #expect(dutch.text(.pollingSecondsRemaining, 1) == "Nog 1 tel")
        #expect(dutch.text(.pollingSecondsRemaining, 3) == "Nog 3 tellen")
        #expect(loaded.registry.text(.or) == "Or")

        let bad = Data(#""hui_polling_minutes" = "%@ minutes";"#.utf8)
        let error = #expect(throws: ThemeError.self) {
            try ThemeRegistry.standard.loadingStrings(bad, language: .swedish, file: "sv.strings")
        }
        #expect(error?.file == "sv.strings")
        #expect(error?.keyPath == ["hui_polling_minutes"])
        #expect(error?.description.contains("differ from the default's") == true)
    }
}
