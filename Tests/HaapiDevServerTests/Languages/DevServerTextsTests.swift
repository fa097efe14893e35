import Foundation
@testable import HaapiDevServer
import HaapiLocalization
import Testing

/// The dev server's text tables: complete in every language, with the same arguments,
/// and translated (the same text as English only for a name).
@Suite("The dev server's texts in every language")
struct DevServerTextsTests {
    /// Keys whose text is a name, the same in every language.
    static let names: Set<DevServerText> = [.titleBankID]

    /// The `{n}` arguments of `text`.
    static func arguments(_ text: String) -> [String] {
        let pattern = try? NSRegularExpression(pattern: #"\{[1-9]\}"#)
        let range = NSRange(text.startIndex..., in: text)
        return (pattern?.matches(in: text, range: range) ?? []).compactMap { Range($0.range, in: text).map { String(text[$0]) } }.sorted()
    }

    /// Texts that are the same word as English in a language, by key: the languages.
    static let sameWordAsEnglish: [DevServerText: Set<String>] = [
        .email: ["cs", "da", "fr", "hu", "pl", "pt-BR", "pt-PT", "ro"], .emailCode: ["de", "fr"], .titlePasskey: ["de", "it"],
        .password: ["it"], .emailPlaceholder: ["ar", "hi", "ja"],
    ]

    @Test(arguments: DevServerLanguage.allCases.filter { $0 != .english })
    func everyKeyHasATranslation(language: DevServerLanguage) {
        let table = DevServerTexts.translations[language.language] ?? [:]
        let missing = DevServerText.allCases.filter { table[$0] == nil }
        #expect(missing.isEmpty, "\(language) has no text for \(missing.map(\.rawValue))")
    }

    @Test func theCatalogHasNoProblemsAndEveryLanguage() {
        #expect(DevServerTexts.catalogProblems.isEmpty, "\(DevServerTexts.catalogProblems)")
        #expect(DevServerLanguage.allCases.count >= 27)
    }

    @Test(arguments: DevServerLanguage.allCases.filter { $0 != .english })
    func translationsKeepTheArgumentsAndAreNotEnglish(language: DevServerLanguage) {
        for key in DevServerText.allCases {
            guard case .text(let translated)? = DevServerTexts.translations[language.language]?[key] else { continue }
            let english = DevServerTexts.englishTable[key] ?? ""
            #expect(Self.arguments(translated) == Self.arguments(english), "\(language) \(key.rawValue): \"\(translated)\"")
            let allowed = Self.names.contains(key) || Self.sameWordAsEnglish[key, default: []].contains(language.code)
            #expect(translated != english || allowed, "\(language) \(key.rawValue) is \"\(translated)\"")
        }
    }

    @Test func pluralTextsFollowEachLanguagesRules() throws {
        #expect(DevServerTexts(.english).count(.attemptsLeft, 1) == "1 attempt left")
        #expect(DevServerTexts(.english).count(.attemptsLeft, 3) == "3 attempts left")
        #expect(DevServerTexts(.dutch).count(.attemptsLeft, 2) == "Nog 2 pogingen over")
        let polish = DevServerLanguage(uiLocales: "pl")
        #expect(polish.code == "pl")
        let few = DevServerTexts(polish).count(.attemptsLeft, 3)
        let many = DevServerTexts(polish).count(.attemptsLeft, 5)
        #expect(few != many && few.contains("3") && many.contains("5"), "\(few) / \(many)")
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
