import HaapiDevServer
import Testing

/// How `ui_locales` chooses the language of a flow.
@Suite("ui_locales chooses the flow's language")
struct DevServerLanguageTests {
    @Test(arguments: [
        (nil, DevServerLanguage.english), ("", .english), ("   ", .english), ("nl", .dutch), ("nl-NL", .dutch), ("NL-be", .dutch),
        ("sv", .swedish), ("sv-SE", .swedish), ("is sv", .swedish), ("is-IS fy nl sv", .dutch), ("en-GB nl", .english),
        ("fy is", .english), ("nld", .english), ("x-nl sv", .swedish), ("*", .english), ("\tsv", .swedish), ("is  nl", .dutch),
    ] as [(String?, DevServerLanguage)])
    func theFirstTagTheServerSpeaksWins(uiLocales: String?, language: DevServerLanguage) {
        #expect(DevServerLanguage(uiLocales: uiLocales) == language)
    }

    @Test func theLanguagesAreEnglishAndTheCatalogs() {
        let codes = DevServerLanguage.allCases.map(\.code)
        #expect(codes.first == "en")
        #expect(Set(["nl", "sv", "de", "pt-BR", "pt-PT", "zh-Hans", "zh-Hant", "ar", "he"]).isSubset(of: Set(codes)), "\(codes)")
    }

    @Test(arguments: [
        ("pt", "pt-BR"), ("pt-BR", "pt-BR"), ("pt-PT", "pt-PT"), ("pt-AO", "pt-PT"), ("zh", "zh-Hans"), ("zh-CN", "zh-Hans"),
        ("zh-TW", "zh-Hant"), ("zh-Hant-HK", "zh-Hant"), ("no", "nb"), ("nb-NO", "nb"), ("iw", "he"), ("de-AT", "de"),
    ])
    func regionsAndScriptsFindTheirLanguage(tag: String, code: String) {
        #expect(DevServerLanguage(uiLocales: tag).code == code)
    }
}

extension DevServerLanguageTests {
    /// The example of the Languages article.
    @Test func theArticlesExample() {
        let language = DevServerLanguage(uiLocales: "is sv-SE")   // Swedish: Icelandic is skipped
        let title = AuthenticatorType.usernamePassword.defaultTitle(in: language)   // "Användarnamn och lösenord"
        #expect(language == .swedish)
        #expect(title == "Användarnamn och lösenord")
    }
}
