import Foundation
@testable import HaapiDevServer
import Testing

/// The dev server's text tables: complete in every language, with the same arguments,
/// and translated (the same text as English only for a name).
@Suite("The dev server's texts in English, Dutch and Swedish")
struct DevServerTextsTests {
    /// Keys whose text is a name, the same in every language.
    static let names: Set<DevServerText> = [.titleBankID]

    /// The `{n}` arguments of `text`.
    static func arguments(_ text: String) -> [String] {
        let pattern = try? NSRegularExpression(pattern: #"\{[1-9]\}"#)
        let range = NSRange(text.startIndex..., in: text)
        return (pattern?.matches(in: text, range: range) ?? []).compactMap { Range($0.range, in: text).map { String(text[$0]) } }.sorted()
    }

    @Test(arguments: DevServerLanguage.allCases)
    func everyKeyHasAText(language: DevServerLanguage) {
        let table = DevServerTexts.table(language)
        let missing = DevServerText.allCases.filter { (table[$0] ?? "").trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(missing.isEmpty, "\(language) has no text for \(missing.map(\.rawValue))")
        #expect(table.count == DevServerText.allCases.count)
    }

    @Test(arguments: [DevServerLanguage.dutch, .swedish])
    func translationsKeepTheArgumentsAndAreNotEnglish(language: DevServerLanguage) {
        let table = DevServerTexts.table(language)
        for key in DevServerText.allCases {
            let english = DevServerTexts.englishTable[key] ?? ""
            let translated = table[key] ?? ""
            #expect(Self.arguments(translated) == Self.arguments(english), "\(language) \(key.rawValue): \"\(translated)\"")
            #expect((translated == english) == Self.names.contains(key), "\(language) \(key.rawValue) is \"\(translated)\"")
        }
    }

    @Test func argumentsAreFilledInOnePass() {
        let dutch = DevServerTexts(.dutch)
        #expect(dutch[.codeResent, "d***@example.com"] == "Er is een nieuwe code gestuurd naar d***@example.com")
        #expect(dutch[.passwordLength, "8", "256"] == "Gebruik 8 tot 256 tekens")
        // An argument's own braces are kept, and a missing argument leaves its mark.
        #expect(DevServerTexts.format("{1} and {2}", ["{2}", "x"]) == "{2} and x")
        #expect(DevServerTexts.format("{1} and {2}", ["a"]) == "a and {2}")
        #expect(DevServerTexts.format("{", []) == "{" && DevServerTexts.format("{1", ["a"]) == "{1")
    }

    @Test func anAuthenticatorsTitleIsTheConfiguredOneOrTheTypesInTheFlowsLanguage() {
        #expect(AuthenticatorType.usernamePassword.defaultTitle(in: .english) == "Username and password")
        #expect(AuthenticatorType.usernamePassword.defaultTitle(in: .dutch) == "Gebruikersnaam en wachtwoord")
        #expect(AuthenticatorType.passkey.defaultTitle(in: .swedish) == "Lösennyckel")
        let configured = AuthenticatorConfiguration(id: "pw", type: .usernamePassword, title: "Acme password")
        #expect(configured.displayTitle(DevServerTexts(.swedish)) == "Acme password")
        #expect(AuthenticatorConfiguration(id: "pw", type: .usernamePassword).displayTitle(DevServerTexts(.swedish)) == "Användarnamn och lösenord")
    }
}
