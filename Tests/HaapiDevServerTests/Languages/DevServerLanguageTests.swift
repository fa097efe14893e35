import HaapiDevServer
import Testing

/// How `ui_locales` chooses the language of a flow.
@Suite("ui_locales chooses the flow's language")
struct DevServerLanguageTests {
    @Test(arguments: [
        (nil, DevServerLanguage.english), ("", .english), ("   ", .english), ("nl", .dutch), ("nl-NL", .dutch), ("NL-be", .dutch),
        ("sv", .swedish), ("sv-SE", .swedish), ("de sv", .swedish), ("de-DE fr nl sv", .dutch), ("en-GB nl", .english),
        ("fr de", .english), ("nld", .english), ("x-nl sv", .swedish), ("*", .english), ("\tsv", .swedish), ("de  nl", .dutch),
    ] as [(String?, DevServerLanguage)])
    func theFirstTagTheServerSpeaksWins(uiLocales: String?, language: DevServerLanguage) {
        #expect(DevServerLanguage(uiLocales: uiLocales) == language)
    }

    @Test func theCodeIsThePrimarySubtag() {
        #expect(DevServerLanguage.allCases.map(\.code) == ["en", "nl", "sv"])
    }
}

extension DevServerLanguageTests {
    /// The example of the Languages article.
    @Test func theArticlesExample() {
        let language = DevServerLanguage(uiLocales: "de sv-SE")   // Swedish: German is skipped
        let title = AuthenticatorType.usernamePassword.defaultTitle(in: language)   // "Användarnamn och lösenord"
        #expect(language == .swedish)
        #expect(title == "Användarnamn och lösenord")
    }
}
