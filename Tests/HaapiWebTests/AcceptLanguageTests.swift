import HaapiUI
@testable import HaapiWeb
import Testing

/// `Accept-Language` (RFC 9110, RFC 4647 lookup) against the host's languages: the
/// highest-weighted range served by one of them, itself or a language it falls back to.
@Suite("Accept-Language")
struct AcceptLanguageTests {
    static let offered = [Language.english, .dutch, .swedish, Language(tag: "zh-Hant")!, Language(tag: "pt-PT")!]

    @Test(arguments: [
        ("nl-BE,nl;q=0.9,en;q=0.5", "nl"), ("fr-CA, sv;q=0.4", "sv"), ("zh-TW,zh;q=0.9", "zh-Hant"), ("zh-CN,zh;q=0.9", "en"),
        ("pt-AO", "pt-PT"), ("pt-BR", "en"), ("en;q=0.2, nl;q=0.8", "nl"), ("*, sv;q=0.1", "sv"), ("sv;q=0", "en"), ("", "en"),
        ("nl;q=abc, sv", "sv"),
    ])
    func theBestServedRangeWins(_ header: String, _ expected: String) {
        #expect(AcceptLanguage.language(from: header, available: Self.offered).code == expected, "\(header)")
    }
}
