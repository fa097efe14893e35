import Testing
@testable import HaapiScreenKit

@Suite("String tables")
struct StringTableTests {
    let catalog = StringCatalog.standard

    @Test(arguments: Language.shipped)
    func everyStockKeyIsPresent(_ language: Language) {
        for key in StringKey.stock {
            #expect(catalog.builtInValue(key, language: language) != nil, "\(key) missing in \(language)")
        }
        #expect(Set(StringKey.stock) == catalog.stockKeys, "the stock list and the English table differ")
    }

    @Test(arguments: Language.shipped)
    func translationsTakeTheSameArgumentsAsEnglish(_ language: Language) throws {
        for key in StringKey.stock {
            let english = try #require(catalog.builtInValue(key, language: .english))
            let value = try #require(catalog.builtInValue(key, language: language))
            switch (english, value) {
            case (.text(let reference), .text(let text)):
                #expect(try StringFormatter.signature(of: text) == StringFormatter.signature(of: reference), "\(key) in \(language)")
            case (.plural(let reference), .plural(let forms)):
                // Re-checking through the public initialiser validates every form.
                let checked = try PluralForms(selectors: reference.selectors, forms: forms.forms)
                #expect(try StringFormatter.signature(of: checked.otherForm) == StringFormatter.signature(of: reference.otherForm))
                let gaps = PluralCoverage.gaps(forms.forms, key: key, language: language)
                #expect(gaps.isEmpty, "\(gaps)")
            default:
                Issue.record("\(key) in \(language) is not of the same kind as in English")
            }
            #expect(!value.referenceTemplate.isEmpty)
        }
    }

    @Test func seed000EnglishDefaultsExactly() throws {
        func forms(_ key: StringKey) throws -> [[PluralCategory]: String] {
            guard case .plural(let forms)? = catalog.builtInValue(key, language: .english) else {
                Issue.record("\(key) is not plural")
                return [:]
            }
            return forms.forms
        }
        #expect(catalog.builtInValue(.bankIdInstructionTitle1, language: .english) == .text("Help with scanning the QR code"))
        #expect(catalog.builtInValue(.or, language: .english) == .text("Or"))
        #expect(try forms(.pollingMinutes)[[.one]] == "%d minute")
        #expect(try forms(.pollingMinutes)[[.other]] == "%d minutes")
        #expect(try forms(.pollingMinutesRemaining)[[.one]] == "%d minute and %d seconds remaining")
        #expect(try forms(.pollingMinutesRemaining)[[.other]] == "%d minutes and %d seconds remaining")
        #expect(try forms(.pollingSeconds)[[.one]] == "%d second")
        #expect(try forms(.pollingSeconds)[[.other]] == "%d seconds")
        #expect(try forms(.pollingSecondsRemaining)[[.one]] == "%d second remaining")
        #expect(try forms(.pollingSecondsRemaining)[[.other]] == "%d seconds remaining")
        let body = """
            • Open the BankID app
            • Press the Scan QR code button
            • Point your phone's camera at the QR code
            • Follow the instructions in the app

            The QR code is displayed for %@, then identification is canceled for security reasons. \
            You can then try again. Make sure the entire QR code fits on the screen, otherwise it cannot be scanned.
            """
        #expect(catalog.builtInValue(.bankIdInstructionBody1, language: .english) == .text(body))
    }

    @Test func seed000KeyNames() {
        #expect(StringKey.bankIdInstructionBody1.rawValue == "hui_bankid_instruction_body_1")
        #expect(StringKey.bankIdInstructionTitle1.rawValue == "hui_bankid_instruction_title_1")
        #expect(StringKey.pollingMinutes.rawValue == "hui_polling_minutes")
        #expect(StringKey.pollingMinutesRemaining.rawValue == "hui_polling_minutes_remaining")
        #expect(StringKey.or.rawValue == "hui_or")
        #expect(StringKey.pollingSeconds.rawValue == "hui_polling_seconds")
        #expect(StringKey.pollingSecondsRemaining.rawValue == "hui_polling_seconds_remaining")
        #expect(StringKey.stock.allSatisfy { $0.isStock })
        #expect(Set(StringKey.stock).count == StringKey.stock.count)
    }

    @Test func bodyTakesTheDurationText() {
        let registry = ThemeRegistry.standard.withLanguage(tag: "sv")
        let body = registry.text(.bankIdInstructionBody1, .text(registry.durationText(seconds: 180)))
        #expect(body.contains("QR-koden visas i 3 minuter."))
    }
}
