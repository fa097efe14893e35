import Testing
@testable import HaapiApp

@Suite("The language from the environment")
struct HaapiKitLanguageTests {
    @Test(arguments: [
        (["LANG": "nl_NL.UTF-8"], "nl-NL"),
        (["LANG": "sv_SE.UTF-8", "LC_ALL": "en_GB.UTF-8"], "en-GB"),
        (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "sv_SE"], "sv-SE"),
        (["LANG": "C.UTF-8"], "en"),
        (["LANG": "POSIX"], "en"),
        (["LC_ALL": "", "LANG": "nl_BE@euro"], "nl-BE"),
        ([:], "en"),
        (["LANG": "is_IS.UTF-8"], "en"),
        (["LANG": "de_DE.UTF-8"], "de-DE"),
    ])
    func theLocaleVariablesDecideInPOSIXOrder(_ environment: [String: String], _ tag: String) {
        #expect(HaapiKitLanguage.tag(environment: environment) == tag)
    }

    @Test(arguments: [
        (["is-IS", "nl-BE", "en-US"], "nl-BE"), (["sv"], "sv"), (["fy", "is"], "en"), (["zh-TW", "en"], "zh-TW"), ([], "en"), (["en-GB", "nl"], "en-GB"),
    ])
    func theFirstPreferredLanguageWithTextsWins(_ preferred: [String], _ tag: String) {
        #expect(HaapiKitLanguage.tag(preferredLanguages: preferred) == tag)
    }

    @Test func aFacadeTakesItsLanguageFromItsEnvironment() async {
        let kit = await HaapiKit(environment: ["LANG": "sv_SE.UTF-8"])
        #expect(await kit.languageTag == "sv-SE")
    }
}
